/// `superview margins 0 20 0 20 insetsLayoutMarginsFromSafeArea false
/// viewRespectsSystemMinimumLayoutMargins false`: attributes of the scene's root view (`Superview`
/// in constraints; a cell's content view), which no declaration names.
public struct SuperviewSyntax: Hashable, Sendable {
  /// Where the `superview` keyword is.
  public var keyword: SourceRange
  /// The attributes, in written order.
  public var properties: [Located<ViewProperty>]

  /// Creates a `superview` statement.
  public init(keyword: SourceRange, properties: [Located<ViewProperty>]) {
    self.keyword = keyword
    self.properties = properties
  }

  /// Equal when the properties are (the keyword's place is ignored, as every syntax node ignores
  /// its ranges, so that a tree built in code equals the same text parsed).
  public static func == (lhs: SuperviewSyntax, rhs: SuperviewSyntax) -> Bool {
    lhs.properties == rhs.properties
  }

  /// Hashes the properties (not the keyword's place).
  public func hash(into hasher: inout Hasher) { hasher.combine(properties) }
}
