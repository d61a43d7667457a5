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
