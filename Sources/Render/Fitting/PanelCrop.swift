/// The part of a panel's scene a fitted figure shows (`--fit content`), and how the cut is drawn.
///
/// The rule (docs/render.md, "Fitting"): the crop is the union of the content rectangles (views,
/// the layout guides that a constraint uses, every constraint mark and annotation), grown by
/// `padding` on each side and kept inside the scene; an edge that would end within `snap` points of
/// the scene's own edge goes to that edge instead (a sliver of scene is not worth a torn edge).
/// Sides where the crop stops inside the scene are *cut*: they are drawn torn, so a reader sees
/// that the scene continues. Annotations placed outside the scene stay visible.
struct PanelCrop: Hashable, Sendable {
  /// Sides of a rectangle.
  struct Edges: OptionSet, Hashable, Sendable {
    let rawValue: Int
    static let top = Edges(rawValue: 1)
    static let left = Edges(rawValue: 2)
    static let bottom = Edges(rawValue: 4)
    static let right = Edges(rawValue: 8)
  }

  /// Padding kept around the content inside the scene, in points.
  static let padding = 16.0
  /// A crop edge closer than this to the scene's edge goes to the scene's edge.
  static let snap = 24.0

  /// The scene (root view) rectangle, panel coordinates.
  var scene: DisplayRect
  /// The part of the scene shown.
  var crop: DisplayRect
  /// Sides of `crop` that cut through the scene.
  var cut: Edges

  /// Whether anything of the scene is left out.
  var isCropped: Bool { !cut.isEmpty }

  /// The whole scene: nothing cut.
  init(scene: DisplayRect) {
    self.scene = scene
    crop = scene
    cut = []
  }

  /// A crop to the union of `content` (panel coordinates), with `padding` and `snap` as above.
  /// `keepWidth` keeps the scene's whole width and crops only vertically (a width sweep, where the
  /// width is the point). Content outside the scene does not widen the crop beyond the scene.
  init(
    scene: DisplayRect, content: [DisplayRect], padding: Double = Self.padding, snap: Double = Self.snap,
    keepWidth: Bool = false
  ) {
    self.scene = scene
    let union = content.filter { $0.x.isFinite && $0.y.isFinite && $0.width.isFinite && $0.height.isFinite }
      .reduce(nil as DisplayRect?) { acc, r in acc.map { $0.union(r) } ?? r }
    guard let union, let inside = union.insetBy(-padding).intersection(scene) else {
      crop = scene
      cut = []
      return
    }
    var minX = inside.x
    var maxX = inside.maxX
    var minY = inside.y
    var maxY = inside.maxY
    if keepWidth || minX - scene.x < snap { minX = scene.x }
    if keepWidth || scene.maxX - maxX < snap { maxX = scene.maxX }
    if minY - scene.y < snap { minY = scene.y }
    if scene.maxY - maxY < snap { maxY = scene.maxY }
    crop = DisplayRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    var cut: Edges = []
    if minX > scene.x { cut.insert(.left) }
    if maxX < scene.maxX { cut.insert(.right) }
    if minY > scene.y { cut.insert(.top) }
    if maxY < scene.maxY { cut.insert(.bottom) }
    self.cut = cut
  }

  /// What the panel shows: the crop plus the parts of `annotations` (panel coordinates) that lie
  /// beside the scene (tags placed outside the screen stay visible).
  func visibleRect(annotations: [DisplayRect]) -> DisplayRect {
    var visible = crop
    for b in annotations {
      // Parts of an annotation beside the scene count; parts over the cut-away scene do not.
      for part in Self.outside(b, of: scene) { visible = visible.union(part) }
    }
    return visible
  }

  /// The items drawn only inside the visible rectangle, with the cut sides torn, in one group.
  /// Items over the scene are clipped to the crop; annotations beside it keep their place.
  func apply(to items: [DisplayItem], annotations: [DisplayRect], panel: Int) -> [DisplayItem] {
    guard isCropped else { return items }
    let clip = visibleRect(annotations: annotations)
    let group = DisplayGroup(id: .panel(panel, .crop), classes: ["crop"], items: items, clip: clip)
    let torn = TornEdge.paths(crop: crop, cut: cut)
    return [
      .group(group), .group(DisplayGroup(id: .panel(panel, .tornEdge), classes: ["torn-edge"], items: torn)),
    ]
  }

  /// Whether a mark (panel coordinates) shows inside the crop: some of its area, or for a line or
  /// an outline some of its length.
  func shows(_ mark: DisplayRect) -> Bool {
    let inside = crop.insetBy(0.5)
    if mark.width <= 0 || mark.height <= 0 {
      return mark.maxX > inside.x && mark.x < inside.maxX && mark.maxY > inside.y && mark.y < inside.maxY
    }
    return mark.intersects(inside)
  }

  /// The layout guides' marks among a panel's items: bands and edges in the guide colours
  /// (an outline as its four sides, so that a crop inside a safe area does not count as showing it).
  static func guideMarks(in item: DisplayItem) -> [DisplayRect] {
    func isGuide(_ paint: Paint?) -> Bool { paint == .role(.guide) || paint == .role(.guideBand) }
    switch item {
    case .group(let g): return g.items.flatMap(guideMarks(in:))
    case .line(let line):
      guard isGuide(line.stroke.paint), let b = item.bounds else { return [] }
      return [b.insetBy(line.stroke.width / 2)]
    case .rect(let r):
      if isGuide(r.fill) { return [r.rect] }
      guard isGuide(r.stroke?.paint) else { return [] }
      let q = r.rect
      return [
        DisplayRect(x: q.x, y: q.y, width: q.width, height: 0),
        DisplayRect(x: q.x, y: q.maxY, width: q.width, height: 0),
        DisplayRect(x: q.x, y: q.y, width: 0, height: q.height),
        DisplayRect(x: q.maxX, y: q.y, width: 0, height: q.height),
      ]
    case .path, .glyphs: return []
    }
  }

  /// The pieces of `r` that lie outside `scene` (left, right, above, below bands).
  private static func outside(_ r: DisplayRect, of scene: DisplayRect) -> [DisplayRect] {
    var parts: [DisplayRect] = []
    if r.x < scene.x {
      parts.append(DisplayRect(x: r.x, y: r.y, width: min(r.maxX, scene.x) - r.x, height: r.height))
    }
    if r.maxX > scene.maxX {
      let x = max(r.x, scene.maxX)
      parts.append(DisplayRect(x: x, y: r.y, width: r.maxX - x, height: r.height))
    }
    if r.y < scene.y {
      parts.append(DisplayRect(x: r.x, y: r.y, width: r.width, height: min(r.maxY, scene.y) - r.y))
    }
    if r.maxY > scene.maxY {
      let y = max(r.y, scene.maxY)
      parts.append(DisplayRect(x: r.x, y: y, width: r.width, height: r.maxY - y))
    }
    return parts
  }
}
