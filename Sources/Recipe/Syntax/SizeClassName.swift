/// Interface Builder's size classes, with `any`.
public enum SizeClassName: String, Hashable, Sendable, CaseIterable {
  /// Any (matches both), compact, regular.
  case any, compact, regular
}
