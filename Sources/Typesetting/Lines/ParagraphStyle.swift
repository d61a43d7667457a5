/// How a block of text is broken into lines and placed: UILabel's `preferredMaxLayoutWidth`,
/// `numberOfLines`, `lineBreakMode` and `textAlignment`.
public struct ParagraphStyle: Hashable, Sendable {
  /// The width to wrap at, in points; nil for no wrapping (lines end only at newlines).
  /// A width of 0 puts one grapheme on each line; a negative width is an error.
  public var width: Double?
  /// The maximum number of lines; 0 means unlimited. When the text needs more, `lineBreakMode`
  /// decides how the last line ends.
  public var maximumLines: Int
  /// Alignment of each line.
  public var alignment: TextAlignment
  /// How lines wrap and how the last line ends when text is left over (UIKit's `NSLineBreakMode`):
  /// `byCharWrapping` breaks lines between graphemes, every other mode between words (ICU line
  /// breaks). On the last line a wrapping mode keeps the wrapped line, `byClipping` keeps the
  /// rest of the paragraph on it (wider than `width`: the caller clips it), and the truncating
  /// modes cut the rest of the paragraph at graphemes to fit `width` together with "…" at the
  /// head, the tail or the middle (see `TextLayoutEngine`). Default: `byTruncatingTail`.
  public var lineBreakMode: LineBreakMode
  /// Extra space between consecutive lines, in points (`NSParagraphStyle.lineSpacing`: from the
  /// bottom of one line to the top of the next); none after the last line. Default 0.
  public var lineSpacing: Double
  /// `NSParagraphStyle.lineHeightMultiple`: when positive, each line is its natural height
  /// (ascent + descent + line gap) times this factor, the difference above its glyphs (the
  /// baseline moves down by it, as in TextKit). 0 (the default) keeps the natural height.
  public var lineHeightMultiple: Double
  /// `NSParagraphStyle.minimumLineHeight`: each line is at least this high, after its multiple,
  /// the difference above its glyphs as `lineHeightMultiple`'s; TextKit clamps each line,
  /// max(natural x multiple, minimum), so a line its fallback glyphs or the whole-point CJK line
  /// already make taller keeps its height (review38-stop L3). 0 (the default) sets no minimum.
  public var minimumLineHeight: Double

  /// Creates a style; the default is one unbounded, left-aligned block without a line limit,
  /// tail-truncated, its lines at their natural height without spacing.
  public init(
    width: Double? = nil, maximumLines: Int = 0, alignment: TextAlignment = .natural,
    lineBreakMode: LineBreakMode = .byTruncatingTail, lineSpacing: Double = 0, lineHeightMultiple: Double = 0,
    minimumLineHeight: Double = 0
  ) {
    self.width = width
    self.maximumLines = maximumLines
    self.alignment = alignment
    self.lineBreakMode = lineBreakMode
    self.lineSpacing = lineSpacing
    self.lineHeightMultiple = lineHeightMultiple
    self.minimumLineHeight = minimumLineHeight
  }

  /// The character UILabel draws where it cuts text: U+2026 HORIZONTAL ELLIPSIS.
  public static let truncationToken = "\u{2026}"
}
