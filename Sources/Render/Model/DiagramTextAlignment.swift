/// Horizontal alignment of text inside its view.
public enum DiagramTextAlignment: String, Sendable, Hashable {
  /// Left (natural for left-to-right text).
  case left
  /// Centred.
  case center
  /// Right.
  case right
}
