import Layout

/// How to draw a figure (the options of `layout-diagram render`).
public struct RenderOptions: Hashable, Sendable {
  /// Colour scheme (SVG files hold both; this one is used when the reader expresses no preference).
  public var theme: Theme
  /// Device pixels per point for PNG: 1, 2 or 3.
  public var scale: Int
  /// Leave the page background transparent.
  public var transparentBackground: Bool
  /// Constraint numbers to focus on; the others are dimmed. Empty: no focus.
  public var focus: [Int]
  /// Draw constraint annotations (off: just the laid-out screen).
  public var annotations: Bool
  /// Print the numbered constraint list under the figure.
  public var constraintList: Bool
  /// Print the hugging / compression resistance table.
  public var priorityTable: Bool
  /// Draw a legend of the glyphs that occur.
  public var legend: Bool
  /// The whole scene, or only the part with content (`--fit`).
  public var fit: FigureFit
  /// The widest the figure may be in points: panels beyond it wrap into rows (`--max-width`).
  public var maxWidth: Double

  /// Creates options; the defaults give an annotated light diagram at 2x with list and legend, whole
  /// scenes side by side (the CLI fits to content and wraps at 1000 points).
  public init(
    theme: Theme = .light, scale: Int = 2, transparentBackground: Bool = false, focus: [Int] = [],
    annotations: Bool = true, constraintList: Bool = true, priorityTable: Bool = false, legend: Bool = true,
    fit: FigureFit = .scene, maxWidth: Double = .infinity
  ) {
    self.theme = theme
    self.scale = scale
    self.transparentBackground = transparentBackground
    self.focus = focus
    self.annotations = annotations
    self.constraintList = constraintList
    self.priorityTable = priorityTable
    self.legend = legend
    self.fit = fit
    self.maxWidth = maxWidth
  }
}
