/// A straight line from `start` to `end`, optionally with I-bar ends.
public struct LineItem: Hashable, Sendable {
  /// First end point (for an I-bar: exactly on the first related edge).
  public var start: DisplayPoint
  /// Second end point.
  public var end: DisplayPoint
  /// Stroke.
  public var stroke: Stroke
  /// End decoration.
  public var ends: LineEnds

  /// Creates a line.
  public init(start: DisplayPoint, end: DisplayPoint, stroke: Stroke, ends: LineEnds = .none) {
    self.start = start
    self.end = end
    self.stroke = stroke
    self.ends = ends
  }

  /// The bar segments at both ends (empty without bars), perpendicular to the line.
  public var barSegments: [(DisplayPoint, DisplayPoint)] {
    guard case .bars(let length) = ends else { return [] }
    let dx = end.x - start.x
    let dy = end.y - start.y
    let norm = (dx * dx + dy * dy).squareRoot()
    guard norm > 0 else { return [] }
    // Unit normal scaled to half the bar.
    let nx = -dy / norm * length / 2
    let ny = dx / norm * length / 2
    return [start, end].map { p in
      (DisplayPoint(x: p.x - nx, y: p.y - ny), DisplayPoint(x: p.x + nx, y: p.y + ny))
    }
  }
}

/// What is drawn at both ends of a line.
public enum LineEnds: Hashable, Sendable {
  /// Nothing: a plain line (alignments, leaders).
  case none
  /// A perpendicular bar of the given total length at each end: Interface Builder's I-bar.
  case bars(length: Double)
}
