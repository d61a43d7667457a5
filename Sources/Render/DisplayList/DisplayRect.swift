/// An axis-aligned rectangle in diagram space.
public struct DisplayRect: Hashable, Sendable {
  /// Left edge.
  public var x: Double
  /// Top edge.
  public var y: Double
  /// Width (never negative once standardized).
  public var width: Double
  /// Height.
  public var height: Double

  /// Creates a rectangle.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Right edge.
  public var maxX: Double { x + width }
  /// Bottom edge.
  public var maxY: Double { y + height }
  /// Horizontal centre.
  public var midX: Double { x + width / 2 }
  /// Vertical centre.
  public var midY: Double { y + height / 2 }

  /// The rectangle grown by `d` on every side (shrunk for negative `d`).
  public func insetBy(_ d: Double) -> DisplayRect {
    DisplayRect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d)
  }

  /// The rectangle moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> DisplayRect {
    DisplayRect(x: x + dx, y: y + dy, width: width, height: height)
  }

  /// Whether the interiors of the two rectangles overlap (touching edges do not count).
  public func intersects(_ other: DisplayRect) -> Bool {
    x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
  }

  /// The smallest rectangle holding both.
  public func union(_ other: DisplayRect) -> DisplayRect {
    let minX = Swift.min(x, other.x)
    let minY = Swift.min(y, other.y)
    return DisplayRect(
      x: minX, y: minY, width: Swift.max(maxX, other.maxX) - minX,
      height: Swift.max(maxY, other.maxY) - minY)
  }

  /// The overlap of the two rectangles; nil when they do not overlap.
  public func intersection(_ other: DisplayRect) -> DisplayRect? {
    let minX = Swift.max(x, other.x)
    let minY = Swift.max(y, other.y)
    let maxX = Swift.min(self.maxX, other.maxX)
    let maxY = Swift.min(self.maxY, other.maxY)
    guard maxX >= minX, maxY >= minY else { return nil }
    return DisplayRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

extension DisplayRect {
  /// The smallest rectangle holding all points; nil for none.
  static func enclosing(_ points: [DisplayPoint]) -> DisplayRect? {
    guard let first = points.first else { return nil }
    var minX = first.x
    var maxX = first.x
    var minY = first.y
    var maxY = first.y
    for q in points.dropFirst() {
      minX = min(minX, q.x)
      maxX = max(maxX, q.x)
      minY = min(minY, q.y)
      maxY = max(maxY, q.y)
    }
    return DisplayRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
