/// Horizontal alignment of text within its view, as `NSTextAlignment`.
public enum TextAlignment: String, Sendable, CaseIterable, Hashable {
  /// The leading edge of the paragraph's direction: left for left-to-right text.
  case natural
  /// Flush left.
  case left
  /// Centred.
  case center
  /// Flush right.
  case right
  /// Justified (last line natural). The text module does not stretch words, so it lays justified
  /// text out as natural; the diagrams draw it flush left.
  case justified
}
