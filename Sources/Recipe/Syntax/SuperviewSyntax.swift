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
}
