/// A size class of one axis of a scene.
public enum SizeClass: String, Sendable, CaseIterable, Hashable {
  /// Compact (iPhone width in portrait).
  case compact
  /// Regular (iPad, or iPhone height in portrait).
  case regular
}
