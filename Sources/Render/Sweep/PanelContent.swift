import Layout

/// What a fitted panel must show of its scene: every view and the layout guides a constraint uses.
enum PanelContent {
  /// Rectangles in panel coordinates: view frames (alternative frames of ambiguous views too) and
  /// the guides that some constraint relates to (the status bar band when a view hangs from the
  /// Top Layout Guide, the bottom edge for the Bottom Layout Guide).
  static func rects(_ panel: Panel, geometry: PanelGeometry) -> [DisplayRect] {
    var out: [DisplayRect] = []
    for (i, frame) in geometry.frames.enumerated() {
      out.append(frame)
      if let alt = panel.alternativeFrame(ViewID(i)) { out.append(alt) }
    }
    var anchors: [Anchor] = []
    for c in panel.scene.constraints {
      anchors.append(c.first)
      if let second = c.second { anchors.append(second) }
    }
    for anchor in anchors {
      switch anchor.item {
      case .topLayoutGuide, .bottomLayoutGuide, .safeArea:
        if let r = geometry.rect(anchor.item) { out.append(r) }
      case .readableContentGuide:
        if let r = geometry.rect(anchor.item) { out.append(Self.band(of: r, at: anchor.attribute)) }
      case .root, .view: break
      }
    }
    return out
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
