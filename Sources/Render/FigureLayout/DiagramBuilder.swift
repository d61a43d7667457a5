import Layout

/// Turns a figure into a display list: panels side by side with captions, then the notes, the
/// constraint list, the hugging/resistance table and the legend, as the options ask.
struct DiagramBuilder {
  let options: RenderOptions
  let text: TextPainter

  static let padding = 20.0
  static let panelGap = 36.0

  /// The display list and the annotation boxes of every panel (in figure coordinates).
  func build(_ figure: Figure) throws(RenderError) -> (list: DisplayList, annotationBoxes: [DisplayRect]) {
    guard !figure.panels.isEmpty else { throw .emptyFigure }
    let figure = figure.markingPartiallyInstalled()
    var outputs: [(PanelBuilder.Output, DisplayRect)] = []
    var legend = Set<LegendEntry>()
    for (i, panel) in figure.panels.enumerated() {
      let out = try PanelBuilder(
        panel: panel, index: i, options: options, text: text, stackLabels: StackSummary.labels(figure)
      ).build()
      let root = DisplayRect(x: 0, y: 0, width: panel.width, height: panel.height)
      let bounds = out.items.compactMap(\.bounds).reduce(root) { $0.union($1) }
      outputs.append((out, bounds))
      legend.formUnion(out.legend)
    }
    // Screens share one top edge; each panel takes the width its annotations need.
    let top = Self.padding - (outputs.map { $0.1.y }.min() ?? 0)
    var x = Self.padding
    var items: [DisplayItem] = []
    var boxes: [DisplayRect] = []
    var captionY = 0.0
    var panelSlots: [(dx: Double, width: Double)] = []
    for (i, (out, bounds)) in outputs.enumerated() {
      let dx = x - bounds.x
      let group = DisplayGroup(
        id: "p\(i)", classes: ["panel"], title: figure.panels[i].caption, items: out.items)
      items.append(DisplayItem.group(group).translated(dx: dx, dy: top))
      boxes += out.annotationBoxes.map { $0.offsetBy(dx: dx, dy: top) }
      panelSlots.append((dx + bounds.x, bounds.width))
      captionY = max(captionY, bounds.maxY + top)
      x += bounds.width + Self.panelGap
    }
    var width = x - Self.panelGap + Self.padding
    var y = captionY + 8
    // Captions and diagnoses under each panel.
    var below = y
    for (i, panel) in figure.panels.enumerated() {
      let slot = panelSlots[i]
      var py = y
      var captionItems: [DisplayItem] = []
      if !panel.caption.isEmpty {
        let shaped = try text.shape(panel.caption, size: 12, weight: .medium)
        let origin = DisplayPoint(x: slot.dx + (slot.width - shaped.width) / 2, y: py)
        captionItems += text.runs(shaped, origin: origin, paint: .role(.secondaryText)).map(
          DisplayItem.glyphs)
        py += shaped.height + 4
      }
      for (note, role) in panel.notes.map({ ($0, PaintRole.conflict) })
        + panel.remarks.map({ ($0, .secondaryText) })
      {
        let shaped = try text.shaper.shape(
          note, font: ResolvedFont(pointSize: 11), maxWidth: max(slot.width, 200), maxLines: 0)
        captionItems += text.runs(shaped, origin: DisplayPoint(x: slot.dx, y: py), paint: .role(role))
          .map(DisplayItem.glyphs)
        py += shaped.height + 4
      }
      if !captionItems.isEmpty {
        items.append(.group(DisplayGroup(id: "p\(i)-caption", classes: ["caption"], items: captionItems)))
      }
      below = max(below, py)
    }
    y = below + 8
    let notes = FigureNotes(text: text, width: max(width - 2 * Self.padding, 320), focus: options.focus)
    let origin = { (y: Double) in DisplayPoint(x: Self.padding, y: y) }
    if options.legend && options.annotations && !legend.isEmpty {
      let (legendItems, h) = try notes.legend(legend.sorted(), at: origin(y))
      items += legendItems
      y += h + 10
    }
    if options.constraintList {
      let (list, h) = try notes.constraintList(figure, at: origin(y))
      items += list
      y += h + 10
    }
    if options.constraintList {
      let (list, h) = try notes.stackList(figure, at: origin(y))
      items += list
      y += h == 0 ? 0 : h + 10
    }
    if options.priorityTable {
      let (table, h) = try notes.priorityTable(figure, at: origin(y))
      items += table
      y += h + 10
    }
    // Notes may be wider than the panels (long constraint lines).
    let contentRight = items.compactMap(\.bounds).map(\.maxX).max() ?? width
    width = max(width, contentRight + Self.padding)
    let height = y + Self.padding - 10
    let list = DisplayList(
      width: width.rounded(.up), height: height.rounded(.up), title: figure.title,
      summary: Self.summary(figure), items: items)
    return (list, boxes)
  }

  /// The SVG `<desc>`: panels and every constraint in the cookbook's notation.
  static func summary(_ figure: Figure) -> String {
    var lines: [String] = []
    for panel in figure.panels {
      var head =
        "\(panel.caption.isEmpty ? "Panel" : panel.caption): \(ConstraintStyle.formatNumber(panel.width)) x \(ConstraintStyle.formatNumber(panel.height)) pt"
      head += ", \(panel.scene.views.count) views, \(panel.scene.constraints.count) constraints."
      lines.append(head)
    }
    for c in figure.panels[0].constraints {
      lines.append(c.marker.map { "\($0). " + c.text } ?? c.text)
    }
    return lines.joined(separator: "\n")
  }
}
