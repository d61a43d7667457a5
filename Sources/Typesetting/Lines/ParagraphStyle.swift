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

  /// Creates a style; the default is one unbounded, left-aligned block without a line limit,
  /// tail-truncated.
  public init(
    width: Double? = nil, maximumLines: Int = 0, alignment: TextAlignment = .natural,
    lineBreakMode: LineBreakMode = .byTruncatingTail
  ) {
    self.width = width
    self.maximumLines = maximumLines
    self.alignment = alignment
    self.lineBreakMode = lineBreakMode
  }

  /// The character UILabel draws where it cuts text: U+2026 HORIZONTAL ELLIPSIS.
  public static let truncationToken = "\u{2026}"
}
