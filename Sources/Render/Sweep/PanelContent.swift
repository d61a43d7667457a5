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
    var items: [Item] = []
    for c in panel.scene.constraints {
      items.append(c.first.item)
      if let second = c.second { items.append(second.item) }
    }
    for item in items {
      switch item {
      case .topLayoutGuide, .bottomLayoutGuide, .safeArea, .readableContentGuide:
        if let r = geometry.rect(item) { out.append(r) }
      case .root, .view: break
      }
    }
    return out
  }
}
