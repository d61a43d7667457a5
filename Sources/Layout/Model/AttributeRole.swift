/// The position an attribute names on its axis, independent of axis and margins.
public enum AttributeRole: String, Sendable, CaseIterable, Hashable {
  /// left, leading, top.
  case minEdge
  /// right, trailing, bottom.
  case maxEdge
  /// centerX, centerY.
  case center
  /// width, height.
  case size
  /// The first line's baseline (top edge for views without text).
  case firstBaseline
  /// The last line's baseline (bottom edge for views without text).
  case lastBaseline
}
