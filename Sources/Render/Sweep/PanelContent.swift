import Layout

/// What a fitted panel must show of its scene: every view and, of the layout guides a constraint
/// uses, the part the constraint measures from (docs/render.md, "Fitting").
enum PanelContent {
  /// Rectangles in panel coordinates: view frames (alternative frames of ambiguous views too) and
  /// the guides that some constraint relates to: the status bar band when a view hangs from the
  /// Top Layout Guide, the bottom band or edge for the Bottom Layout Guide; of the safe area and the
  /// root's layout margins only the inset at the edge a constraint names (`inset(of:in:at:beside:)`),
  /// of a readable content guide its width at that edge (`band(of:at:)`). Whole, the safe area, the
  /// margins guide and a readable content guide span the screen's height, and a figure that keeps
  /// them is the whole screen however little it holds.
  static func rects(_ panel: Panel, geometry: PanelGeometry) -> [DisplayRect] {
    var out: [DisplayRect] = []
    for (i, frame) in geometry.frames.enumerated() {
      out.append(frame)
      if let alt = panel.alternativeFrame(ViewID(i)) { out.append(alt) }
    }
    var uses: [(anchor: Anchor, other: Anchor?)] = []
    for c in panel.scene.constraints {
      uses.append((c.first, c.second))
      if let second = c.second { uses.append((second, c.first)) }
    }
    let scene = geometry.rootRect
    for (anchor, other) in uses {
      // The view at the constraint's other end: where along a side inset the constraint acts.
      let beside = other.flatMap { o -> DisplayRect? in
        guard case .view = o.item else { return nil }
        return geometry.rect(o.item)
      }
      switch anchor.item {
      case .topLayoutGuide, .bottomLayoutGuide:
        if let r = geometry.rect(anchor.item) { out.append(r) }
      case .safeArea:
        if let r = geometry.rect(anchor.item) {
          out.append(Self.inset(of: r, in: scene, at: anchor.attribute, beside: beside))
        }
      case .root:
        // The root's layout margins guide (`Superview.LeadingMargin`); the root's own edges are the
        // scene's and ask for nothing.
        if anchor.attribute.isMargin, let r = geometry.anchorRect(anchor) {
          out.append(Self.inset(of: r, in: scene, at: anchor.attribute, beside: beside))
        }
      case .readableContentGuide:
        if let r = geometry.rect(anchor.item) { out.append(Self.band(of: r, at: anchor.attribute)) }
      case .view: break
      }
    }
    return out
  }

  /// The part of a guide inset from the scene's edges (the safe area, the root's margins) that an
  /// anchor measures from: for a top or bottom edge the band between that edge and the scene's (the
  /// status bar or home indicator strip, as the layout guides the safe area replaces), for a side
  /// the strip between that side and the scene's, beside `view` (the constrained view) or else at
  /// the guide's top; for a centre the centre line, for a size the guide's extent along that axis,
  /// likewise beside `view` or at its top (left) edge.
  static func inset(
    of r: DisplayRect, in scene: DisplayRect, at attribute: Attribute, beside view: DisplayRect?
  ) -> DisplayRect {
    let vertical = attribute.axis == .vertical
    // Across the axis: the constrained view's extent, or the guide's top (left) edge.
    let acrossY = view.map { ($0.y, $0.height) } ?? (r.y, 0)
    let acrossX = view.map { ($0.x, $0.width) } ?? (r.x, 0)
    switch (attribute.role, vertical) {
    case (.minEdge, true):
      return DisplayRect(x: r.x, y: scene.y, width: r.width, height: max(0, r.y - scene.y))
    case (.maxEdge, true):
      return DisplayRect(x: r.x, y: r.maxY, width: r.width, height: max(0, scene.maxY - r.maxY))
    case (.minEdge, false):
      return DisplayRect(x: scene.x, y: acrossY.0, width: max(0, r.x - scene.x), height: acrossY.1)
    case (.maxEdge, false):
      return DisplayRect(x: r.maxX, y: acrossY.0, width: max(0, scene.maxX - r.maxX), height: acrossY.1)
    case (.center, true):
      return DisplayRect(x: acrossX.0, y: r.y + r.height / 2, width: acrossX.1, height: 0)
    case (.center, false):
      return DisplayRect(x: r.x + r.width / 2, y: acrossY.0, width: 0, height: acrossY.1)
    case (_, true):
      return DisplayRect(x: acrossX.0, y: r.y, width: acrossX.1, height: r.height)
    case (_, false):
      return DisplayRect(x: r.x, y: acrossY.0, width: r.width, height: acrossY.1)
    }
  }

  /// The part of a readable content guide an anchor shows: its width, at the height the anchor
  /// names (its top edge for horizontal anchors and sizes). The guide spans the screen's height
  /// between the margins; all of it would make every fitted figure the whole screen.
  private static func band(of r: DisplayRect, at attribute: Attribute) -> DisplayRect {
    let y: Double
    switch attribute {
    case .bottom, .bottomMargin: y = r.maxY
    case .centerY, .centerYWithinMargins: y = r.y + r.height / 2
    case .height: return r
    default: y = r.y
    }
    return DisplayRect(x: r.x, y: y, width: r.width, height: 0)
  }
}
