import Recipe
import Render

/// The drawing choices of one `render` run.
public struct RenderSettings: Sendable {
  /// Formats to write, in order.
  public var formats: [OutputFormat]
  /// Pixel scale of PNG output.
  public var scale: Int
  /// Colour theme.
  public var theme: Theme
  /// Transparent background.
  public var transparent: Bool
  /// Constraint numbers to highlight (empty: all).
  public var focus: [Int]
  /// Whether constraints are drawn.
  public var annotations: Bool
  /// Whether the numbered list is printed under the figure.
  public var constraintList: Bool
  /// Whether the legend is drawn.
  public var legend: Bool
  /// Whether the hugging/resistance table is drawn.
  public var priorityTable: Bool
  /// Draw each recipe at these widths instead (`--sweep`): a filmstrip in every format plus an
  /// animated SVG.
  public var sweep: SweepWidths? = nil
  /// The widest a figure may be, in points, before its panels wrap into rows.
  public var maxWidth: Double = 1000
  /// Whole scenes, or cropped to their content (the book's default).
  /// nil: the recipe's `fit` line, else content.
  public var fit: FigureFit? = nil
  /// Sweep only the first variant (`--sweep-variants first`); by default every variant is swept.
  public var sweepFirstVariantOnly = false
}
