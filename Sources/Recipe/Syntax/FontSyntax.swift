import Layout

/// A font: a family and size, a text style, or a family scaled by a text style's metrics.
public struct FontSyntax: Hashable, Sendable {
  /// A family name (`"Inter"`), nil for the system font.
  public var family: String?
  /// A point size, nil to take the text style's size.
  public var size: NumberLiteral?
  /// A Dynamic Type text style.
  public var style: Spelled<TextStyle>?

  /// Creates a font syntax node.
  public init(family: String?, size: NumberLiteral?, style: Spelled<TextStyle>?) {
    self.family = family
    self.size = size
    self.style = style
  }
}
