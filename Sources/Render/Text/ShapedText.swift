import Layout

/// Text laid out in lines by a `DiagramTextShaper`.
public struct ShapedText: Hashable, Sendable {
  /// Glyphs of one font on a line (a line has several when fallback fonts were needed).
  public struct Segment: Hashable, Sendable {
    /// The font file the glyph ids belong to.
    public var font: FontReference
    /// Size in points.
    public var size: Double
    /// Glyphs; positions relative to the line's start (x) and its baseline (y, down).
    public var glyphs: [DisplayGlyphRun.Glyph]

    /// Creates a segment.
    public init(font: FontReference, size: Double, glyphs: [DisplayGlyphRun.Glyph]) {
      self.font = font
      self.size = size
      self.glyphs = glyphs
    }
  }

  /// One line of glyphs.
  public struct Line: Hashable, Sendable {
    /// Glyph segments in visual order.
    public var segments: [Segment]
    /// Advance width of the visible text.
    public var width: Double
    /// Baseline distance from the top of the text block.
    public var baseline: Double
    /// The characters of the line.
    public var text: String

    /// Creates a line.
    public init(segments: [Segment], width: Double, baseline: Double, text: String) {
      self.segments = segments
      self.width = width
      self.baseline = baseline
      self.text = text
    }
  }

  /// Lines from top to bottom.
  public var lines: [Line]
  /// Widest line.
  public var width: Double
  /// Block height.
  public var height: Double
  /// Ascender of the primary font (positive, points).
  public var ascender: Double
  /// Descender of the primary font (negative, points).
  public var descender: Double

  /// Creates shaped text.
  public init(lines: [Line], width: Double, height: Double, ascender: Double, descender: Double) {
    self.lines = lines
    self.width = width
    self.height = height
    self.ascender = ascender
    self.descender = descender
  }
}

/// Shapes and breaks text for the diagram: the same fonts and metrics the layout measured with.
public protocol DiagramTextShaper: Sendable {
  /// Shapes `text` in `font`, wrapping at `maxWidth` when given, into at most `maxLines` lines
  /// (0 = unlimited), wrapping and ending the last line as `lineBreakMode` says; lines at least
  /// `lineDistance` apart (baseline to baseline, a text style's leading) and each its natural
  /// height times `lineHeightMultiple` when that is positive, `lineSpacing` more between lines
  /// and every line at least `minimumLineHeight` high (`TextMeasureRequest`'s).
  func shape(
    _ text: String, font: ResolvedFont, maxWidth: Double?, maxLines: Int, lineBreakMode: LineBreakMode,
    lineDistance: Double?, lineHeightMultiple: Double, lineSpacing: Double, minimumLineHeight: Double
  ) throws(RenderError) -> ShapedText
}

extension DiagramTextShaper {
  /// Shapes `text` with its lines at their natural height.
  public func shape(
    _ text: String, font: ResolvedFont, maxWidth: Double?, maxLines: Int, lineBreakMode: LineBreakMode
  ) throws(RenderError) -> ShapedText {
    try shape(
      text, font: font, maxWidth: maxWidth, maxLines: maxLines, lineBreakMode: lineBreakMode,
      lineDistance: nil,
      lineHeightMultiple: 0, lineSpacing: 0, minimumLineHeight: 0)
  }

  /// Shapes `text` with UILabel's default line-break mode (`byTruncatingTail`).
  public func shape(_ text: String, font: ResolvedFont, maxWidth: Double?, maxLines: Int) throws(RenderError)
    -> ShapedText
  {
    try shape(text, font: font, maxWidth: maxWidth, maxLines: maxLines, lineBreakMode: .byTruncatingTail)
  }
}
