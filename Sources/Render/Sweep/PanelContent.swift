/// What a fitted panel must show of its scene: every view and the layout guides a constraint uses.
enum PanelContent {
  /// Rectangles in panel coordinates: view frames (alternative frames of ambiguous views too) and
  /// the guides that some constraint relates to (the status bar band when a view hangs from the
  /// Top Layout Guide, the bottom edge for the Bottom Layout Guide).
  static func rects(_ panel: DiagramPanel, geometry: PanelGeometry) -> [DisplayRect] {
    var out: [DisplayRect] = []
    for view in panel.views {
      out.append(view.frame)
      if let alt = view.alternativeFrame { out.append(alt) }
    }
    var items: [DiagramItem] = []
    for c in panel.constraints {
      items.append(c.first.item)
      if let second = c.second { items.append(second.item) }
    }
    for item in items {
      switch item {
      case .topGuide, .bottomGuide, .safeArea:
        if let r = geometry.rect(item) { out.append(r) }
      case .root, .view: break
      }
    }
    return out
  }
}
