/// The relation of a constraint.
public enum DiagramRelation: String, Hashable, Sendable {
  /// `=`
  case equal
  /// `<=`
  case lessThanOrEqual
  /// `>=`
  case greaterThanOrEqual

  /// The badge symbol; empty for equality.
  var symbol: String {
    switch self {
    case .equal: return ""
    case .lessThanOrEqual: return "≤"
    case .greaterThanOrEqual: return "≥"
    }
  }
}
