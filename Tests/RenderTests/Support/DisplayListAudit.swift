import Render

/// Reads a figure's display list the way a reader looks at the picture: which annotation covers
/// which text, which text is hard to read on what it is drawn on. Independent of the builder: it
/// knows only the group classes the display list documents (`view`, `annotation`, panels `pN`).
enum DisplayListAudit {
  /// Tolerance for touching edges, in points.
  static let slack = 0.01

  /// Findings the placer does not avoid yet (issue 26, item 10, left to do), by figure: tags whose
  /// anchors sit in the 8 pt gap between a label and its field have only up and down as ways out,
  /// and two of them share one (A3, A4, the imported columns and form); B1's quote I-bar; a crowded
  /// A7 and the relay login. A test passes when a figure shows exactly its listed findings: a new
  /// one fails it, and so does a fixed one still listed (take it off the list).
  static let knownFindings: [String: Set<String>] = [
    "a3-fixed-height-columns.recipe": [
      "p0: the leader of p0-c4-leader runs along the leader of p0-c10-leader",
      "p0: the leader of p0-c5-leader runs along the leader of p0-c11-leader",
    ],
    "a4-dynamic-height-columns.recipe": [
      "p0: the leader of p0-c4-leader runs along the leader of p0-c10-leader",
      "p0: the leader of p0-c5-leader runs along the leader of p0-c11-leader",
      "p1: the leader of p1-c23-leader runs along the leader of p1-c24-leader",
      "p1: the leader of p1-c25-leader runs along the leader of p1-c26-leader",
    ],
    "a7-two-buttons-with-equal-spacing.recipe": [
      "p0: the leader of p0-c12-leader crosses the leader of p0-c18-leader"
    ],
    "b1-quote-cell.recipe": [
      "p1: a line of p1-cA crosses the text \"harder than complex: you have to work hard to \""
    ],
    "DynamicHeightColumns.storyboard (dynamic-height-columns)": [
      "p0: the leader of p0-c5-leader runs along the leader of p0-c22-leader",
      "p0: the leader of p0-c5-leader runs along the leader of p0-c25-leader",
      "p0: the leader of p0-c9-leader runs along the leader of p0-c19-leader",
      "p0: the leader of p0-c22-leader runs along the leader of p0-c25-leader",
    ],
    // Apple's SelfSizingTableViewCells: its table's rowHeight is a number (148), so the cell keeps
    // IB's 80-point row (docs/interface-builder.md, "Cells"; IB stored the text view 64 high) and
    // the long text overflows the text view, as on IB's canvas; the app makes it self-sizing in
    // code. The top constraint's line then crosses a line of the overflowing text.
    "SelfSizingTableViewCells.storyboard (self-sizing-table-view-cells)": [
      "p0: a line of p0-c3 crosses the text \"eiusmod tempor incididunt ut labore et dolore \""
    ],
    "apple-cookbook/SelfSizingTableViewCells.storyboard (self-sizing-table-view-cells)": [
      "p0: a line of p0-c3 crosses the text \"enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut \""
    ],
    "relay-login/Login.storyboard (login)": [
      "p0: the leader of p0-c12-leader crosses the text \"비밀번호를 잊으셨나요?\"",
      "p0: the leader of p0-c1-leader crosses the leader of p0-c14-leader",
      "p0: the leader of p0-c14-leader crosses the leader of p0-c31-leader",
    ],
    "treehouse-cookbook/Form.storyboard (form)": [
      "p0: the leader of p0-c9-leader runs along the leader of p0-c11-leader"
    ],
  ]

  /// What `overlaps` finds in the figure `name` beyond its `knownFindings`, and the known ones it
  /// no longer finds (both empty when the figure is as the list says).
  static func unexpected(_ findings: [String], in name: String) -> (new: [String], fixed: [String]) {
    let known =
      knownFindings[name] ?? knownFindings[name.replacingOccurrences(of: "apple-cookbook/", with: "")] ?? []
    return (findings.filter { !known.contains($0) }, known.filter { !findings.contains($0) }.sorted())
  }

  /// One annotation box (a marker, a pill, an "=" badge) and the constraint group it belongs to.
  struct Box {
    var rect: DisplayRect
    var owner: DisplayGroupID
  }

  /// The boxes of annotations and the texts of views in one panel group.
  struct Panel {
    /// The panel's index (its group is `.panel(index, .whole)`).
    var index: Int
    var bounds: DisplayRect?
    var boxes: [Box] = []
    var contentText: [(text: String, rect: DisplayRect)] = []
    /// Leader lines (in groups of class `leader`, or drawn inside an annotation) and their owner.
    var leaders: [(start: DisplayPoint, end: DisplayPoint, owner: DisplayGroupID)] = []
    /// A constraint's own strokes (groups of class `marks`): I-bars and alignment lines; dotted
    /// baseline lines are left out (they run along the text they align, by design).
    var marks: [(start: DisplayPoint, end: DisplayPoint, owner: DisplayGroupID)] = []

    /// The panel's group id (`p0`).
    var id: DisplayGroupID { .panel(index, .whole) }
  }

  /// Every panel group (`p0`, `p1`, ...) of the list, with its annotation boxes and view texts.
  static func panels(_ list: DisplayList) -> [Panel] {
    var out: [Panel] = []
    for item in list.items {
      guard case .group(let g) = item, case .panel(let index, .whole) = g.id else { continue }
      var panel = Panel(index: index, bounds: item.bounds)
      collect(g.items, owner: nil, inView: false, leader: nil, marks: nil, into: &panel)
      out.append(panel)
    }
    return out
  }

  private static func collect(
    _ items: [DisplayItem], owner: DisplayGroupID?, inView: Bool, leader: DisplayGroupID?,
    marks: DisplayGroupID?, into panel: inout Panel
  ) {
    for item in items {
      switch item {
      case .group(let g):
        let isAnnotation = g.classes.contains("annotation")
        let isLeader = g.classes.contains("leader")
        collect(
          g.items, owner: isAnnotation ? g.id : owner, inView: inView || g.classes.contains("view"),
          leader: isLeader || isAnnotation ? g.id : leader,
          marks: g.classes.contains("marks") ? g.id : marks, into: &panel)
      case .rect(let r):
        if let owner, r.fill != nil { panel.boxes.append(Box(rect: r.rect, owner: owner)) }
      case .glyphs(let run):
        if inView, owner == nil, !run.glyphs.isEmpty, run.bounds.width > 0 {
          panel.contentText.append((run.text, run.bounds))
        }
      case .line(let line):
        if let leader { panel.leaders.append((line.start, line.end, leader)) }
        if let marks, line.stroke.dash != Stroke.dottedDash {
          panel.marks.append((line.start, line.end, marks))
        }
      case .path: break
      }
    }
  }

  private static func inside(_ p: DisplayPoint, _ r: DisplayRect) -> Bool {
    p.x > r.x && p.x < r.maxX && p.y > r.y && p.y < r.maxY
  }

  /// Whether the segment `p`-`q` has a point strictly inside `r` (separating axes: the segment's
  /// box overlaps the rectangle's, and the rectangle's corners are not all on one side of the
  /// segment's line).
  static func segment(_ p: DisplayPoint, _ q: DisplayPoint, entersInside r: DisplayRect) -> Bool {
    let r = r.insetBy(slack)
    guard r.width > 0, r.height > 0 else { return false }
    guard max(p.x, q.x) > r.x, min(p.x, q.x) < r.maxX, max(p.y, q.y) > r.y, min(p.y, q.y) < r.maxY else {
      return false
    }
    let corners = [(r.x, r.y), (r.maxX, r.y), (r.x, r.maxY), (r.maxX, r.maxY)]
    let sides = corners.map { (q.x - p.x) * ($0.1 - p.y) - (q.y - p.y) * ($0.0 - p.x) }
    return !(sides.allSatisfy { $0 >= 0 } || sides.allSatisfy { $0 <= 0 })
  }

  private static func overlap(_ a: DisplayRect, _ b: DisplayRect) -> Bool {
    a.insetBy(slack).intersects(b.insetBy(slack))
  }

  /// Every annotation box that covers a view's text, another constraint's box, or lies outside
  /// `region(panel)`; every leader line that crosses a view's text or another constraint's leader
  /// (crossing it or running along it); every I-bar or alignment line that crosses a view's text;
  /// and every pair of panels whose drawings overlap. Empty when the figure reads cleanly.
  static func overlaps(_ list: DisplayList, region: ((Panel) -> DisplayRect?)? = nil) -> [String] {
    var findings: [String] = []
    let panels = panels(list)
    for panel in panels {
      for box in panel.boxes {
        for text in panel.contentText where overlap(box.rect, text.rect) {
          findings.append("\(panel.id): \(box.owner) covers the text \"\(text.text)\"")
        }
        if let region = region?(panel), !contains(region, box.rect) {
          findings.append("\(panel.id): \(box.owner) leaves its panel (\(describe(box.rect)))")
        }
      }
      for leader in panel.leaders {
        // A leader that starts on a text (views drawn over each other) is not blamed for that text.
        for text in panel.contentText
        where segment(leader.start, leader.end, entersInside: text.rect) && !inside(leader.start, text.rect) {
          findings.append("\(panel.id): the leader of \(leader.owner) crosses the text \"\(text.text)\"")
        }
      }
      for mark in panel.marks {
        // A glyph run's box is its line's (ascent to descent): an I-bar ending on the edge of the
        // view under it touches that box, so only a line 2 pt or more inside strikes the text. A
        // line that ends inside a text's box measures to its baseline (baseline-to-baseline
        // spacing, B3) and cannot keep off that text.
        for text in panel.contentText {
          let box = text.rect.insetBy(2)
          guard segment(mark.start, mark.end, entersInside: box), !inside(mark.start, box),
            !inside(mark.end, box)
          else { continue }
          findings.append("\(panel.id): a line of \(mark.owner) crosses the text \"\(text.text)\"")
        }
      }
      for i in panel.leaders.indices {
        for j in panel.leaders.indices where j > i {
          let a = panel.leaders[i]
          let b = panel.leaders[j]
          guard constraint(of: a.owner) != constraint(of: b.owner) else { continue }
          if let how = crossing(a.start, a.end, b.start, b.end) {
            findings.append("\(panel.id): the leader of \(a.owner) \(how) the leader of \(b.owner)")
          }
        }
      }
      for i in panel.boxes.indices {
        for j in panel.boxes.indices where j > i && panel.boxes[i].owner != panel.boxes[j].owner {
          if overlap(panel.boxes[i].rect, panel.boxes[j].rect) {
            findings.append("\(panel.id): \(panel.boxes[i].owner) overlaps \(panel.boxes[j].owner)")
          }
        }
      }
    }
    for i in panels.indices {
      for j in panels.indices where j > i {
        if let a = panels[i].bounds, let b = panels[j].bounds, overlap(a, b) {
          findings.append("\(panels[i].id) and \(panels[j].id) overlap")
        }
      }
    }
    return findings
  }

  /// The constraint a group belongs to (its tag and its leader are one constraint's); the group
  /// itself for groups of no constraint (stack badges).
  private static func constraint(of id: DisplayGroupID) -> String {
    guard case .panel(let panel, .constraint(let key, _)) = id else { return "\(id)" }
    return "\(panel) \(key)"
  }

  /// Whether two segments cross ("crosses": each passes strictly between the other's ends) or run
  /// along each other ("runs along", collinear and sharing more than a point); nil when they are
  /// apart or only touch (two leaders from one anchor, a leader ending on another).
  static func crossing(_ p: DisplayPoint, _ q: DisplayPoint, _ r: DisplayPoint, _ s: DisplayPoint) -> String?
  {
    func cross(_ o: DisplayPoint, _ a: DisplayPoint, _ b: DisplayPoint) -> Double {
      (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)
    }
    let lengthPQ = ((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y)).squareRoot()
    let lengthRS = ((s.x - r.x) * (s.x - r.x) + (s.y - r.y) * (s.y - r.y)).squareRoot()
    guard lengthPQ > slack, lengthRS > slack else { return nil }
    // Signed distances of each segment's ends from the other's line.
    let d1 = cross(p, q, r) / lengthPQ
    let d2 = cross(p, q, s) / lengthPQ
    let d3 = cross(r, s, p) / lengthRS
    let d4 = cross(r, s, q) / lengthRS
    let eps = 0.05
    if abs(d1) < eps && abs(d2) < eps {
      // Collinear: the overlap of their projections on p-q.
      let ux = (q.x - p.x) / lengthPQ
      let uy = (q.y - p.y) / lengthPQ
      let t1 = (r.x - p.x) * ux + (r.y - p.y) * uy
      let t2 = (s.x - p.x) * ux + (s.y - p.y) * uy
      let overlap = min(lengthPQ, max(t1, t2)) - max(0, min(t1, t2))
      return overlap > 1 ? "runs along" : nil
    }
    if ((d1 > eps && d2 < -eps) || (d1 < -eps && d2 > eps))
      && ((d3 > eps && d4 < -eps) || (d3 < -eps && d4 > eps))
    {
      return "crosses"
    }
    return nil
  }

  private static func contains(_ outer: DisplayRect, _ inner: DisplayRect) -> Bool {
    inner.x >= outer.x - slack && inner.y >= outer.y - slack && inner.maxX <= outer.maxX + slack
      && inner.maxY <= outer.maxY + slack
  }

  private static func describe(_ r: DisplayRect) -> String {
    "x \(Int(r.x))...\(Int(r.maxX)), y \(Int(r.y))...\(Int(r.maxY))"
  }

  /// Every text in a theme colour (not a recipe's own text colour) whose contrast with what it is
  /// drawn on is below WCAG AA (4.5:1). What it is drawn on: the filled rectangles and shapes
  /// painted before it under the middle of its box, composited over the page.
  static func lowContrastTexts(_ list: DisplayList, theme: Theme) -> [String] {
    var fills: [(DisplayRect, RGBA)] = []
    var findings: [String] = []
    func walk(_ items: [DisplayItem]) {
      for item in items {
        switch item {
        case .group(let g):
          if g.opacity > 0.5 { walk(g.items) }
        case .rect(let r):
          if let fill = r.fill { fills.append((r.rect, theme.resolve(fill))) }
        case .path(let p):
          if let fill = p.fill, let b = item.bounds { fills.append((b, theme.resolve(fill))) }
        case .glyphs(let run):
          guard case .role(let role) = run.paint, !run.glyphs.isEmpty, run.bounds.width > 0 else { continue }
          let mid = DisplayPoint(x: run.bounds.midX, y: run.bounds.midY)
          var below = theme.color(.background)
          for (rect, color) in fills
          where rect.x <= mid.x && mid.x <= rect.maxX && rect.y <= mid.y && mid.y <= rect.maxY {
            below = Contrast.composite(color, over: below)
          }
          let ink = Contrast.composite(theme.resolve(run.paint), over: below)
          let ratio = Contrast.ratio(ink, below)
          if ratio < Contrast.minimumForText && !run.text.isEmpty {
            let r = (ratio * 100).rounded() / 100
            findings.append("\"\(run.text)\" (\(role.rawValue)) on \(below.hexString): \(r):1")
          }
        case .line: break
        }
      }
    }
    walk(list.items)
    return findings
  }
}
