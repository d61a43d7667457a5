/// The relation of a constraint: `==`, `<=` or `>=`.
public enum LayoutRelation: String, Sendable, CaseIterable, Hashable {
  /// `==`.
  case equal
  /// `<=`.
  case lessThanOrEqual
  /// `>=`.
  case greaterThanOrEqual

  /// `=`, `<=` or `>=`, as the cookbook prints it.
  public var symbol: String {
    switch self {
    case .equal: return "="
    case .lessThanOrEqual: return "<="
    case .greaterThanOrEqual: return ">="
    }
  }

  /// The relation seen from the other side (`a <= b` is `b >= a`).
  public var flipped: LayoutRelation {
    switch self {
    case .equal: return .equal
    case .lessThanOrEqual: return .greaterThanOrEqual
    case .greaterThanOrEqual: return .lessThanOrEqual
    }
  }
}
