extension ConstraintShape {
  /// How far an I-bar moves aside for each earlier I-bar on the same two points.
  static let duplicateBarOffset = 5.0

  /// The shape's I-bars, as end points.
  var bars: [(DisplayPoint, DisplayPoint)] {
    marks.compactMap { mark in
      if case .ibar(let a, let b) = mark { return (a, b) }
      return nil
    }
  }

  /// The shape with its I-bars (and its tag and badge anchors) moved across the bars, by
  /// `duplicateBarOffset` for each bar in `drawn` with the same two end points, so that two
  /// constraints on one distance both show. The ends keep their positions along the bar: they
  /// still sit on the edges they relate. Dotted baseline and alignment lines stay where they are.
  func movingBarsAside(from drawn: [(DisplayPoint, DisplayPoint)]) -> ConstraintShape {
    guard let (a, b) = bars.first else { return self }
    func same(_ p: DisplayPoint, _ q: DisplayPoint) -> Bool { abs(p.x - q.x) < 0.5 && abs(p.y - q.y) < 0.5 }
    let count = drawn.filter { (same($0.0, a) && same($0.1, b)) || (same($0.0, b) && same($0.1, a)) }.count
    guard count > 0 else { return self }
    let d = Self.duplicateBarOffset * Double(count)
    // Across a vertical bar is x, across a horizontal one y.
    let (dx, dy) = abs(b.x - a.x) < abs(b.y - a.y) ? (d, 0.0) : (0.0, d)
    var moved = self
    moved.marks = marks.map { mark in
      if case .ibar(let p, let q) = mark {
        return .ibar(p.offsetBy(dx: dx, dy: dy), q.offsetBy(dx: dx, dy: dy))
      }
      return mark
    }
    moved.tagAnchor = tagAnchor.offsetBy(dx: dx, dy: dy)
    moved.badgeAnchors = badgeAnchors.map { $0.offsetBy(dx: dx, dy: dy) }
    return moved
  }
}
