/// Draws the frames of a width sweep as tiles: each panel built as in a figure, cropped to the
/// rows every frame needs, with the views that changed since the previous width highlighted.
struct SweepFrameBuilder {
  let options: RenderOptions
  let text: TextPainter

  /// One drawn frame, its crop's top-left at the origin, not yet scaled.
  struct Tile {
    /// Items in tile coordinates.
    var items: [DisplayItem]
    /// Everything drawn (annotations beside the screen may make x negative).
    var bounds: DisplayRect
    /// The crop of the scene that is shown.
    var crop: PanelCrop
    /// Views that changed size, and views that only moved, since the previous frame.
    var resized: Int
    /// Views that only moved.
    var moved: Int
  }

  /// Outline width of a highlight, and how far it stands off the view's frame.
  static let highlightWidth = 1.5
  static let highlightOutset = 2.0

  /// The tiles of every frame. All frames show the same rows of their scenes: from the highest to
  /// the lowest content of any frame (views and the guides their constraints use, plus the
  /// annotations when they are drawn), so the strip reads as one layout changing width.
  func tiles(_ sweep: WidthSweep) throws(RenderError) -> [Tile] {
    guard !sweep.frames.isEmpty else { throw .emptyFigure }
    var built: [(items: [DisplayItem], scene: DisplayRect, content: [DisplayRect], notes: [DisplayRect])] = []
    for (k, frame) in sweep.frames.enumerated() {
      var panel = frame.panel
      panel.caption = ""
      let out = try PanelBuilder(panel: panel, index: k, options: options, text: text).build()
      let geometry = PanelGeometry(panel: panel)
      var content = PanelContent.rects(panel, geometry: geometry)
      // The constraint marks and tags (groups after the screen and the views) must stay in view.
      let notes = out.items.compactMap { item -> DisplayRect? in
        guard case .group(let g) = item,
          g.classes.contains("constraints") || g.classes.contains("annotations")
        else { return nil }
        return item.bounds
      }
      content += notes
      var items = out.items
      // Tints under the views (a tinted button keeps its title legible), outlines above them.
      let (tints, outlines) = highlights(sweep, frame: k)
      items.insert(.group(outlines), at: min(2, items.count))
      items.insert(.group(tints), at: min(1, items.count))
      built.append((items, geometry.rootRect, content, notes))
    }
    // One band of rows for all frames.
    let tops = built.compactMap { b in b.content.map(\.y).min() }
    let bottoms = built.compactMap { b in b.content.map(\.maxY).max() }
    let top = (tops.min() ?? 0) - PanelCrop.padding
    let bottom = (bottoms.max() ?? 0) + PanelCrop.padding
    var tiles: [Tile] = []
    for (k, b) in built.enumerated() {
      let band = DisplayRect(x: b.scene.x, y: top, width: b.scene.width, height: bottom - top)
      let crop = PanelCrop(scene: b.scene, content: [band], padding: 0, keepWidth: true)
      let drawn = crop.apply(to: b.items, annotations: b.notes, panel: k)
      let visible = crop.visibleRect(annotations: b.notes)
      let dy = -crop.crop.y
      let changes = sweep.changes(at: k)
      tiles.append(
        Tile(
          items: drawn.map { $0.translated(dx: 0, dy: dy) }, bounds: visible.offsetBy(dx: 0, dy: dy),
          crop: crop, resized: changes.filter { $0 == .resized }.count,
          moved: changes.filter { $0 == .moved }.count))
    }
    return tiles
  }

  /// Tints under the views that changed size, and outlines around them (solid) and around those
  /// that only moved (dashed).
  private func highlights(_ sweep: WidthSweep, frame k: Int) -> (tints: DisplayGroup, outlines: DisplayGroup)
  {
    let views = sweep.frames[k].panel.viewFrames
    var tints: [DisplayItem] = []
    var outlines: [DisplayItem] = []
    for (i, change) in sweep.changes(at: k).enumerated() where change != .none {
      let r = views[i].insetBy(-Self.highlightOutset)
      let resized = change == .resized
      if resized { tints.append(.rect(RectItem(rect: r, fill: .role(.changeFill)))) }
      outlines.append(
        .rect(
          RectItem(
            rect: r,
            stroke: Stroke(paint: .role(.change), width: Self.highlightWidth, dash: resized ? [] : [3, 2]))))
    }
    return (
      DisplayGroup(id: .panel(k, .changeTints), classes: ["changes"], items: tints),
      DisplayGroup(id: .panel(k, .changes), classes: ["changes"], items: outlines)
    )
  }
}
