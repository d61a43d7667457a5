import CFreeType

/// A glyph outline in font units (y up) as SVG path data, converted from FreeType's contours.
///
/// The conversion follows FT_Outline_Decompose's rules (on-curve points, conic and cubic
/// off-curve points, implied on-points between two conic controls); it is written here because the
/// shared FreeType module map does not import `ftoutln.h`. Coordinates are font units, which are
/// integers, so the path text is exact and identical in every run.
struct GlyphOutline: Sendable, Hashable {
  /// SVG path data, y up (the `<use>` transform flips it).
  let pathData: String
  /// Units per em of the face.
  let unitsPerEm: Double

  init(outline: FT_Outline, unitsPerEm: Double) {
    self.unitsPerEm = unitsPerEm
    var d = ""
    var first = 0
    for c in 0..<Int(outline.n_contours) {
      let last = Int(outline.contours[c])
      d += Self.contour(outline, from: first, to: last)
      first = last + 1
    }
    pathData = d
  }

  private struct P {
    var x: Double
    var y: Double
    func mid(_ o: P) -> P { P(x: (x + o.x) / 2, y: (y + o.y) / 2) }
  }

  private enum Tag { case on, conic, cubic }

  private static func fmt(_ v: Double) -> String {
    v == v.rounded() ? String(Int(v)) : String(v)
  }

  private static func contour(_ o: FT_Outline, from first: Int, to last: Int) -> String {
    guard last >= first else { return "" }
    let points = (first...last).map { i in P(x: Double(o.points[i].x), y: Double(o.points[i].y)) }
    let tags: [Tag] = (first...last).map { i in
      let t = UInt8(bitPattern: o.tags[i]) & 3
      return t & 1 == 1 ? .on : (t == 2 ? .cubic : .conic)
    }
    let n = points.count
    // Find a start point that is on the curve (or synthesize one between two conics).
    var start: P
    var startIndex: Int
    if let i = tags.firstIndex(of: .on) {
      start = points[i]
      startIndex = i
    } else {
      start = points[0].mid(points[n - 1])
      startIndex = n - 1
    }
    var d = "M\(fmt(start.x)) \(fmt(start.y))"
    var k = 1
    var pendingConic: P?
    var cubicControls: [P] = []
    while k <= n {
      let i = (startIndex + k) % n
      let p = k == n && tags[startIndex] == .on ? start : points[i]
      let tag = k == n && tags[startIndex] == .on ? Tag.on : tags[i]
      switch tag {
      case .on:
        if let c = pendingConic {
          d += "Q\(fmt(c.x)) \(fmt(c.y)) \(fmt(p.x)) \(fmt(p.y))"
          pendingConic = nil
        } else if cubicControls.count == 2 {
          let (c1, c2) = (cubicControls[0], cubicControls[1])
          d += "C\(fmt(c1.x)) \(fmt(c1.y)) \(fmt(c2.x)) \(fmt(c2.y)) \(fmt(p.x)) \(fmt(p.y))"
          cubicControls = []
        } else {
          d += "L\(fmt(p.x)) \(fmt(p.y))"
        }
      case .conic:
        if let c = pendingConic {
          let m = c.mid(p)
          d += "Q\(fmt(c.x)) \(fmt(c.y)) \(fmt(m.x)) \(fmt(m.y))"
        }
        pendingConic = p
      case .cubic:
        cubicControls.append(p)
      }
      k += 1
    }
    // Close back to the start through any pending control points.
    if let c = pendingConic {
      d += "Q\(fmt(c.x)) \(fmt(c.y)) \(fmt(start.x)) \(fmt(start.y))"
    } else if cubicControls.count == 2 {
      let (c1, c2) = (cubicControls[0], cubicControls[1])
      d += "C\(fmt(c1.x)) \(fmt(c1.y)) \(fmt(c2.x)) \(fmt(c2.y)) \(fmt(start.x)) \(fmt(start.y))"
    }
    return d + "Z"
  }
}
