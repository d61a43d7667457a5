/// Shaped text at fixed positions: the glyphs HarfBuzz chose, where it put them, and the string.
public struct DisplayGlyphRun: Hashable, Sendable {
  /// One glyph and its pen position (on the baseline, diagram space).
  public struct Glyph: Hashable, Sendable {
    /// Glyph index in the font.
    public var id: UInt32
    /// Pen position.
    public var position: DisplayPoint

    /// Creates a positioned glyph.
    public init(id: UInt32, position: DisplayPoint) {
      self.id = id
      self.position = position
    }
  }

  /// The font file drawn with.
  public var font: FontReference
  /// Size in points (pixels per em at scale 1).
  public var size: Double
  /// The glyphs.
  public var glyphs: [Glyph]
  /// Colour.
  public var paint: Paint
  /// The text these glyphs show, for accessibility and search (SVG invisible text).
  public var text: String
  /// The run's ink-independent box: from the line top to the line bottom, pen start to end.
  public var bounds: DisplayRect

  /// Creates a glyph run.
  public init(
    font: FontReference, size: Double, glyphs: [Glyph], paint: Paint, text: String, bounds: DisplayRect
  ) {
    self.font = font
    self.size = size
    self.glyphs = glyphs
    self.paint = paint
    self.text = text
    self.bounds = bounds
  }
}
