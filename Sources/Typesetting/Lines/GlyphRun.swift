/// Consecutive glyphs of one font and one direction, in visual (left-to-right) order.
public struct GlyphRun: Hashable, Sendable {
  /// The font of every glyph in the run (after fallback: may differ from the requested one).
  public var font: Font
  /// Whether the run was shaped right to left.
  public var isRightToLeft: Bool
  /// The text the run covers, in UTF-16 code units.
  public var range: Range<Int>
  /// The glyphs, left to right.
  public var glyphs: [Glyph]

  /// Creates a run.
  public init(font: Font, isRightToLeft: Bool, range: Range<Int>, glyphs: [Glyph]) {
    self.font = font
    self.isRightToLeft = isRightToLeft
    self.range = range
    self.glyphs = glyphs
  }

  /// Sum of the glyph advances in points.
  public var advance: Double { glyphs.reduce(0) { $0 + $1.advance } }
}
