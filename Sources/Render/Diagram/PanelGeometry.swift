import Layout

/// Where the items and anchors of a panel are, in the panel's own coordinates.
struct PanelGeometry {
  /// The panel.
  let panel: DiagramPanel

  /// The root's rectangle.
  var rootRect: DisplayRect { DisplayRect(x: 0, y: 0, width: panel.width, height: panel.height) }

  /// An item's rectangle (layout guides are bands across the root).
  func rect(_ item: DiagramItem) -> DisplayRect? {
    switch item {
    case .view(let i): return panel.views.indices.contains(i) ? panel.views[i].frame : nil
    case .root: return rootRect
    case .topGuide:
      return DisplayRect(x: 0, y: 0, width: panel.width, height: panel.topGuideBottom ?? 0)
    case .bottomGuide:
      let top = panel.bottomGuideTop ?? panel.height
      return DisplayRect(x: 0, y: top, width: panel.width, height: panel.height - top)
    case .safeArea: return (panel.safeArea ?? DiagramInsets(all: 0)).inset(rootRect)
    }
  }

  /// The rectangle an anchor measures from: the margin inset for margin attributes.
  func anchorRect(_ anchor: DiagramAnchor) -> DisplayRect? {
    guard let r = rect(anchor.item) else { return nil }
    guard anchor.withinMargins else { return r }
    switch anchor.item {
    case .view(let i): return panel.views[i].margins.inset(r)
    case .root: return panel.rootMargins.inset(r)
    default: return r
    }
  }

  /// Whether an item encloses the others it is constrained to (superview, guides).
  func isContainer(_ item: DiagramItem, of other: DiagramItem) -> Bool {
    switch item {
    case .root, .topGuide, .bottomGuide, .safeArea: return true
    case .view(let i):
      guard case .view(let j) = other, let a = rect(item), let b = rect(.view(j)) else { return false }
      _ = i
      return a.x <= b.x && a.y <= b.y && a.maxX >= b.maxX && a.maxY >= b.maxY && a != b
    }
  }

  /// The anchor's coordinate along its axis (positions), or its length (sizes).
  func value(_ anchor: DiagramAnchor) -> Double? {
    guard let r = anchorRect(anchor) else { return nil }
    switch anchor.edge {
    case .left: return r.x
    case .right: return r.maxX
    case .top: return r.y
    case .bottom: return r.maxY
    case .centerX: return r.midX
    case .centerY: return r.midY
    case .width: return r.width
    case .height: return r.height
    case .firstBaseline:
      if case .view(let i) = anchor.item, let b = panel.views[i].firstBaseline { return b }
      return r.y
    case .lastBaseline:
      if case .view(let i) = anchor.item, let b = panel.views[i].lastBaseline { return b }
      return r.maxY
    }
  }
}
