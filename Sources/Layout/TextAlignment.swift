/// Horizontal alignment of text within its view.
public enum TextAlignment: String, Sendable, CaseIterable, Hashable {
  /// Left in left-to-right text (the only direction we lay out).
  case natural
  case left
  case center
  case right
  case justified
}
