import Layout

/// Where the items and anchors of a panel are, in the panel's own coordinates.
struct PanelGeometry {
  /// The panel.
  let panel: Panel
  /// Every view's frame in panel coordinates, by `ViewID`.
  let frames: [DisplayRect]

  init(panel: Panel) {
    self.panel = panel
    frames = panel.viewFrames
  }

  /// The root's rectangle.
  var rootRect: DisplayRect { DisplayRect(x: 0, y: 0, width: panel.width, height: panel.height) }

  /// An item's rectangle (layout guides are bands across the root).
  func rect(_ item: Item) -> DisplayRect? {
    switch item {
    case .view(let id): return frames.indices.contains(id.rawValue) ? frames[id.rawValue] : nil
    case .root: return rootRect
    case .topLayoutGuide:
      return DisplayRect(x: 0, y: 0, width: panel.width, height: panel.topGuideBottom ?? 0)
    case .bottomLayoutGuide:
      let top = panel.bottomGuideTop ?? panel.height
      return DisplayRect(x: 0, y: top, width: panel.width, height: panel.height - top)
    case .safeArea:
      // The solved safe area, also where its outline is not drawn (a status bar's 20 pt only):
      // `Safe Area.Top + 20` measures from y 20 there, as Top Layout Guide.Bottom does.
      let root = panel.result.rootFrame
      return DisplayRect(layout: panel.result.safeAreaRect).offsetBy(dx: -root.minX, dy: -root.minY)
    case .readableContentGuide(let id): return panel.readableGuide(id)
    }
  }

  /// The rectangle an anchor measures from: the margin inset for margin attributes.
  func anchorRect(_ anchor: Anchor) -> DisplayRect? {
    guard let r = rect(anchor.item) else { return nil }
    guard anchor.attribute.isMargin else { return r }
    switch anchor.item {
    case .view(let id): return panel.margins(id).inset(r)
    case .root: return panel.rootMargins.inset(r)
    default: return r
    }
  }

  /// Whether an item encloses the others it is constrained to (superview, guides).
  func isContainer(_ item: Item, of other: Item) -> Bool {
    switch item {
    case .root, .topLayoutGuide, .bottomLayoutGuide, .safeArea, .readableContentGuide: return true
    case .view:
      guard case .view(let j) = other, let a = rect(item), let b = rect(.view(j)) else { return false }
      return a.x <= b.x && a.y <= b.y && a.maxX >= b.maxX && a.maxY >= b.maxY && a != b
    }
  }

  /// The anchor's coordinate along its axis (positions), or its length (sizes); leading and
  /// trailing are left and right (the diagrams are left-to-right).
  func value(_ anchor: Anchor) -> Double? {
    guard let r = anchorRect(anchor) else { return nil }
    let horizontal = anchor.attribute.axis == .horizontal
    switch anchor.attribute.role {
    case .minEdge: return horizontal ? r.x : r.y
    case .maxEdge: return horizontal ? r.maxX : r.maxY
    case .center: return horizontal ? r.midX : r.midY
    case .size: return horizontal ? r.width : r.height
    case .firstBaseline:
      if case .view(let id) = anchor.item, let b = panel.firstBaseline(id) { return b }
      return r.y
    case .lastBaseline:
      if case .view(let id) = anchor.item, let b = panel.lastBaseline(id) { return b }
      return r.maxY
    }
  }
}
