import Layout

extension FigureNotes {
  /// One row per stack view under the constraint list: its label, name and properties, stated once
  /// (the constraints it generates are not drawn); a stack whose properties differ between panels
  /// gets a row per wording, marked with the panels' captions. Empty without stack views.
  func stackList(_ figure: Figure, at origin: DisplayPoint) throws(RenderError) -> ([DisplayItem], Double) {
    let labels = StackSummary.labels(figure)
    var rows: [(label: String, text: String, captions: [String])] = []
    for panel in figure.panels {
      for (i, view) in panel.scene.views.enumerated() where view.kind == .stackView {
        let text = "\(view.name): " + StackSummary.description(of: ViewID(i), in: panel.scene)
        if let k = rows.firstIndex(where: { $0.text == text }) {
          rows[k].captions.append(panel.caption)
        } else {
          rows.append((labels[view.name] ?? "S", text, [panel.caption]))
        }
      }
    }
    guard !rows.isEmpty else { return ([], 0) }
    var items: [DisplayItem] = []
    var y = origin.y
    let tags = TagPainter(text: text)
    for (k, row) in rows.enumerated() {
      let shaped = try text.shape(row.label, size: TagPainter.fontSize, weight: .semibold)
      let tag = TagPainter.Tag(
        number: shaped, pill: nil, numberWidth: max(TagPainter.height, shaped.width + 6), pillWidth: 0)
      var rowItems = tags.draw(
        tag, in: DisplayRect(x: origin.x, y: y + 1, width: tag.width, height: TagPainter.height),
        role: .implicit)
      let variants = rows.filter { $0.label == row.label }.count > 1
      let line = variants ? row.text + "  [" + row.captions.joined(separator: "; ") + "]" : row.text
      let (runs, _) = try text.line(
        line, at: DisplayPoint(x: origin.x + 24, y: y), size: 12, paint: .role(.text))
      rowItems += runs
      items.append(.group(DisplayGroup(id: .stackListRow(k + 1), classes: ["list-row"], items: rowItems)))
      y += 18
    }
    return (
      [.group(DisplayGroup(id: .stackList, classes: ["stack-list"], title: "Stack views", items: items))],
      y - origin.y
    )
  }
}
