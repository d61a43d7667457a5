import Layout

/// Places annotation boxes (constraint tags, badges) so that none covers another, a view's text or
/// a marker already placed, and no leader line crosses a view's text or another constraint's leader.
///
/// Deterministic by construction: the candidates of a box are tried in a fixed order, boxes are
/// placed in the order they are asked for (the recipe's list order, so earlier constraints win),
/// and the first free candidate is taken. When no candidate near the anchor is free the search
/// widens ring by ring, so a free spot is always found; a box that ends up away from its anchor gets
/// a leader line. Near its anchor a box also keeps off the strokes of other constraints (so that a
/// marker on a line labels that line); farther out a box may cover another constraint's stroke.
struct AnnotationPlacer {
  /// Where a box went.
  struct Placement: Hashable {
    /// The box.
    var rect: DisplayRect
    /// Whether the box is detached from its anchor and needs a leader line.
    var needsLeader: Bool
    /// The anchor the box went to (the first one, or an alternative it touches).
    var anchor: DisplayPoint
  }

  /// Rectangles nothing may cover: texts, markers placed so far.
  private(set) var occupied: [DisplayRect]
  /// The boxes placed so far (a leader line near its anchor never crosses one).
  private(set) var placed: [DisplayRect] = []
  /// View texts (glyph boxes): no leader line crosses one.
  let texts: [DisplayRect]
  /// Frames whose whole area is content (text fields, buttons, pictures): no leader line crosses
  /// one it does not start in (a line slashed across a field or a photo reads as part of it).
  let contentFrames: [DisplayRect]
  /// The strokes of constraints (I-bars, alignment and baseline lines) with the constraint they
  /// belong to: a box near its anchor keeps off the strokes of other constraints.
  private(set) var strokes: [(start: DisplayPoint, end: DisplayPoint, owner: Int)] = []
  /// The leaders of the boxes placed away from their anchors, with their constraint: a new leader
  /// neither crosses nor runs along another constraint's (issue 26: two tags' leaders crossed in
  /// the 8 pt gap between a label and its field).
  private(set) var leaders: [(start: DisplayPoint, end: DisplayPoint, owner: Int?)] = []
  /// `occupied`, `placed`, `texts`, `strokes` and `leaders` bucketed by position: every question
  /// below ("does any ... meet this spot?") looks only at the entries near the spot, with the same
  /// exact test and so the same answer as looking at all of them (a 1,000-view figure asked it of
  /// every entry for each of hundreds of spots per tag: 13 s of CPU per figure).
  private var occupiedIndex = SpatialBuckets()
  private var placedIndex = SpatialBuckets()
  private var textIndex = SpatialBuckets()
  private var strokeIndex = SpatialBuckets()
  private var leaderIndex = SpatialBuckets()
  /// Gap kept between boxes.
  let gap: Double
  /// Where boxes may go (the panel: its scene and a gutter around it); nil: anywhere.
  let region: DisplayRect?

  /// Creates a placer with the given obstacles, keeping boxes inside `region` when given; no
  /// leader crosses any of `texts`.
  init(
    obstacles: [DisplayRect], texts: [DisplayRect] = [], contentFrames: [DisplayRect] = [], gap: Double = 1.5,
    region: DisplayRect? = nil
  ) {
    occupied = obstacles
    self.texts = texts
    self.contentFrames = contentFrames
    self.gap = gap
    self.region = region
    // Over the region (grown by a margin: most boxes and strokes lie in it), flat grids.
    let bounds = region.map {
      DisplayRect(x: $0.x - 64, y: $0.y - 64, width: $0.width + 128, height: $0.height + 128)
    }
    occupiedIndex = SpatialBuckets(bounds: bounds)
    placedIndex = SpatialBuckets(bounds: bounds)
    textIndex = SpatialBuckets(bounds: bounds)
    strokeIndex = SpatialBuckets(bounds: bounds)
    leaderIndex = SpatialBuckets(bounds: bounds)
    for rect in obstacles { occupiedIndex.insert(rect) }
    for rect in texts { textIndex.insert(rect) }
  }

  /// Records the strokes of constraint `owner`: boxes of other constraints keep off them near
  /// their anchors.
  mutating func addStrokes(_ segments: [(DisplayPoint, DisplayPoint)], owner: Int) {
    for (start, end) in segments {
      strokes.append((start: start, end: end, owner: owner))
      strokeIndex.insert(start, end)
    }
  }

  /// Adds an obstacle (for example a view's text that was drawn later).
  mutating func block(_ rect: DisplayRect) {
    occupied.append(rect)
    occupiedIndex.insert(rect)
  }

  /// Places a box of `width` x `height` as close to `anchor` as the fixed candidate order allows,
  /// and records it as occupied. `along` is the direction of the line the box labels, if any:
  /// spots beside the line are then tried before spots on its extension, where a box (and its
  /// leader) would seem to label whatever continues the line. `alternatives` are other points of
  /// the same line: when no spot touches `anchor`, spots touching them are tried before any spot
  /// that needs a leader.
  mutating func place(
    width: Double, height: Double, anchor: DisplayPoint, along: Axis? = nil,
    alternatives: [DisplayPoint] = [],
    owner: Int? = nil, beside partner: Placement? = nil
  ) -> Placement {
    if let placed = place(
      width: width, height: height, anchor: anchor, along: along, alternatives: alternatives,
      owner: owner, beside: partner, rings: Self.maxRings)
    {
      return placed
    }
    // Nothing free inside the region: stack below the lowest occupied box so that the no-overlap
    // promise still holds (the panel grows rather than a tag covering another).
    let bottom = occupied.map(\.maxY).max() ?? anchor.y
    let rect = DisplayRect(x: anchor.x - width / 2, y: bottom + gap * 2, width: width, height: height)
    return accept(rect, needsLeader: true, anchor: anchor, owner: owner)
  }

  /// Places the box like `place` but looks no further than `rings` rings around the anchor;
  /// nil (and nothing recorded) when no spot there is free. A crowded panel asks this first for a
  /// tag with its constant, and places the marker alone when it fails.
  mutating func place(
    width: Double, height: Double, anchor: DisplayPoint, along: Axis? = nil,
    alternatives: [DisplayPoint] = [], owner: Int? = nil, beside partner: Placement? = nil,
    rings: Int
  ) -> Placement? {
    let attached = Self.attachedCandidates + 1
    let candidates = Self.candidates(anchor: anchor, width: width, height: height, along: along)
    // Spots touching the anchor, then spots touching each alternative, clear of other strokes.
    for point in [anchor] + alternatives {
      let touching =
        point == anchor
        ? Array(candidates.prefix(attached))
        : Array(Self.candidates(anchor: point, width: width, height: height, along: along).prefix(attached))
      for center in touching {
        let rect = box(center, width, height)
        if isFree(rect) && !coversStroke(rect, owner: owner) {
          return accept(rect, needsLeader: false, anchor: point, owner: owner)
        }
      }
    }
    // Then the rings around the anchor. Pass 0: the near rings, clear of other strokes, whose
    // leader crosses no other box. Pass 1: the near rings, clear of other strokes. Pass 2: any free
    // spot (a box over another line beats a box far from its own). In these three a leader neither
    // crosses nor runs along another constraint's leader; pass 3 is pass 2 without that rule (a tag
    // in the 8 pt gap between a label and its field may have no other way out, and stacking it
    // under everything would make its leader the longest of all). No leader crosses a view text.
    //
    // A line with other points (a dotted baseline line's ends) is tried from those before pass 3:
    // a tag whose anchor sits in the 8 pt gap between a label and its field has only up and down
    // as ways out, shared with the gap's spacing I-bars; from the end of its dotted line it has a
    // short leader of its own (issue 26, A3's 10-12).
    // A leader starts at none of them that lies inside an obstacle (a field's frame, a tag): it
    // would run out of the field across its border (the baseline line's points 24 pt inside).
    let around =
      [(anchor, candidates)]
      + alternatives.filter { point in !occupied.contains { $0.contains(point) } }.map { point in
        (point, Self.candidates(anchor: point, width: width, height: height, along: along))
      }
    // Then the directions between the eight (a crowded panel's leaders fan out from many anchors;
    // A7's narrow panel), still keeping off every other leader. All of this first with leaders that
    // cross no content frame (a field, a button, a picture: B1's G slashed across the photo), then
    // with leaders that may.
    let between = Self.candidates(
      anchor: anchor, width: width, height: height, directions: Self.betweenDirections)
    for avoidingFrames in [true, false] {
      for (point, list) in around + [(anchor, between)] {
        if let found = ringSpot(
          list, anchor: point, width: width, height: height, owner: owner, rings: rings, passes: 0..<3,
          avoidingFrames: avoidingFrames)
        {
          return accept(found, needsLeader: true, anchor: point, owner: owner)
        }
      }
    }
    // The second I-bar on two points another constraint's I-bar joins (moved aside) has a
    // `partner`, that constraint's tag: rather than run its leader along or across another, its
    // tag stands beside the partner's and shares its leader (A4's 23 and 24 in the 8 pt gap
    // between two 36 pt labels).
    if let partner, let together = placeBeside(partner, width: width, height: height, owner: owner) {
      return together
    }
    // A leader that meets another only as the last resort of the whole search: a crowded tag
    // looking near its anchor for room for its constant (`rings` below the maximum) rather keeps
    // its marker alone (A7's narrow 18).
    if rings >= Self.maxRings,
      let found = ringSpot(
        candidates, anchor: anchor, width: width, height: height, owner: owner, rings: rings, passes: 3..<4)
    {
      return accept(found, needsLeader: true, anchor: anchor, owner: owner)
    }
    return nil
  }

  /// The first free spot among the ring `candidates` of `anchor` (those after the touching ones,
  /// within `rings` rings) in the given passes; see `place(width:height:anchor:along:alternatives:owner:rings:)`.
  private func ringSpot(
    _ candidates: [DisplayPoint], anchor: DisplayPoint, width: Double, height: Double, owner: Int?,
    rings: Int, passes: Range<Int>, avoidingFrames: Bool = false
  ) -> DisplayRect? {
    let attached = Self.attachedCandidates + 1
    let near = attached + 8 * Self.leaderCheckedRings
    let limit = attached + 8 * min(rings, Self.maxRings)
    for pass in passes {
      for (index, center) in candidates.enumerated() where index >= attached {
        if index >= limit || (pass < 2 && index >= near) { break }
        let rect = box(center, width, height)
        guard isFree(rect), !leaderCrossesText(from: anchor, to: rect),
          !leaderRunsAlongStroke(from: anchor, to: rect, owner: owner)
        else { continue }
        if pass < 3 && leaderMeetsLeader(from: anchor, to: rect, owner: owner) { continue }
        if avoidingFrames && leaderCrossesFrame(from: anchor, to: rect) { continue }
        if pass < 2 && coversStroke(rect, owner: owner) { continue }
        if pass == 0 && leaderCrossesABox(from: anchor, to: rect) { continue }
        return rect
      }
    }
    return nil
  }

  /// Places a box of `width` x `height` right beside `partner` (a tag already placed for another
  /// I-bar on the same two points), on the side away from the partner's anchor first, at the same
  /// height and without a leader: the pair shares the partner's spot and leader. Nil (and nothing
  /// recorded) when neither side is free.
  mutating func placeBeside(_ partner: Placement, width: Double, height: Double, owner: Int?) -> Placement? {
    let r = partner.rect
    let right = DisplayRect(x: r.maxX + gap + 0.5, y: r.y, width: width, height: height)
    let left = DisplayRect(x: r.x - gap - 0.5 - width, y: r.y, width: width, height: height)
    for rect in partner.anchor.x > r.midX ? [left, right] : [right, left]
    where isFree(rect) && !coversStroke(rect, owner: owner) {
      return accept(rect, needsLeader: false, anchor: DisplayPoint(x: rect.midX, y: rect.midY), owner: owner)
    }
    return nil
  }

  private func box(_ center: DisplayPoint, _ width: Double, _ height: Double) -> DisplayRect {
    DisplayRect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
  }

  private mutating func accept(
    _ rect: DisplayRect, needsLeader: Bool, anchor: DisplayPoint, owner: Int?
  ) -> Placement {
    occupied.append(rect)
    occupiedIndex.insert(rect)
    placed.append(rect)
    placedIndex.insert(rect)
    if needsLeader {
      let end = Self.leaderEnd(from: anchor, to: rect)
      leaders.append((anchor, end, owner))
      leaderIndex.insert(anchor, end)
    }
    return Placement(rect: rect, needsLeader: needsLeader, anchor: anchor)
  }

  /// Where a leader line from `anchor` meets `rect`: the rectangle's point nearest the anchor.
  static func leaderEnd(from anchor: DisplayPoint, to rect: DisplayRect) -> DisplayPoint {
    DisplayPoint(x: min(max(anchor.x, rect.x), rect.maxX), y: min(max(anchor.y, rect.y), rect.maxY))
  }

  private func leaderCrossesText(from anchor: DisplayPoint, to rect: DisplayRect) -> Bool {
    let end = Self.leaderEnd(from: anchor, to: rect)
    // A text under the anchor itself (views drawn over each other, B1 "Without C") cannot be
    // avoided by any leader: only the others count.
    return textIndex.contains(anchor, end, margin: 1) { i in
      !texts[i].contains(anchor) && Self.segment(from: anchor, to: end, crosses: texts[i])
    }
  }

  /// Whether the leader to `rect` crosses a content frame it does not start in; its edge may be
  /// touched (1 pt in): a leader from a line on that edge.
  private func leaderCrossesFrame(from anchor: DisplayPoint, to rect: DisplayRect) -> Bool {
    let end = Self.leaderEnd(from: anchor, to: rect)
    return contentFrames.contains { frame in
      let inner = frame.insetBy(1)
      return !frame.contains(anchor) && Self.segment(from: anchor, to: end, crosses: inner)
    }
  }

  /// The point of `segments` nearest to `anchor` that lies on no text (sampled every point along
  /// each segment); `anchor` itself when it lies on none, or when every sample does.
  func anchorOffText(_ anchor: DisplayPoint, along segments: [(DisplayPoint, DisplayPoint)]) -> DisplayPoint {
    guard texts.contains(where: { $0.contains(anchor) }) else { return anchor }
    var best: (point: DisplayPoint, distance: Double)?
    for (a, b) in segments {
      let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
      let steps = max(Int(length.rounded(.up)), 1)
      for k in 0...steps {
        let t = Double(k) / Double(steps)
        let p = DisplayPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        guard !texts.contains(where: { $0.insetBy(-1).contains(p) }) else { continue }
        let d = (p.x - anchor.x) * (p.x - anchor.x) + (p.y - anchor.y) * (p.y - anchor.y)
        if best == nil || d < best!.distance { best = (p, d) }
      }
    }
    return best?.point ?? anchor
  }

  /// Whether the leader to `rect` would run along a stroke of another constraint (parallel, within
  /// 4 pt of it, for more than 2 pt): it would seem to be part of that line.
  private func leaderRunsAlongStroke(from anchor: DisplayPoint, to rect: DisplayRect, owner: Int?) -> Bool {
    let end = Self.leaderEnd(from: anchor, to: rect)
    let dx = end.x - anchor.x
    let dy = end.y - anchor.y
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 2 else { return false }
    let (ux, uy) = (dx / length, dy / length)
    // A stroke along the leader has a point within 4 pt of it: near its bounding box.
    return strokeIndex.contains(anchor, end, margin: 5) { i in
      let s = strokes[i]
      guard s.owner != owner else { return false }
      // Distances of the stroke's ends from the leader's line, and their positions along it.
      let d1 = (s.start.x - anchor.x) * uy - (s.start.y - anchor.y) * ux
      let d2 = (s.end.x - anchor.x) * uy - (s.end.y - anchor.y) * ux
      guard abs(d1) < 4, abs(d2) < 4 else { return false }
      let t1 = (s.start.x - anchor.x) * ux + (s.start.y - anchor.y) * uy
      let t2 = (s.end.x - anchor.x) * ux + (s.end.y - anchor.y) * uy
      return min(max(t1, t2), length) - max(min(t1, t2), 0) > 2
    }
  }

  /// Whether the leader to `rect` would cross a leader of another constraint than `owner`, or run
  /// along one (two leaders on one line read as one).
  private func leaderMeetsLeader(from anchor: DisplayPoint, to rect: DisplayRect, owner: Int?) -> Bool {
    let end = Self.leaderEnd(from: anchor, to: rect)
    return leaderIndex.contains(anchor, end, margin: 1) { i in
      let l = leaders[i]
      return (owner == nil || l.owner != owner) && Self.segments(anchor, end, meet: l.start, l.end)
    }
  }

  /// Whether segments `p`-`q` and `r`-`s` cross (each passes strictly between the other's ends) or
  /// lie on one line sharing more than 1 pt. Sharing an end, or one ending on the other, is not
  /// meeting: leaders from one anchor fan out from it.
  static func segments(_ p: DisplayPoint, _ q: DisplayPoint, meet r: DisplayPoint, _ s: DisplayPoint) -> Bool
  {
    func side(_ o: DisplayPoint, _ a: DisplayPoint, _ b: DisplayPoint) -> Double {
      (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)
    }
    let pq = ((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y)).squareRoot()
    let rs = ((s.x - r.x) * (s.x - r.x) + (s.y - r.y) * (s.y - r.y)).squareRoot()
    guard pq > 0.01, rs > 0.01 else { return false }
    // Distances (signed) of r and s from the line p-q, and of p and q from the line r-s.
    let (dr, ds) = (side(p, q, r) / pq, side(p, q, s) / pq)
    let (dp, dq) = (side(r, s, p) / rs, side(r, s, q) / rs)
    let eps = 0.05
    if abs(dr) < eps && abs(ds) < eps {
      let (ux, uy) = ((q.x - p.x) / pq, (q.y - p.y) / pq)
      let t1 = (r.x - p.x) * ux + (r.y - p.y) * uy
      let t2 = (s.x - p.x) * ux + (s.y - p.y) * uy
      return min(pq, max(t1, t2)) - max(0, min(t1, t2)) > 1
    }
    let straddlesPQ = (dr > eps && ds < -eps) || (dr < -eps && ds > eps)
    let straddlesRS = (dp > eps && dq < -eps) || (dp < -eps && dq > eps)
    return straddlesPQ && straddlesRS
  }

  /// Whether `rect` (with the gap around it) covers a stroke of a constraint other than `owner`.
  private func coversStroke(_ rect: DisplayRect, owner: Int?) -> Bool {
    let padded = rect.insetBy(-gap)
    return strokeIndex.contains(padded) { i in
      strokes[i].owner != owner && Self.segment(from: strokes[i].start, to: strokes[i].end, crosses: padded)
    }
  }

  private func leaderCrossesABox(from anchor: DisplayPoint, to rect: DisplayRect) -> Bool {
    let end = Self.leaderEnd(from: anchor, to: rect)
    return placedIndex.contains(anchor, end, margin: 1) { i in
      Self.segment(from: anchor, to: end, crosses: placed[i].insetBy(0.5))
    }
  }

  /// Whether the segment `p`-`q` passes through the inside of `r` (Liang-Barsky clipping: the
  /// parameter interval left after clipping against the four sides is not empty).
  static func segment(from p: DisplayPoint, to q: DisplayPoint, crosses r: DisplayRect) -> Bool {
    guard r.width > 0, r.height > 0 else { return false }
    let dx = q.x - p.x
    let dy = q.y - p.y
    var t0 = 0.0
    var t1 = 1.0
    for (pk, qk) in [(-dx, p.x - r.x), (dx, r.maxX - p.x), (-dy, p.y - r.y), (dy, r.maxY - p.y)] {
      if pk == 0 {
        if qk <= 0 { return false }
        continue
      }
      let t = qk / pk
      if pk < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
      if t0 >= t1 { return false }
    }
    return true
  }

  private func isFree(_ rect: DisplayRect) -> Bool {
    if let region,
      rect.x < region.x || rect.y < region.y || rect.maxX > region.maxX || rect.maxY > region.maxY
    {
      return false
    }
    let padded = rect.insetBy(-gap)
    return !occupiedIndex.contains(padded) { occupied[$0].intersects(padded) }
  }

  /// Candidates 0...attachedCandidates touch the anchor; later ones need a leader line.
  static let attachedCandidates = 4
  /// Rings of candidates in which a spot whose leader would cross another box is passed over.
  static let leaderCheckedRings = 3
  static let maxRings = 60

  /// Box centres to try, in a fixed order: on the anchor, then touching it on each side, then rings
  /// of eight directions at growing distance. Without a line direction the sides go above, below,
  /// right, left; beside a vertical line right and left come first and straight above and below
  /// last; beside a horizontal line straight right and left come last.
  static func candidates(
    anchor a: DisplayPoint, width w: Double, height h: Double, along: Axis? = nil
  ) -> [DisplayPoint] {
    let above = a.offsetBy(dx: 0, dy: -(h / 2 + 3))
    let below = a.offsetBy(dx: 0, dy: h / 2 + 3)
    let right = a.offsetBy(dx: w / 2 + 3, dy: 0)
    let left = a.offsetBy(dx: -(w / 2 + 3), dy: 0)
    let diagonals: [(Double, Double)] = [(1, -1), (-1, -1), (1, 1), (-1, 1)]
    var out: [DisplayPoint]
    let directions: [(Double, Double)]
    switch along {
    case nil:
      out = [a, above, below, right, left]
      directions = [(0, -1), (0, 1), (1, 0), (-1, 0)] + diagonals
    case .vertical:
      out = [a, right, left, above, below]
      directions = [(1, 0), (-1, 0)] + diagonals + [(0, -1), (0, 1)]
    case .horizontal:
      out = [a, above, below, right, left]
      directions = [(0, -1), (0, 1)] + diagonals + [(1, 0), (-1, 0)]
    }
    return out + rings(anchor: a, width: w, height: h, directions: directions)
  }

  /// The eight directions between those of `candidates` (two across for one along, both ways).
  static let betweenDirections: [(Double, Double)] = [
    (1, -0.5), (-1, -0.5), (1, 0.5), (-1, 0.5), (0.5, -1), (-0.5, -1), (0.5, 1), (-0.5, 1),
  ]

  /// Ring candidates in `directions` after `attachedCandidates + 1` places that are never tried
  /// (the ring search skips the touching spots).
  static func candidates(
    anchor a: DisplayPoint, width w: Double, height h: Double, directions: [(Double, Double)]
  ) -> [DisplayPoint] {
    Array(repeating: a, count: attachedCandidates + 1)
      + rings(anchor: a, width: w, height: h, directions: directions)
  }

  private static func rings(
    anchor a: DisplayPoint, width w: Double, height h: Double, directions: [(Double, Double)]
  ) -> [DisplayPoint] {
    var out: [DisplayPoint] = []
    let step = h * 0.75 + 2
    for ring in 1...maxRings {
      let r = Double(ring) * step
      for (dx, dy) in directions {
        out.append(a.offsetBy(dx: dx * (w / 2 + r), dy: dy * (h / 2 + r)))
      }
    }
    return out
  }
}

extension DisplayRect {
  /// Whether `p` lies strictly inside the rectangle.
  func contains(_ p: DisplayPoint) -> Bool {
    p.x > x && p.x < maxX && p.y > y && p.y < maxY
  }
}
