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
    var inputs: [FigureArrangement.Input] = []
    var legend = Set<LegendEntry>()
    for (i, panel) in figure.panels.enumerated() {
      let out = try PanelBuilder(
        panel: panel, index: i, options: options, text: text, stackLabels: StackSummary.labels(figure)
      ).build()
      inputs.append(Self.arrangementInput(panel, out))
      legend.formUnion(out.legend)
    }
    let arranged = try FigureArrangement(options: options, text: text).arrange(inputs)
    // A guide cropped away in every panel is not in the legend either.
    if !arranged.showsGuides { legend.remove(.guide) }
    var items = arranged.items
    let boxes = arranged.annotationBoxes
    var width = arranged.width
    var y = arranged.bottom + 8
    let notes = FigureNotes(text: text, width: max(width - 2 * Self.padding, 320), focus: options.focus)
    let origin = { (y: Double) in DisplayPoint(x: Self.padding, y: y) }
    if options.legend && options.annotations && !legend.isEmpty {
      let breaker = figure.panels.lazy.compactMap(\.recoveryBreak).first?.breaker
      let (legendItems, h) = try notes.legend(legend.sorted(), breaker: breaker, at: origin(y))
      items += legendItems
      y += h + 10
    }
    // A picture laid out by constraints (a trace's hierarchy) lists none of them.
    let listsConstraints = options.constraintList && figure.panels.contains(where: \.drawsConstraints)
    if listsConstraints {
      let (list, h) = try notes.constraintList(figure, at: origin(y))
      items += list
      y += h + 10
    }
    if listsConstraints {
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

  /// What the arrangement needs of a built panel: its scene, what must stay in view, what may
  /// stand beside the scene, and the words under it.
  static func arrangementInput(_ panel: Panel, _ out: PanelBuilder.Output) -> FigureArrangement.Input {
    let geometry = PanelGeometry(panel: panel)
    // Items after the screen: views (texts and frames beyond the scene, as in D2) and annotations.
    func bounds(_ classes: Set<String>) -> [DisplayRect] {
      out.items.compactMap { item in
        guard case .group(let g) = item, !classes.isDisjoint(with: g.classes) else { return nil }
        return item.bounds
      }
    }
    let drawn = bounds(["views", "constraints", "annotations"])
    let annotations = bounds(["constraints", "annotations"])
    return FigureArrangement.Input(
      scene: geometry.rootRect, content: PanelContent.rects(panel, geometry: geometry) + annotations,
      beside: drawn, items: out.items, annotationBoxes: out.annotationBoxes, caption: panel.caption,
      sceneSize: panel.isCell
        ? "Cell \(formatFigureNumber(panel.width)) × \(formatFigureNumber(panel.height))"
        : "\(formatFigureNumber(panel.width)) × \(formatFigureNumber(panel.height))",
      notes: panel.notes.map { ($0, PaintRole.conflict) }
        + panel.remarks.map { ($0, PaintRole.secondaryText) })
  }

  /// The SVG `<desc>`: panels and every constraint in the cookbook's notation.
  static func summary(_ figure: Figure) -> String {
    var lines: [String] = []
    for panel in figure.panels {
      var head =
        "\(panel.caption.isEmpty ? "Panel" : panel.caption): \(formatFigureNumber(panel.width)) x \(formatFigureNumber(panel.height)) pt"
      head += ", \(panel.scene.views.count) views, \(panel.scene.constraints.count) constraints."
      lines.append(head)
    }
    for c in figure.panels[0].constraints {
      lines.append(c.marker.map { "\($0). " + c.text } ?? c.text)
    }
    return lines.joined(separator: "\n")
  }
}
