/// Horizontal alignment of text within its view.
public enum TextAlignment: String, Sendable, CaseIterable, Hashable {
  /// Left in left-to-right text (the only direction we lay out).
  case natural
  /// Flush left.
  case left
  /// Centred.
  case center
  /// Flush right.
  case right
  /// Justified (last line natural).
  case justified
}
