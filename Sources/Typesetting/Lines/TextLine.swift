/// One laid-out line: its text, its place in the block and its glyphs.
public struct TextLine: Hashable, Sendable {
  /// The text of the line in UTF-16 code units, trailing spaces included, the newline excluded.
  public var range: Range<Int>
  /// Left edge of the visible text after alignment, in points from the box's left edge.
  public var x: Double
  /// Width of the visible text (trailing whitespace excluded; the ellipsis included).
  public var width: Double
  /// Top of the line box, in points from the box's top edge.
  public var top: Double
  /// Largest ascender among the fonts on the line.
  public var ascent: Double
  /// Largest depth below the baseline among the fonts on the line (positive).
  public var descent: Double
  /// Largest line gap among the fonts on the line.
  public var lineGap: Double
  /// Glyph runs in visual order.
  public var runs: [GlyphRun]
  /// Whether the line ends in the truncation token.
  public var isTruncated: Bool
  /// Advance of the trailing white space, which hangs past `width` (0 when the line has none).
  public var trailingWhitespaceWidth: Double

  /// Creates a line.
  public init(
    range: Range<Int>, x: Double, width: Double, top: Double, ascent: Double, descent: Double,
    lineGap: Double, runs: [GlyphRun], isTruncated: Bool, trailingWhitespaceWidth: Double = 0
  ) {
    self.trailingWhitespaceWidth = trailingWhitespaceWidth
    self.range = range
    self.x = x
    self.width = width
    self.top = top
    self.ascent = ascent
    self.descent = descent
    self.lineGap = lineGap
    self.runs = runs
    self.isTruncated = isTruncated
  }

  /// Baseline y in points from the box's top edge.
  public var baseline: Double { top + ascent }
  /// Height of the line box: ascent + descent + line gap (the tallest font on the line).
  public var height: Double { ascent + descent + lineGap }
}
