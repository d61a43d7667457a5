/// A point in diagram space (points, y down), the coordinate system of every display item.
public struct DisplayPoint: Hashable, Sendable {
  /// Horizontal position in points.
  public var x: Double
  /// Vertical position in points, growing downwards.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The point moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> DisplayPoint {
    DisplayPoint(x: x + dx, y: y + dy)
  }
}
