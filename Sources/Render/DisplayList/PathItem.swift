/// An arbitrary outline (circles, the image placeholder picture, badge glyph shapes).
public struct PathItem: Hashable, Sendable {
  /// The outline.
  public var elements: [PathElement]
  /// Fill, if any (non-zero winding).
  public var fill: Paint?
  /// Outline stroke, if any.
  public var stroke: Stroke?

  /// Creates a path item.
  public init(elements: [PathElement], fill: Paint? = nil, stroke: Stroke? = nil) {
    self.elements = elements
    self.fill = fill
    self.stroke = stroke
  }

  /// A circle as four cubic Béziers (the standard 0.5523 control distance).
  public static func circle(center c: DisplayPoint, radius r: Double) -> [PathElement] {
    let k = 0.5522847498 * r
    return [
      .move(DisplayPoint(x: c.x + r, y: c.y)),
      .curve(
        DisplayPoint(x: c.x + r, y: c.y + k), DisplayPoint(x: c.x + k, y: c.y + r),
        DisplayPoint(x: c.x, y: c.y + r)),
      .curve(
        DisplayPoint(x: c.x - k, y: c.y + r), DisplayPoint(x: c.x - r, y: c.y + k),
        DisplayPoint(x: c.x - r, y: c.y)),
      .curve(
        DisplayPoint(x: c.x - r, y: c.y - k), DisplayPoint(x: c.x - k, y: c.y - r),
        DisplayPoint(x: c.x, y: c.y - r)),
      .curve(
        DisplayPoint(x: c.x + k, y: c.y - r), DisplayPoint(x: c.x + r, y: c.y - k),
        DisplayPoint(x: c.x + r, y: c.y)),
      .close,
    ]
  }
}

/// One step of a path outline.
public enum PathElement: Hashable, Sendable {
  /// Starts a new sub-path.
  case move(DisplayPoint)
  /// Straight segment.
  case line(DisplayPoint)
  /// Cubic Bézier segment (two control points, then the end point).
  case curve(DisplayPoint, DisplayPoint, DisplayPoint)
  /// Closes the current sub-path.
  case close

  /// The same step with every point passed through `transform` (a move or a scaling).
  func mapPoints(_ transform: (DisplayPoint) -> DisplayPoint) -> PathElement {
    switch self {
    case .move(let a): return .move(transform(a))
    case .line(let a): return .line(transform(a))
    case .curve(let a, let b, let c): return .curve(transform(a), transform(b), transform(c))
    case .close: return .close
    }
  }
}
