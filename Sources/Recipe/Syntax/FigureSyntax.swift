/// How much of a scene a recipe's figure shows by default (`fit content`, `fit scene`); the
/// command line's `--fit` overrides it.
public enum FitName: String, Hashable, Sendable, CaseIterable {
  /// Only the part of the scene with content (views, guides used, annotations).
  case content
  /// The whole screen or cell.
  case scene
}

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
