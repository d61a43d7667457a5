import Layout

/// Texts, legend, header and CSS of a width sweep's filmstrip and animation.
enum SweepLayout {
  /// Largest scale of a filmstrip panel: small panels, still legible titles.
  static let filmstripScale = 0.75
  /// Margin around a sweep figure.
  static let padding = 20.0
  /// Width of the column of width labels left of stacked panels.
  static let labelColumn = 96.0
  /// Panels at most this tall (scaled) are stacked one per row.
  static let stackedHeight = 140.0

  /// Frames one per row, left edges aligned, labels in a column on the left. Returns the items and
  /// the y under the last row.
  static func stacked(
    _ sweep: WidthSweep, tiles: [SweepFrameBuilder.Tile], scale: Double, text: TextPainter
  ) throws(RenderError) -> ([DisplayItem], Double) {
    var items: [DisplayItem] = []
    let left = padding + labelColumn - (tiles.map { $0.bounds.x * scale }.min() ?? 0)
    var y = padding
    for (k, tile) in tiles.enumerated() {
      let b = tile.bounds.scaled(by: scale)
      let dy = y - b.y
      var frameItems = tile.items.map { $0.scaled(by: scale).translated(dx: left, dy: dy) }
      let label = try text.shape(widthText(sweep.frames[k].width), size: 12, weight: .semibold)
      let labelHeight = label.height + 14
      let labelY = y + max((b.height - labelHeight) / 2, 0)
      let labelRight = padding + labelColumn - 12
      frameItems += text.runs(
        label, origin: DisplayPoint(x: labelRight - label.width, y: labelY), paint: .role(.text)
      ).map(DisplayItem.glyphs)
      if let change = changeText(tile, first: k == 0) {
        let shaped = try text.shape(change, size: 10)
        frameItems += text.runs(
          shaped, origin: DisplayPoint(x: labelRight - shaped.width, y: labelY + label.height + 1),
          paint: .role(.secondaryText)
        ).map(DisplayItem.glyphs)
      }
      items.append(frameGroup(k, sweep, frameItems))
      y += max(b.height, labelHeight) + 12
    }
    return (items, y - 12)
  }

  /// Frames left to right in rows under `maxWidth`, captions under each. Returns the items and the
  /// y under the last captions.
  static func flowed(
    _ sweep: WidthSweep, tiles: [SweepFrameBuilder.Tile], scale: Double, maxWidth: Double, text: TextPainter
  ) throws(RenderError) -> ([DisplayItem], Double) {
    let bounds = tiles.map { $0.bounds.scaled(by: scale) }
    let captionHeight = 32.0
    let flow = PanelFlow(
      bounds: bounds, maxWidth: maxWidth, padding: padding, gap: 24, rowGap: 10,
      captionHeight: { _ in captionHeight })
    var items: [DisplayItem] = []
    for (k, tile) in tiles.enumerated() {
      let place = flow.placements[k]
      let b = bounds[k]
      var frameItems = tile.items.map { $0.scaled(by: scale).translated(dx: place.dx, dy: place.dy) }
      let slotX = b.x + place.dx
      var y = flow.rows[place.row].bottom + 6
      let caption = try text.shape(widthText(sweep.frames[k].width), size: 12, weight: .semibold)
      frameItems += text.runs(
        caption, origin: DisplayPoint(x: slotX + (b.width - caption.width) / 2, y: y), paint: .role(.text)
      ).map(DisplayItem.glyphs)
      y += caption.height + 1
      if let change = changeText(tile, first: k == 0) {
        let shaped = try text.shape(change, size: 10)
        frameItems += text.runs(
          shaped, origin: DisplayPoint(x: slotX + (b.width - shaped.width) / 2, y: y),
          paint: .role(.secondaryText)
        ).map(DisplayItem.glyphs)
      }
      items.append(frameGroup(k, sweep, frameItems))
    }
    return (items, (flow.rows.last?.bottom ?? padding) + captionHeight)
  }

  private static func frameGroup(_ k: Int, _ sweep: WidthSweep, _ items: [DisplayItem]) -> DisplayItem {
    .group(
      DisplayGroup(
        id: .sweepFrame(k), classes: ["sweep-frame"], title: widthText(sweep.frames[k].width), items: items))
  }
  /// Seconds each width stays on screen in the animation.
  static let secondsPerFrame = 1.2

  /// "320 pt".
  static func widthText(_ width: Double) -> String {
    "\(formatFigureNumber(width)) pt"
  }

  /// "2 resized, 1 moved" since the previous width; "no change"; nil for the first frame.
  static func changeText(_ tile: SweepFrameBuilder.Tile, first: Bool) -> String? {
    guard !first else { return "first width" }
    var parts: [String] = []
    if tile.resized > 0 { parts.append("\(tile.resized) resized") }
    if tile.moved > 0 { parts.append("\(tile.moved) moved") }
    return parts.isEmpty ? "no change" : parts.joined(separator: ", ")
  }

  /// The SVG `<desc>`: the widths and, per width, the views that changed.
  static func summary(_ sweep: WidthSweep) -> String {
    var lines = [
      "Width sweep of \(sweep.title): " + sweep.frames.map { widthText($0.width) }.joined(separator: ", ")
        + "."
    ]
    for k in sweep.frames.indices.dropFirst() {
      let views = sweep.frames[k].panel.scene.views
      let changes = sweep.changes(at: k)
      let resized = views.indices.filter { changes[$0] == .resized }.map { views[$0].name.spelling }
      let moved = views.indices.filter { changes[$0] == .moved }.map { views[$0].name.spelling }
      var line = "At \(widthText(sweep.frames[k].width)):"
      line += resized.isEmpty ? "" : " resized " + resized.joined(separator: ", ") + "."
      line += moved.isEmpty ? "" : " moved " + moved.joined(separator: ", ") + "."
      if resized.isEmpty && moved.isEmpty { line += " nothing changed." }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  /// The legend under a filmstrip: the two highlights and what the crop shows.
  static func legend(
    _ sweep: WidthSweep, tiles: [SweepFrameBuilder.Tile], text: TextPainter, at origin: DisplayPoint,
    width: Double
  ) throws(RenderError) -> ([DisplayItem], Double) {
    var items: [DisplayItem] = []
    var x = origin.x
    let samples: [(RectItem, String)] = [
      (
        RectItem(
          rect: DisplayRect(x: 0, y: 0, width: 22, height: 10), cornerRadius: 3, fill: .role(.changeFill),
          stroke: Stroke(paint: .role(.change), width: SweepFrameBuilder.highlightWidth)),
        "changed size since the previous width"
      ),
      (
        RectItem(
          rect: DisplayRect(x: 0, y: 0, width: 22, height: 10), cornerRadius: 3,
          stroke: Stroke(paint: .role(.change), width: SweepFrameBuilder.highlightWidth, dash: [3, 2])),
        "moved, same size"
      ),
    ]
    for (sample, label) in samples {
      var rect = sample
      rect.rect = rect.rect.offsetBy(dx: x, dy: origin.y + 2)
      items.append(.rect(rect))
      let (runs, box) = try text.line(
        label, at: DisplayPoint(x: x + 28, y: origin.y), size: 11, paint: .role(.secondaryText))
      items += runs
      x = box.maxX + 16
    }
    var height = 18.0
    if let first = sweep.frames.first, let tile = tiles.first, tile.crop.isCropped {
      let h = formatFigureNumber(first.panel.height)
      let top = formatFigureNumber(tile.crop.crop.y)
      let bottom = formatFigureNumber(tile.crop.crop.maxY)
      let note =
        "Scenes \(h) pt high; shown from y = \(top) to \(bottom), the rows the views use (torn edges: the scene goes on)."
      let shaped = try text.shaper.shape(
        note, font: ResolvedFont(pointSize: 11), maxWidth: width, maxLines: 0)
      items += text.runs(
        shaped, origin: DisplayPoint(x: origin.x, y: origin.y + height), paint: .role(.secondaryText)
      )
      .map(DisplayItem.glyphs)
      height += shaped.height + 4
    }
    return ([.group(DisplayGroup(id: .legend, classes: ["legend"], items: items))], height)
  }

  /// The animation's header: the width in words and a ruler from the narrowest to the widest
  /// width with a mark at this one.
  static func animationHeader(
    width: Double, range: (Double, Double), tile: SweepFrameBuilder.Tile, first: Bool, text: TextPainter,
    at origin: DisplayPoint
  ) throws(RenderError) -> [DisplayItem] {
    var items: [DisplayItem] = []
    let (runs, box) = try text.line(
      "Width " + widthText(width), at: origin, size: 13, weight: .semibold, paint: .role(.text))
    items += runs
    let rulerX = max(box.maxX + 16, origin.x + 120)
    let rulerWidth = 160.0
    let y = box.midY
    let stroke = Stroke(paint: .role(.frame), width: 1)
    items.append(
      .line(
        LineItem(
          start: DisplayPoint(x: rulerX, y: y), end: DisplayPoint(x: rulerX + rulerWidth, y: y),
          stroke: stroke,
          ends: .bars(length: 8))))
    let t = range.1 > range.0 ? (width - range.0) / (range.1 - range.0) : 0
    items.append(
      .path(
        PathItem(
          elements: PathItem.circle(center: DisplayPoint(x: rulerX + rulerWidth * t, y: y), radius: 4.5),
          fill: .role(.change))))
    var x = rulerX + rulerWidth + 12
    let (limits, limitBox) = try text.line(
      "\(formatFigureNumber(range.0))–\(widthText(range.1))", at: DisplayPoint(x: x, y: box.y + 1),
      size: 11, paint: .role(.secondaryText))
    items += limits
    x = limitBox.maxX + 16
    if let change = changeText(tile, first: first) {
      let (runs, _) = try text.line(
        change, at: DisplayPoint(x: x, y: box.y + 1), size: 11, paint: .role(.secondaryText))
      items += runs
    }
    return items
  }

  /// CSS that shows frame k from k/n to (k+1)/n of the cycle. Frames after the first are hidden
  /// by their `opacity="0"` attribute until their turn (the animation overrides the attribute), so
  /// without animation the first frame stands still; `prefers-reduced-motion` stops it.
  static func animationCSS(frames n: Int) -> String {
    guard n > 1 else { return "" }
    let total = secondsPerFrame * Double(n)
    var css = "    .sweep-frame{animation-duration:\(SVGWriter.num(total))s;"
    css += "animation-iteration-count:infinite;animation-timing-function:step-end}\n"
    for k in 0..<n {
      let start = SVGWriter.num(100 * Double(k) / Double(n))
      let end = SVGWriter.num(100 * Double(k + 1) / Double(n))
      css += "    .sweep-frame-\(k){animation-name:sweep-\(k)}\n"
      if k == 0 {
        css += "    @keyframes sweep-0{0%{opacity:1}\(end)%{opacity:0}100%{opacity:0}}\n"
      } else if k == n - 1 {
        css += "    @keyframes sweep-\(k){0%{opacity:0}\(start)%{opacity:1}100%{opacity:1}}\n"
      } else {
        css +=
          "    @keyframes sweep-\(k){0%{opacity:0}\(start)%{opacity:1}\(end)%{opacity:0}100%{opacity:0}}\n"
      }
    }
    css += "    @media (prefers-reduced-motion: reduce){.sweep-frame{animation:none}}\n"
    return css
  }
}
