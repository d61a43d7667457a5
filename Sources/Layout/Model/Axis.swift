/// One of the two layout axes; horizontal and vertical logic is written once over it.
public enum Axis: String, Sendable, CaseIterable, Hashable {
  /// x, width, leading/trailing.
  case horizontal
  /// y, height, top/bottom, baselines.
  case vertical

  /// The other axis.
  public var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
