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

  /// Creates options; the defaults give an annotated light diagram at 2x with list and legend.
  public init(
    theme: Theme = .light, scale: Int = 2, transparentBackground: Bool = false, focus: [Int] = [],
    annotations: Bool = true, constraintList: Bool = true, priorityTable: Bool = false, legend: Bool = true
  ) {
    self.theme = theme
    self.scale = scale
    self.transparentBackground = transparentBackground
    self.focus = focus
    self.annotations = annotations
    self.constraintList = constraintList
    self.priorityTable = priorityTable
    self.legend = legend
  }
}
