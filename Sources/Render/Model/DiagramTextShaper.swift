import Layout

/// Shapes and breaks text for the diagram: the same fonts and metrics the layout measured with.
public protocol DiagramTextShaper: Sendable {
  /// Shapes `text` in `font`, wrapping at `maxWidth` when given, into at most `maxLines` lines
  /// (0 = unlimited).
  func shape(_ text: String, font: ResolvedFont, maxWidth: Double?, maxLines: Int) throws(RenderError)
    -> ShapedText
}
