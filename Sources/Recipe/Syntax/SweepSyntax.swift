/// `sweep 320...1024`: the recipe is also drawn at these widths (a filmstrip and an animated SVG).
public struct SweepSyntax: Hashable, Sendable {
  /// The widths.
  public var widths: SweepWidths
  /// The text after `sweep`, as written.
  public var text: Located<String>

  /// Creates a sweep statement.
  public init(widths: SweepWidths, text: Located<String>) {
    self.widths = widths
    self.text = text
  }
}
