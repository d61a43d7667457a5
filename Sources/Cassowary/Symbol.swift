/// A tableau column or row name: an index into the tableau's per-symbol arrays.
///
/// Symbols are recycled after their constraint is removed, so add/remove cycles do not grow memory.
struct Symbol: Hashable, Comparable, Sendable {
  var id: Int32

  init(_ id: Int) {
    self.id = Int32(id)
  }

  init(raw: Int32) {
    self.id = raw
  }

  var index: Int {
    Int(id)
  }

  static func < (lhs: Symbol, rhs: Symbol) -> Bool {
    lhs.id < rhs.id
  }
}

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

/// The symbols a constraint owns in the tableau and how they entered its row.
///
/// Shifting a constraint's constant by `delta` equals shifting its marker by `delta / markerCoefficient`
/// (or its other symbol by `delta / otherCoefficient`): that is how edits avoid rebuilding rows.
struct Tag: Sendable {
  var marker: Symbol
  var markerCoefficient: Double
  var other: Symbol?
  var otherCoefficient: Double
  /// The optional priority, or `nil` when required.
  var priority: Int?
}
