/// The handle ``Solver/add(_:)`` returns for a constraint it accepted.
///
/// Ids are handed out in increasing order and never reused by the same solver.
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The sequence number (0 for the first accepted constraint).
  public let rawValue: Int

  init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Orders by acceptance.
  public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// `c` followed by the sequence number.
  public var description: String {
    "c\(rawValue)"
  }
}
