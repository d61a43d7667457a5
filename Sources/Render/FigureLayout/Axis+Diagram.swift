import Layout

extension Axis {
  /// The start and end of a rectangle along this axis.
  func range(_ r: DisplayRect) -> (min: Double, max: Double) {
    self == .horizontal ? (r.x, r.maxX) : (r.y, r.maxY)
  }

  /// A point from its coordinate along this axis and across it.
  func point(along: Double, across: Double) -> DisplayPoint {
    self == .horizontal ? DisplayPoint(x: along, y: across) : DisplayPoint(x: across, y: along)
  }
}
