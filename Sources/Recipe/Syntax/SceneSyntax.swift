import Layout

/// How a recipe's scene is given: `scene 375 x 667`, `device "iPhone 8" landscape`,
/// `cell width 375`, each optionally followed by `scale 2`; a `scene W x H` also by
/// `safeAreaInsets T L B R` (Interface Builder's canvas under its simulated bars), a `cell` by
/// `rowHeight H` (the table's row height, used when the content does not fix the cell's height).
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
  /// The root view's safe-area insets, top, left, bottom, right (`safeAreaInsets 64 0 49 0`):
  /// they replace the scene's own and set the layout guides (the top guide ends at the top inset,
  /// the bottom guide starts at the bottom one); nil for the scene's own.
  public var safeAreaInsets: [NumberLiteral]?
  /// A cell's table row height (`rowHeight 51`): UIKit's self-sizing table uses it when the
  /// content's constraints would collapse the cell to zero height, and fixes the cell's height
  /// (`Scene.cellRowHeight`); nil for the book's default (44, the content judged alone).
  public var rowHeight: NumberLiteral?

  /// Creates a scene statement.
  public init(
    shape: Shape, scale: NumberLiteral?, safeAreaInsets: [NumberLiteral]? = nil,
    rowHeight: NumberLiteral? = nil
  ) {
    self.shape = shape
    self.scale = scale
    self.safeAreaInsets = safeAreaInsets
    self.rowHeight = rowHeight
  }
}
