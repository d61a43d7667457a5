/// A layout axis, for attributes, hugging and resistance.
public enum AxisName: String, Hashable, Sendable, CaseIterable {
  /// Left to right (x), top to bottom (y).
  case horizontal, vertical
}
