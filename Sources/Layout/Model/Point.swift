/// A point in scene coordinates (y grows downward, as in UIKit).
public struct Point: Hashable, Sendable {
  /// Horizontal, from the left.
  public var x: Double
  /// Vertical, from the top.
  public var y: Double

  /// A point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The coordinate along `axis`.
  public subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? x : y }
    set {
      if axis == .horizontal { x = newValue } else { y = newValue }
    }
  }
}
