import Layout

/// How a recipe's scene is given: `scene 375 x 667`, `device "iPhone 8" landscape`,
/// `cell width 375`, each optionally followed by `scale 2`.
public struct SceneSyntax: Hashable, Sendable {
  /// The scene's shape.
  public enum Shape: Hashable, Sendable {
    /// A view controller's root view of this size.
    case size(width: NumberLiteral, height: NumberLiteral)
    /// A device's screen in an orientation (portrait when not written).
    case device(name: Located<String>, orientation: Spelled<Orientation>?)
    /// A table view cell whose content view is this wide; its height is its fitting height.
    case cell(width: NumberLiteral)
  }

  /// The scene's shape.
  public var shape: Shape
  /// The screen scale (`scale 2`), nil for the default.
  public var scale: NumberLiteral?

  /// Creates a scene statement.
  public init(shape: Shape, scale: NumberLiteral?) {
    self.shape = shape
    self.scale = scale
  }
}
