/// What a symbol stands for. Every kind except `external` is restricted to values >= 0.
enum SymbolKind: UInt8, Sendable {
  /// A user variable: unrestricted in sign.
  case external
  /// The slack of an inequality.
  case slack
  /// One side of an optional constraint's violation (weighted in the objective).
  case error
  /// The marker of a required equality: fixed at zero, never enters the basis by choice.
  case dummy
  /// The temporary variable of phase one (a required add with no usable subject).
  case artificial
  /// A recycled slot.
  case unused

  /// Whether the simplex may bring the symbol into the basis to improve an objective.
  var isPivotable: Bool {
    self == .slack || self == .error
  }

  /// The prefix used in dumps.
  var prefix: String {
    switch self {
    case .external: "v"
    case .slack: "s"
    case .error: "e"
    case .dummy: "d"
    case .artificial: "a"
    case .unused: "?"
    }
  }
}
