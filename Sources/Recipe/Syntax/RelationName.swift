/// The relation of a constraint.
public enum RelationName: String, Hashable, Sendable {
  /// `=` (also written `==`).
  case equal = "="
  /// `>=` (also `≥`).
  case greaterThanOrEqual = ">="
  /// `<=` (also `≤`).
  case lessThanOrEqual = "<="
}
