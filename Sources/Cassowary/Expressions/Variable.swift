/// A solver variable: a typed index into the ``Solver`` that made it.
///
/// Variables are ordered by creation, which is the order every list the solver returns uses.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The creation index inside its solver (0, 1, 2, ...).
  public let index: Int

  init(index: Int) {
    self.index = index
  }

  /// Orders variables by creation.
  public static func < (lhs: Variable, rhs: Variable) -> Bool {
    lhs.index < rhs.index
  }

  /// `v` followed by the index; the solver knows the readable name (``Solver/name(of:)``).
  public var description: String {
    "v\(index)"
  }
}
