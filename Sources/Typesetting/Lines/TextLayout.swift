/// A block of text broken into lines: size, baselines and glyphs.
public struct TextLayout: Hashable, Sendable {
  /// The lines, top to bottom (none for an empty string).
  public var lines: [TextLine]
  /// Width of the widest line's visible text, in points (not rounded); a clipped last line
  /// (`byClipping`) counts only up to the style's width.
  public var width: Double
  /// The block's height, in points (not rounded): the line heights, with the paragraph style's
  /// line spacing and line height multiple.
  public var height: Double
  /// Whether the paragraph's base direction is right to left (from its first strong character).
  public var isRightToLeft: Bool

  /// Creates a layout.
  public init(lines: [TextLine], width: Double, height: Double, isRightToLeft: Bool) {
    self.lines = lines
    self.width = width
    self.height = height
    self.isRightToLeft = isRightToLeft
  }

  /// Width of the widest line with its trailing white space: the size UILabel gives a text laid
  /// out without a width, where nothing wraps and trailing spaces take room (Interface Builder
  /// stored "To: " at 13 pt 22 wide, the width with its space; without it 18.5).
  public var widthWithTrailingWhitespace: Double {
    lines.map { $0.width + $0.trailingWhitespaceWidth }.max() ?? 0
  }

  /// Whether text was cut to honour the maximum number of lines.
  public var isTruncated: Bool { lines.last?.isTruncated ?? false }

  /// Baseline of the first line from the top (0 when there is no line).
  public var firstBaseline: Double { lines.first?.baseline ?? 0 }

  /// Baseline of the last line from the top (0 when there is no line).
  public var lastBaseline: Double { lines.last?.baseline ?? 0 }
}
