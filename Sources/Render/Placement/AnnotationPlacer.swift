/// Places annotation boxes (constraint tags, badges) so that none covers another, a view's text or
/// a marker already placed.
///
/// Deterministic by construction: the candidates of a box are tried in a fixed order, boxes are
/// placed in the order they are asked for (the recipe's list order, so earlier constraints win),
/// and the first free candidate is taken. When no candidate near the anchor is free the search
/// widens ring by ring, so a free spot is always found; a box that ends up away from its anchor gets
/// a leader line.
struct AnnotationPlacer {
  /// Where a box went.
  struct Placement: Hashable {
    /// The box.
    var rect: DisplayRect
    /// Whether the box is detached from its anchor and needs a leader line.
    var needsLeader: Bool
  }

  /// Rectangles nothing may cover: texts, markers placed so far.
  private(set) var occupied: [DisplayRect]
  /// Gap kept between boxes.
  let gap: Double

  /// Creates a placer with the given obstacles.
  init(obstacles: [DisplayRect], gap: Double = 1.5) {
    occupied = obstacles
    self.gap = gap
  }

  /// Adds an obstacle (for example a view's text that was drawn later).
  mutating func block(_ rect: DisplayRect) {
    occupied.append(rect)
  }

  /// Places a box of `width` x `height` as close to `anchor` as the fixed candidate order allows,
  /// and records it as occupied.
  mutating func place(width: Double, height: Double, anchor: DisplayPoint) -> Placement {
    for (index, center) in Self.candidates(anchor: anchor, width: width, height: height).enumerated() {
      let rect = DisplayRect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
      if isFree(rect) {
        occupied.append(rect)
        return Placement(rect: rect, needsLeader: index > Self.attachedCandidates)
      }
    }
    // Unreachable in practice (the rings grow without bound until `maxRings`); stack below the
    // lowest occupied box so that the no-overlap promise still holds.
    let bottom = occupied.map(\.maxY).max() ?? anchor.y
    let rect = DisplayRect(x: anchor.x - width / 2, y: bottom + gap * 2, width: width, height: height)
    occupied.append(rect)
    return Placement(rect: rect, needsLeader: true)
  }

  private func isFree(_ rect: DisplayRect) -> Bool {
    let padded = rect.insetBy(-gap)
    return !occupied.contains { $0.intersects(padded) }
  }

  /// Candidates 0...attachedCandidates touch the anchor; later ones need a leader line.
  static let attachedCandidates = 4
  private static let maxRings = 60

  /// Box centres to try, in a fixed order: on the anchor, then just above, below, right and left
  /// of it (touching), then rings of eight directions at growing distance.
  static func candidates(anchor a: DisplayPoint, width w: Double, height h: Double) -> [DisplayPoint] {
    var out: [DisplayPoint] = [
      a,
      a.offsetBy(dx: 0, dy: -(h / 2 + 3)),
      a.offsetBy(dx: 0, dy: h / 2 + 3),
      a.offsetBy(dx: w / 2 + 3, dy: 0),
      a.offsetBy(dx: -(w / 2 + 3), dy: 0),
    ]
    let directions: [(Double, Double)] = [
      (0, -1), (0, 1), (1, 0), (-1, 0), (1, -1), (-1, -1), (1, 1), (-1, 1),
    ]
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
