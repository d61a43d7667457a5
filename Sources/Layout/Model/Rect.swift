/// A rectangle in scene coordinates.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The top-left corner.
  public var origin: Point
  /// Width and height.
  public var size: Size

  /// A rectangle from its components.
  public init(x: Double, y: Double, width: Double, height: Double) {
    origin = Point(x: x, y: y)
    size = Size(width: width, height: height)
  }

  /// The rectangle's origin along `axis` (minX or minY).
  public func min(_ axis: Axis) -> Double { origin[axis] }
  /// The far edge along `axis` (maxX or maxY).
  public func max(_ axis: Axis) -> Double { origin[axis] + size[axis] }
  /// The centre along `axis`.
  public func mid(_ axis: Axis) -> Double { origin[axis] + size[axis] / 2 }

  /// The left edge.
  public var minX: Double { min(.horizontal) }
  /// The top edge.
  public var minY: Double { min(.vertical) }
  /// The right edge.
  public var maxX: Double { max(.horizontal) }
  /// The bottom edge.
  public var maxY: Double { max(.vertical) }
  /// The width.
  public var width: Double { size.width }
  /// The height.
  public var height: Double { size.height }

  /// The rectangle shrunk by `insets` (may become negative in size).
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
      height: height - insets.top - insets.bottom)
  }

  /// UIKit's `{{x, y}, {w, h}}`.
  public var description: String {
    "{{\(formatPoints(minX)), \(formatPoints(minY))}, {\(formatPoints(width)), \(formatPoints(height))}}"
  }
}
