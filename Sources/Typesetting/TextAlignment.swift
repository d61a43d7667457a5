/// Horizontal alignment of each line inside the layout width, as UILabel's `textAlignment`.
public enum TextAlignment: String, CaseIterable, Hashable, Sendable {
  /// Leading edge of the paragraph's base direction: left for left-to-right text, right for
  /// right-to-left text.
  case natural
  /// Flush left.
  case left
  /// Centred.
  case center
  /// Flush right.
  case right
}
