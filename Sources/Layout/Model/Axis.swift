/// One of the two layout axes; horizontal and vertical logic is written once over it.
public enum Axis: String, Sendable, CaseIterable, Hashable {
  /// x, width, leading/trailing.
  case horizontal
  /// y, height, top/bottom, baselines.
  case vertical

  /// The other axis.
  public var other: Axis { self == .horizontal ? .vertical : .horizontal }

  /// The size along the axis as UIKit and the recipes name it: `width` or `height`.
  public var dimension: String { self == .horizontal ? "width" : "height" }
}

/// A value per axis (hugging priorities, compression resistances, intrinsic sizes ...).
public struct AxisPair<T> {
  /// The value for `Axis.horizontal`.
  public var horizontal: T
  /// The value for `Axis.vertical`.
  public var vertical: T

  /// Both values, horizontal first.
  public init(horizontal: T, vertical: T) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The same value in both axes.
  public init(both value: T) {
    self.horizontal = value
    self.vertical = value
  }

  /// The value for `axis`.
  public subscript(axis: Axis) -> T {
    get { axis == .horizontal ? horizontal : vertical }
    set {
      if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
    }
  }
}

extension AxisPair: Equatable where T: Equatable {}
extension AxisPair: Hashable where T: Hashable {}
extension AxisPair: Sendable where T: Sendable {}
