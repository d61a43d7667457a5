import Layout

/// The geometry of one constraint in Interface Builder's vocabulary, before colouring and tags.
struct ConstraintShape {
  /// Kinds of strokes.
  enum Mark {
    /// An I-bar (distance or size).
    case ibar(DisplayPoint, DisplayPoint)
    /// A plain alignment line.
    case alignment(DisplayPoint, DisplayPoint)
    /// A dotted baseline line.
    case baseline(DisplayPoint, DisplayPoint)
  }

  /// Strokes to draw.
  var marks: [Mark] = []
  /// Where the numbered tag should go.
  var tagAnchor: DisplayPoint
  /// Where "=" badges go (equal sizes), one per view.
  var badgeAnchors: [DisplayPoint] = []
  /// Other points of the stroke where the tag may sit when `tagAnchor` has no room (the ends of
  /// a dotted baseline line, beside the texts it joins).
  var alternativeTagAnchors: [DisplayPoint] = []

  /// The direction of the stroke the tag labels (the I-bar when there is one, as between two
  /// baselines; else the first stroke; nil when there is none): tags are placed beside it.
  var axis: Axis? {
    let ends = marks.map { mark -> (DisplayPoint, DisplayPoint, Bool) in
      switch mark {
      case .ibar(let a, let b): return (a, b, true)
      case .alignment(let a, let b), .baseline(let a, let b): return (a, b, false)
      }
    }
    guard let (a, b, _) = ends.first(where: \.2) ?? ends.first else { return nil }
    return abs(b.x - a.x) >= abs(b.y - a.y) ? .horizontal : .vertical
  }

  /// How far inside the ends of a dotted baseline line its alternative tag anchors are: the line
  /// overhangs the views by 4 pt, and a 14 pt marker there clears one centred on the view's edge.
  static let baselineEndInset = 24.0

  /// Offset of a size I-bar outside its view.
  static let sizeBarOffset = 6.0

  /// The strokes as segments (the I-bars' end bars left out).
  var segments: [(DisplayPoint, DisplayPoint)] {
    marks.map { mark in
      switch mark {
      case .ibar(let a, let b), .alignment(let a, let b), .baseline(let a, let b): return (a, b)
      }
    }
  }

  /// The shape of `c` in `geometry`; nil when it cannot be drawn (invalid, unknown items). A
  /// distance I-bar between two positions stands where it crosses none of `texts` (the views'
  /// glyph boxes) when its views leave such a place.
  static func make(_ c: DrawnConstraint, in geometry: PanelGeometry, texts: [DisplayRect] = [])
    -> ConstraintShape?
  {
    if c.first.attribute.isSize { return size(c, geometry) }
    guard let second = c.second, second.attribute.axis == c.first.attribute.axis, !second.attribute.isSize
    else {
      return nil
    }
    if c.first.attribute.isBaseline && second.attribute.isBaseline { return baseline(c, second, geometry) }
    return position(c, second, geometry, texts: texts)
  }

  private static func size(_ c: DrawnConstraint, _ g: PanelGeometry) -> ConstraintShape? {
    let axis = c.first.attribute.axis
    var rects: [DisplayRect] = []
    guard let r1 = g.rect(c.first.item) else { return nil }
    rects.append(r1)
    if let s = c.second, s.attribute.isSize, s.item != c.first.item, let r2 = g.rect(s.item) {
      rects.append(r2)
    }
    var shape = ConstraintShape(tagAnchor: DisplayPoint(x: r1.midX, y: r1.midY))
    for (i, r) in rects.enumerated() {
      let (lo, hi) = axis.range(r)
      let across = sizeBarPosition(of: r, along: axis, in: g)
      let a = axis.point(along: lo, across: across)
      let b = axis.point(along: hi, across: across)
      if hi - lo > 0.5 { shape.marks.append(.ibar(a, b)) }
      let mid = axis.point(along: (lo + hi) / 2, across: across)
      if i == 0 { shape.tagAnchor = mid }
      if rects.count == 2 && c.relation == .equal && c.multiplier == 1 { shape.badgeAnchors.append(mid) }
    }
    return shape
  }

  /// Across position of a size I-bar: outside the view on the side with more free room, after
  /// (below, right) unless that side is crowded (a guide or a neighbour closer than 30 pt: room for a spacing I-bar and its tag).
  private static func sizeBarPosition(of r: DisplayRect, along axis: Axis, in g: PanelGeometry) -> Double {
    let cross = axis.other
    let (lo, hi) = cross.range(r)
    let (alongLo, alongHi) = axis.range(r)
    var after = cross.range(g.rootRect).max
    var before = cross.range(g.rootRect).min
    if cross == .vertical {
      if let top = g.panel.topGuideBottom { before = max(before, top) }
      if let bottom = g.panel.bottomGuideTop { after = min(after, bottom) }
    }
    for frame in g.frames where frame != r {
      let (vlo, vhi) = axis.range(frame)
      guard vlo < alongHi && alongLo < vhi else { continue }
      let (clo, chi) = cross.range(frame)
      if clo >= hi { after = min(after, clo) }
      if chi <= lo { before = max(before, chi) }
    }
    let roomAfter = after - hi
    let roomBefore = lo - before
    return roomAfter >= 30 || roomAfter >= roomBefore ? hi + sizeBarOffset : lo - sizeBarOffset
  }

  private static func baseline(_ c: DrawnConstraint, _ second: Anchor, _ g: PanelGeometry)
    -> ConstraintShape?
  {
    guard let r1 = g.rect(c.first.item), let r2 = g.rect(second.item), let y1 = g.value(c.first),
      let y2 = g.value(second)
    else { return nil }
    let lo = min(r1.x, r2.x) - 4
    let hi = max(r1.maxX, r2.maxX) + 4
    var shape = ConstraintShape(tagAnchor: DisplayPoint(x: (lo + hi) / 2, y: y1))
    shape.marks.append(.baseline(DisplayPoint(x: lo, y: y1), DisplayPoint(x: hi, y: y1)))
    if abs(y1 - y2) > 0.5 {
      // Baselines at a distance: both dotted lines and an I-bar between them.
      shape.marks.append(.baseline(DisplayPoint(x: lo, y: y2), DisplayPoint(x: hi, y: y2)))
      let overlapLo = max(r1.x, r2.x)
      let overlapHi = min(r1.maxX, r2.maxX)
      let x = overlapLo <= overlapHi ? (overlapLo + overlapHi) / 2 : (lo + hi) / 2
      shape.marks.append(.ibar(DisplayPoint(x: x, y: y2), DisplayPoint(x: x, y: y1)))
      shape.tagAnchor = DisplayPoint(x: x, y: (y1 + y2) / 2)
      return shape
    }
    // The tag sits in the gap between the two texts when there is one, else on the dotted line
    // near either end, just inside the views (past their texts when they leave room).
    // Last the line's own ends, outside the views: a tag there labels the line's end (A3's 10-12,
    // whose gap between label and field is the spacing I-bar's).
    shape.alternativeTagAnchors = [
      DisplayPoint(x: hi - baselineEndInset, y: y1), DisplayPoint(x: lo + baselineEndInset, y: y1),
      DisplayPoint(x: hi, y: y1), DisplayPoint(x: lo, y: y1),
    ]
    let (left, right) = r1.x <= r2.x ? (r1, r2) : (r2, r1)
    if right.x > left.maxX { shape.tagAnchor = DisplayPoint(x: (left.maxX + right.x) / 2, y: y1) }
    return shape
  }

  /// A constraint between two anchors of one axis: an alignment line where the anchors meet (an
  /// edge's or a centre's), else an I-bar from one to the other.
  private static func position(
    _ c: DrawnConstraint, _ second: Anchor, _ g: PanelGeometry, texts: [DisplayRect]
  ) -> ConstraintShape? {
    let axis = c.first.attribute.axis
    guard let r1 = g.rect(c.first.item), let r2 = g.rect(second.item), let p1 = g.value(c.first),
      let p2 = g.value(second)
    else { return nil }
    let c1 = axis.other.range(r1)
    let c2 = axis.other.range(r2)
    let container1 = g.isContainer(c.first.item, of: second.item)
    let container2 = g.isContainer(second.item, of: c.first.item)
    // Across position: on the contained view (the part of it inside its container: D2's label
    // runs past the screen), or in the overlap of the two views.
    let span: (Double, Double)
    let room: (Double, Double)
    if container2 && !container1 {
      room = (max(c1.min, c2.min), min(c1.max, c2.max))
      span = (c1.min - 6, c1.max + 6)
    } else if container1 && !container2 {
      room = (max(c2.min, c1.min), min(c2.max, c1.max))
      span = (c2.min - 6, c2.max + 6)
    } else {
      room = (max(c1.min, c2.min), min(c1.max, c2.max))
      span = (min(c1.min, c2.min) - 4, max(c1.max, c2.max) + 4)
    }
    var across = room.0 <= room.1 ? (room.0 + room.1) / 2 : (c1.min + c1.max) / 2
    if abs(p1 - p2) < 0.5 {
      return c.first.attribute.role == .center
        ? centreLine(at: p1, axis: axis, span: span, views: [c1, c2], texts: texts)
        : edgeLine(at: p1, axis: axis, span: span, across: across, texts: texts)
    }
    if room.0 <= room.1 {
      across = clearOfTexts(across, room: room, axis: axis, from: p2, to: p1, texts: texts)
    }
    let a = axis.point(along: p2, across: across)
    let b = axis.point(along: p1, across: across)
    return ConstraintShape(marks: [.ibar(a, b)], tagAnchor: axis.point(along: (p1 + p2) / 2, across: across))
  }

  /// An edge alignment line at `p1` along `axis`, over `span` across it, its tag at `across`. It
  /// stops 2 pt before a text it would strike through (views drawn over each other in an
  /// ambiguous solution: B1 "Without C", the author's top edge through the quote).
  private static func edgeLine(
    at p1: Double, axis: Axis, span: (Double, Double), across: Double, texts: [DisplayRect]
  ) -> ConstraintShape {
    var pieces = [span]
    for text in texts {
      let along = axis.range(text)
      guard along.min + 2 < p1 && p1 < along.max - 2 else { continue }
      let r = axis.other.range(text)
      pieces = pieces.flatMap { p -> [(Double, Double)] in
        guard r.min - 2 < p.1 && r.max + 2 > p.0 else { return [p] }
        return [(p.0, r.min - 2), (r.max + 2, p.1)].filter { $0.1 - $0.0 > 0.5 }
      }
    }
    guard !(pieces.count == 1 && pieces[0] == span), !pieces.isEmpty else {
      let a = axis.point(along: p1, across: span.0)
      let b = axis.point(along: p1, across: span.1)
      return ConstraintShape(marks: [.alignment(a, b)], tagAnchor: axis.point(along: p1, across: across))
    }
    let longest = pieces.max { ($0.1 - $0.0) < ($1.1 - $1.0) } ?? span
    return ConstraintShape(
      marks: pieces.map {
        .alignment(axis.point(along: p1, across: $0.0), axis.point(along: p1, across: $0.1))
      }, tagAnchor: axis.point(along: p1, across: (longest.0 + longest.1) / 2))
  }

  /// A centre alignment line at `p1` along `axis`, over `span` across it, between the two
  /// `views` (their ranges across the axis). It would strike through the views' texts, so it
  /// stops 6 pt inside each view, and 2 pt before any text it would cross (a centred title, F1).
  private static func centreLine(
    at p1: Double, axis: Axis, span: (Double, Double), views: [(min: Double, max: Double)],
    texts: [DisplayRect]
  ) -> ConstraintShape {
    var cuts = views.filter { $0.max - $0.min > 12 }
    var struck: [(min: Double, max: Double)] = []
    var crossed: [(min: Double, max: Double)] = []
    for text in texts {
      let along = axis.range(text)
      guard along.min < p1 && p1 < along.max else { continue }
      let r = axis.other.range(text)
      cuts.append((min: r.min - 8, max: r.max + 8))
      crossed.append(r)
      if r.max > span.0 && r.min < span.1 { struck.append(r) }
    }
    var pieces = centreLinePieces(span: span, views: cuts)
    // Nothing left (a view its text fills, inside a container: C2's detail label): the whole
    // line would strike through the text, so two 8 pt stubs stand beside the texts instead
    // (issue 26: a CenterX line through a button's title).
    if pieces.count == 1, pieces[0] == span, let lo = struck.map(\.min).min(),
      let hi = struck.map(\.max).max()
    {
      let stubs = [
        (min(span.0, lo - 2) - 8, min(span.0, lo - 2)), (max(span.1, hi + 2), max(span.1, hi + 2) + 8),
      ]
      // A stub on a neighbour's text (C2's title runs into its detail) is left out too.
      pieces = stubs.filter { stub in !crossed.contains { $0.min - 2 < stub.1 && $0.max + 2 > stub.0 } }
    }
    let marks = pieces.map {
      Mark.alignment(axis.point(along: p1, across: $0.0), axis.point(along: p1, across: $0.1))
    }
    let longest = pieces.max { ($0.1 - $0.0) < ($1.1 - $1.0) } ?? span
    return ConstraintShape(
      marks: marks, tagAnchor: axis.point(along: p1, across: (longest.0 + longest.1) / 2))
  }

  /// Step between the across positions tried for an I-bar that would cross a text.
  static let textAvoidanceStep = 8.0

  /// `preferred` when an I-bar there from `p` to `q` along `axis` crosses none of `texts`, else the
  /// nearest position in `room` (3 pt inside its ends, in steps of 8 pt, nearer first, then the
  /// lower side) where it crosses none; `preferred` when there is no such place.
  static func clearOfTexts(
    _ preferred: Double, room: (Double, Double), axis: Axis, from p: Double, to q: Double,
    texts: [DisplayRect]
  ) -> Double {
    func crosses(_ x: Double) -> Bool {
      let a = axis.point(along: p, across: x)
      let b = axis.point(along: q, across: x)
      return texts.contains { AnnotationPlacer.segment(from: a, to: b, crosses: $0.insetBy(0.5)) }
    }
    guard crosses(preferred) else { return preferred }
    let lo = room.0 + 3
    let hi = room.1 - 3
    var k = 1.0
    while preferred - k * textAvoidanceStep >= lo || preferred + k * textAvoidanceStep <= hi {
      for x in [preferred - k * textAvoidanceStep, preferred + k * textAvoidanceStep]
      where x >= lo && x <= hi && !crosses(x) {
        return x
      }
      k += 1
    }
    return preferred
  }

  /// The parts of `span` outside the views' interiors (each view's range shrunk by 6 pt), in order;
  /// the whole span when nothing is left.
  static func centreLinePieces(span: (Double, Double), views: [(min: Double, max: Double)]) -> [(
    Double, Double
  )] {
    var pieces = [span]
    for v in views {
      let lo = v.min + 6
      let hi = v.max - 6
      pieces = pieces.flatMap { p -> [(Double, Double)] in
        guard lo < p.1 && hi > p.0 else { return [p] }
        return [(p.0, lo), (hi, p.1)].filter { $0.1 - $0.0 > 0.5 }
      }
    }
    return pieces.isEmpty ? [span] : pieces.sorted { $0.0 < $1.0 }
  }
}
