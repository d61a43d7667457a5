/// How a block of text is broken into lines and placed: UILabel's `preferredMaxLayoutWidth`,
/// `numberOfLines` and `textAlignment`.
public struct ParagraphStyle: Hashable, Sendable {
  /// The width to wrap at, in points; nil for no wrapping (lines end only at newlines).
  /// A width of 0 puts one grapheme on each line; a negative width is an error.
  public var width: Double?
  /// The maximum number of lines; 0 means unlimited. When the text needs more, the last line
  /// ends with "…" (tail truncation).
  public var maximumLines: Int
  /// Alignment of each line.
  public var alignment: TextAlignment

  /// Creates a style; the default is one unbounded, left-aligned block without a line limit.
  public init(width: Double? = nil, maximumLines: Int = 0, alignment: TextAlignment = .natural) {
    self.width = width
    self.maximumLines = maximumLines
    self.alignment = alignment
  }

  /// The character UILabel draws where it cuts text: U+2026 HORIZONTAL ELLIPSIS.
  public static let truncationToken = "\u{2026}"
}
