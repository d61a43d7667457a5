import Layout

/// The parts under the panels: the numbered constraint list, the hugging/resistance table and the
/// legend. Each returns its items laid out from `origin` and the height used.
struct FigureNotes {
  let text: TextPainter
  let width: Double
  /// Focused constraint numbers: other list rows are dimmed like their drawings.
  var focus: [Int] = []

  /// One row per constraint number (first panel where it is installed decides the colour).
  func constraintList(_ figure: Figure, at origin: DisplayPoint) throws(RenderError) -> (
    [DisplayItem], Double
  ) {
    let rows = Self.listRows(figure)
    var items: [DisplayItem] = []
    var wordings: [String: Int] = [:]
    var y = origin.y
    let tags = TagPainter(text: text)
    for row in rows {
      let c = row.constraint
      let role = ConstraintStyle.role(c) ?? .implicit
      var rowItems: [DisplayItem] = []
      var x = origin.x
      if let marker = c.marker {
        let shaped = try text.shape(marker, size: TagPainter.fontSize, weight: .semibold)
        let tag = TagPainter.Tag(
          number: shaped, pill: nil, numberWidth: max(TagPainter.height, shaped.width + 6), pillWidth: 0)
        rowItems += tags.draw(
          tag, in: DisplayRect(x: x, y: y + 1, width: tag.width, height: TagPainter.height), role: role)
      }
      x += 24
      var line = c.text
      if case .systemSpacing = c.constant, let v = c.resolvedConstant {
        line += "  (system spacing ≈ \(formatFigureNumber(v)) pt, an approximation)"
      }
      line += Self.outcomeNote(c, outcomes: row.outcomes, panels: figure.panels.count)
      let (runs, _) = try text.line(line, at: DisplayPoint(x: x, y: y), size: 12, paint: .role(.text))
      rowItems += runs
      // The constraint in the words it came in (a console log's description), under its notation.
      if let words = c.sourceWords {
        y += 16
        let (quoted, _) = try text.line(
          words, at: DisplayPoint(x: x, y: y), size: 11, paint: .role(.secondaryText))
        rowItems += quoted
      }
      // Ids stay unique when a marker has several wordings (list-2, list-2-2).
      let wording = c.marker.map { marker -> Int in
        wordings[marker, default: 0] += 1
        return wordings[marker] ?? 1
      }
      let key: DisplayGroupID.ListRowKey =
        c.number.map { .number($0) } ?? c.constraint.identifier.map { .identifier($0) }
        ?? .unmarked(row: row.order)
      let id = DisplayGroupID.constraintListRow(key, wording: wording ?? 1)
      let dimmed = !focus.isEmpty && !(c.number.map { focus.contains($0) } ?? false)
      items.append(
        .group(DisplayGroup(id: id, classes: ["list-row"], opacity: dimmed ? 0.35 : 1, items: rowItems)))
      y += 18
    }
    return (
      [
        .group(
          DisplayGroup(
            id: .constraintList, classes: ["constraint-list"], title: "Constraints", items: items))
      ], y - origin.y
    )
  }

  /// One row of the constraint list: a constraint as one wording of it reads, where it comes in
  /// recipe order, the panels that word it so and what became of it in each panel that has it.
  struct ListRow {
    /// The constraint as drawn in the first panel that lists it (text tagged with `captions` when
    /// its marker has several wordings).
    var constraint: DrawnConstraint
    /// Position in recipe order (before numbered lists are sorted by number).
    var order: Int
    /// Captions of the panels with this wording (marked constraints only).
    var captions: [String]
    /// Its status in each panel that has it, by caption.
    var outcomes: [(caption: String, status: ConstraintStatus)]
  }

  /// The rows of the constraint list, each with its status in each panel that has it.
  ///
  /// Recipe order, each marker once per wording: the first panel where it is installed decides the
  /// colour; a marker worded differently in some panels lists each wording with its panels.
  private static func listRows(_ figure: Figure) -> [ListRow] {
    var rows: [ListRow] = []
    var seen: [(wording: String, row: Int)] = []
    var markersWithVariants: Set<String> = []
    let drawn = figure.panels.map(\.constraints)
    for (pi, panel) in figure.panels.enumerated() {
      for c in drawn[pi] {
        var captions: [String] = []
        if let key = c.marker {
          let installedElsewhere = drawn.contains { constraints in
            constraints.contains { $0.marker == key && $0.text == c.text && $0.status != .notInstalled }
          }
          if c.status == .notInstalled && installedElsewhere { continue }
          let wording = key + "\u{0}" + c.text
          if let k = seen.first(where: { $0.wording == wording })?.row {
            if !rows[k].captions.contains(panel.caption) { rows[k].captions.append(panel.caption) }
            rows[k].outcomes.append((panel.caption, c.status))
            continue
          }
          if seen.contains(where: { $0.wording.hasPrefix(key + "\u{0}") }) { markersWithVariants.insert(key) }
          seen.append((wording, rows.count))
          captions = [panel.caption]
        } else if pi > 0 {
          continue  // unnamed constraints: the first panel's list stands for all
        }
        rows.append(
          ListRow(constraint: c, order: rows.count, captions: captions, outcomes: [(panel.caption, c.status)])
        )
      }
    }
    for k in rows.indices {
      guard let key = rows[k].constraint.marker, markersWithVariants.contains(key) else { continue }
      rows[k].constraint.text += "  [" + rows[k].captions.joined(separator: "; ") + "]"
    }
    // Numbered lists read in number order (a variant's additions come after the shared ones).
    if rows.allSatisfy({ $0.constraint.number != nil }) {
      rows.sort { ($0.constraint.number ?? 0, $0.order) < ($1.constraint.number ?? 0, $1.order) }
    }
    return rows
  }

  /// What happened to a constraint: its status, per panel when the panels disagree.
  private static func outcomeNote(
    _ c: DrawnConstraint, outcomes: [(caption: String, status: ConstraintStatus)], panels: Int
  ) -> String {
    func words(_ status: ConstraintStatus) -> String? {
      if let breaker = c.brokenBy, status != .notInstalled { return "broken by \(breaker)" }
      switch status {
      case .satisfied: return nil
      case .brokenOptional(let by): return "broken by \(formatFigureNumber(by)) pt"
      case .conflicting, .brokenToRecover, .invalid: return "conflicting"
      case .imprecise(let by):
        return "missed by \(formatMiss(by, miss: by, formatFigureNumber)) pt: lost precision"
      case .notInstalled: return "not installed"
      }
    }
    var notes: [String] = []
    if c.classOnly {
      // Name the panels that install it when there are several.
      let installed = outcomes.filter { $0.status != .notInstalled }.map(\.caption)
      notes.append(
        panels > 1 && !installed.isEmpty && installed.count < panels
          ? "only in " + installed.joined(separator: ", ") : "this size class only")
    }
    let distinct = outcomes.map { words($0.status) ?? "" }
    if panels > 1 && outcomes.count > 1 && Set(distinct).count > 1 {
      for o in outcomes { if let w = words(o.status) { notes.append(w + " in " + o.caption) } }
    } else if let w = words(c.status) {
      notes.append(w)
    }
    if let note = c.listNote { notes.append(note) }
    return notes.isEmpty ? "" : "  (" + notes.joined(separator: "; ") + ")"
  }

  /// View, intrinsic size, hugging and compression resistance (H, V) of the first panel.
  func priorityTable(_ figure: Figure, at origin: DisplayPoint) throws(RenderError) -> (
    [DisplayItem], Double
  ) {
    func n(_ v: Double?) -> String { v.map(formatFigureNumber) ?? "none" }
    // One row per view, plus one per panel where its values differ (a variant that changes
    // hugging, or text that changes the intrinsic size), marked with the panels' captions.
    var body: [(name: String, cells: [String], captions: [String])] = []
    for panel in figure.panels {
      for (i, v) in panel.scene.views.enumerated() {
        let intrinsic = panel.intrinsicSize(ViewID(i))
        let hugging = v.hugging
        let resistance = v.compressionResistance
        let cells = [
          "\(n(intrinsic.width)) x \(n(intrinsic.height))",
          "\(hugging.horizontal.rawValue), \(hugging.vertical.rawValue)",
          "\(resistance.horizontal.rawValue), \(resistance.vertical.rawValue)",
        ]
        if let k = body.firstIndex(where: { $0.name == v.name.spelling && $0.cells == cells }) {
          body[k].captions.append(panel.caption)
        } else {
          body.append((v.name.spelling, cells, [panel.caption]))
        }
      }
    }
    var rows: [[String]] = [["View", "Intrinsic size", "Hugging H, V", "Resistance H, V"]]
    for row in body {
      let variants = body.filter { $0.name == row.name }.count > 1
      let name = variants ? row.name + " [" + row.captions.joined(separator: "; ") + "]" : row.name
      rows.append([name] + row.cells)
    }
    var shaped: [[ShapedText]] = []
    for row in rows {
      var cells: [ShapedText] = []
      for (ci, cell) in row.enumerated() {
        _ = ci
        cells.append(try text.shape(cell, size: 11, weight: row == rows[0] ? .semibold : .regular))
      }
      shaped.append(cells)
    }
    var columnX: [Double] = []
    var x = origin.x
    for col in 0..<rows[0].count {
      columnX.append(x)
      x += (shaped.map { $0[col].width }.max() ?? 0) + 16
    }
    var items: [DisplayItem] = []
    var y = origin.y
    for (ri, row) in shaped.enumerated() {
      for (ci, cell) in row.enumerated() {
        let paint: Paint = ri == 0 ? .role(.secondaryText) : .role(.text)
        items += text.runs(cell, origin: DisplayPoint(x: columnX[ci], y: y), paint: paint).map(
          DisplayItem.glyphs)
      }
      y += 16
    }
    return (
      [
        .group(
          DisplayGroup(
            id: .priorityTable, classes: ["priority-table"], title: "Hugging and compression resistance",
            items: items))
      ], y - origin.y
    )
  }

  /// Sample glyph and words for each entry that occurs, flowing left to right.
  /// `breaker` names who broke the `recoveryBroken` constraint (`UIKit`).
  func legend(_ entries: [LegendEntry], breaker: String? = nil, at origin: DisplayPoint) throws(RenderError)
    -> ([DisplayItem], Double)
  {
    var items: [DisplayItem] = []
    var x = origin.x
    var y = origin.y
    for entry in entries {
      let label =
        entry == .recoveryBroken ? "broken by \(breaker ?? "the log's engine") to recover" : entry.label
      let shaped = try text.shape(label, size: 11)
      let entryWidth = 28 + shaped.width + 16
      if x > origin.x && x + entryWidth > origin.x + width {
        x = origin.x
        y += 18
      }
      let sample = DisplayRect(x: x, y: y + 2, width: 22, height: 10)
      var parts = Self.sample(entry, in: sample)
      let tags = TagPainter(text: text)
      func tag(_ marker: String?, _ pill: String?) throws(RenderError) -> [DisplayItem] {
        var t = TagPainter.Tag(number: nil, pill: nil, numberWidth: 0, pillWidth: 0)
        if let marker {
          let shaped = try text.shape(marker, size: TagPainter.fontSize, weight: .semibold)
          t.number = shaped
          t.numberWidth = max(TagPainter.height, shaped.width + 6)
        }
        if let pill {
          let shaped = try text.shape(pill, size: TagPainter.fontSize, weight: .medium)
          t.pill = shaped
          t.pillWidth = shaped.width + 8
        }
        let box = DisplayRect(x: sample.midX - t.width / 2, y: sample.midY - 7, width: t.width, height: 14)
        return tags.draw(t, in: box, role: .satisfied)
      }
      switch entry {
      case .equalBadge:
        parts = try tags.badge(
          in: DisplayRect(x: sample.midX - 6, y: sample.midY - 6, width: 12, height: 12), role: .satisfied)
      case .marker: parts = try tag("1", nil)
      case .pill: parts = try tag(nil, "20")
      case .inequality: parts = try tag(nil, "≥")
      default: break
      }
      parts += text.runs(shaped, origin: DisplayPoint(x: x + 28, y: y), paint: .role(.secondaryText)).map(
        DisplayItem.glyphs)
      items.append(
        .group(DisplayGroup(id: .legendEntry(entry), classes: ["legend-entry"], items: parts)))
      x += entryWidth
    }
    let group = DisplayGroup(id: .legend, classes: ["legend"], title: "Legend", items: items)
    return (entries.isEmpty ? [] : [.group(group)], entries.isEmpty ? 0 : y - origin.y + 16)
  }

  private static func sample(_ entry: LegendEntry, in r: DisplayRect) -> [DisplayItem] {
    let blue = Stroke(paint: .role(.satisfied), width: 1.25)
    let left = DisplayPoint(x: r.x, y: r.midY)
    let right = DisplayPoint(x: r.maxX, y: r.midY)
    func swatch(_ role: PaintRole) -> [DisplayItem] {
      [.line(LineItem(start: left, end: right, stroke: Stroke(paint: .role(role), width: 3)))]
    }
    switch entry {
    case .ibar: return [.line(LineItem(start: left, end: right, stroke: blue, ends: .bars(length: 6)))]
    case .alignment:
      return [
        .line(
          LineItem(
            start: DisplayPoint(x: r.midX, y: r.y - 2), end: DisplayPoint(x: r.midX, y: r.maxY + 2),
            stroke: blue))
      ]
    case .baseline:
      var s = blue
      s.dash = Stroke.dottedDash
      return [.line(LineItem(start: left, end: right, stroke: s))]
    case .optional:
      var s = blue
      s.dash = Stroke.optionalDash
      return [.line(LineItem(start: left, end: right, stroke: s, ends: .bars(length: 6)))]
    case .equalBadge, .marker, .pill, .inequality: return []
    case .satisfied: return swatch(.satisfied)
    case .classOnly: return swatch(.classOnly)
    case .broken: return swatch(.broken)
    case .conflict, .recoveryBroken: return swatch(.conflict)
    case .conflictingSet: return swatch(.change)
    case .unknownSize: return [.rect(RectItem(rect: r, stroke: ViewPainter.unknownSizeStroke))]
    case .zeroSize:
      let side = ViewPainter.zeroSizeMarker
      let marker = DisplayRect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side)
      return [.rect(RectItem(rect: marker, stroke: ViewPainter.zeroSizeStroke))]
    case .ambiguousFrame:
      return [
        .rect(RectItem(rect: r, stroke: Stroke(paint: .role(.conflict), width: 1, dash: Stroke.optionalDash)))
      ]
    case .clippedIntrinsic:
      return [.rect(RectItem(rect: r, stroke: Stroke(paint: .role(.implicit), width: 1, dash: [2, 2])))]
    case .negativeSize:
      return ViewPainter.negativeSizeMarks(r)
    case .margin:
      return [
        .line(
          LineItem(
            start: DisplayPoint(x: r.midX, y: r.y - 2), end: DisplayPoint(x: r.midX, y: r.maxY + 2),
            stroke: Stroke(paint: .role(.margin), width: 1, dash: [3, 3])))
      ]
    case .stackView:
      return [
        .rect(
          RectItem(rect: r, stroke: Stroke(paint: .role(.implicit), width: 1, dash: [5, 3])))
      ]
    case .guide:
      return [
        .rect(RectItem(rect: r, fill: .role(.guideBand))),
        .line(
          LineItem(
            start: DisplayPoint(x: r.x, y: r.maxY), end: DisplayPoint(x: r.maxX, y: r.maxY),
            stroke: Stroke(paint: .role(.guide), width: 1, dash: [3, 2]))),
      ]
    }
  }
}
