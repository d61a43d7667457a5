/// Text laid out in lines by a `DiagramTextShaper`: glyphs with pen positions relative to each
/// line's start on its baseline.
public struct ShapedText: Hashable, Sendable {
  /// One line of glyphs.
  public struct Line: Hashable, Sendable {
    /// Glyphs; positions relative to the line start (x) and baseline (y = 0).
    public var glyphs: [GlyphRun.Glyph]
    /// Advance width of the line.
    public var width: Double
    /// Baseline distance from the top of the text block.
    public var baseline: Double
    /// The characters of the line.
    public var text: String

    /// Creates a line.
    public init(glyphs: [GlyphRun.Glyph], width: Double, baseline: Double, text: String) {
      self.glyphs = glyphs
      self.width = width
      self.baseline = baseline
      self.text = text
    }
  }

  /// The font file the glyph ids belong to.
  public var font: FontReference
  /// Size in points.
  public var size: Double
  /// Lines from top to bottom.
  public var lines: [Line]
  /// Widest line.
  public var width: Double
  /// Block height (line height x lines).
  public var height: Double
  /// Ascender (positive, points).
  public var ascender: Double
  /// Descender (negative, points).
  public var descender: Double

  /// Creates shaped text.
  public init(
    font: FontReference, size: Double, lines: [Line], width: Double, height: Double, ascender: Double,
    descender: Double
  ) {
    self.font = font
    self.size = size
    self.lines = lines
    self.width = width
    self.height = height
    self.ascender = ascender
    self.descender = descender
  }
}
