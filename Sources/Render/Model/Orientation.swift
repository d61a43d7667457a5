/// The two directions of the diagram; edge, I-bar and badge geometry is written once over it.
enum Orientation: Sendable, Hashable, CaseIterable {
  case horizontal
  case vertical

  /// The other direction.
  var cross: Orientation { self == .horizontal ? .vertical : .horizontal }

  /// The start, end and centre of a rectangle along this direction.
  func range(_ r: DisplayRect) -> (min: Double, max: Double) {
    self == .horizontal ? (r.x, r.maxX) : (r.y, r.maxY)
  }

  /// A point from its coordinate along this direction and across it.
  func point(along: Double, across: Double) -> DisplayPoint {
    self == .horizontal ? DisplayPoint(x: along, y: across) : DisplayPoint(x: across, y: along)
  }
}
