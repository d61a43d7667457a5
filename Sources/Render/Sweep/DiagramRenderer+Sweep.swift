extension DiagramRenderer {
  /// The default maximum figure width in points: panels wrap into rows beyond it.
  public static let defaultMaxWidth = 1000.0

  /// A sweep as a filmstrip: one small panel per width (no constraint marks: at that size they
  /// would hide the views), each labelled with its width and what changed since the previous width,
  /// and a legend. Short panels (a fitted row of buttons) are stacked one per row, left edges
  /// aligned, so the widths compare like bars; tall ones flow into rows under `maxWidth`.
  public func filmstrip(
    _ sweep: WidthSweep, options: RenderOptions = RenderOptions(), maxWidth: Double = defaultMaxWidth
  ) throws(RenderError) -> DisplayList {
    var frameOptions = options
    frameOptions.annotations = false
    let painter = TextPainter(shaper: shaper)
    let tiles = try SweepFrameBuilder(options: frameOptions, text: painter).tiles(sweep)
    let padding = SweepLayout.padding
    let widest = max(tiles.map(\.bounds.width).max() ?? 1, 1)
    let tallest = tiles.map(\.bounds.height).max() ?? 0
    let stackedScale = min(
      SweepLayout.filmstripScale, (maxWidth - 2 * padding - SweepLayout.labelColumn) / widest)
    var items: [DisplayItem]
    var bottom: Double
    if tallest * stackedScale <= SweepLayout.stackedHeight {
      (items, bottom) = try SweepLayout.stacked(sweep, tiles: tiles, scale: stackedScale, text: painter)
    } else {
      let scale = min(SweepLayout.filmstripScale / 1.5, (maxWidth - 2 * padding) / widest)
      (items, bottom) = try SweepLayout.flowed(
        sweep, tiles: tiles, scale: scale, maxWidth: maxWidth, text: painter)
    }
    var y = bottom + 8
    let (legend, height) = try SweepLayout.legend(
      sweep, tiles: tiles, text: painter, at: DisplayPoint(x: padding, y: y), width: maxWidth - 2 * padding)
    items += legend
    y += height
    let width = (items.compactMap(\.bounds).map(\.maxX).max() ?? 0) + padding
    return DisplayList(
      width: width.rounded(.up), height: (y + padding).rounded(.up), title: sweep.title + " (width sweep)",
      summary: SweepLayout.summary(sweep), items: items)
  }

  /// Renders the filmstrip in one format.
  public func render(
    _ sweep: WidthSweep, format: OutputFormat, options: RenderOptions = RenderOptions(),
    maxWidth: Double = defaultMaxWidth
  ) throws(RenderError) -> [UInt8] {
    try Self.render(filmstrip(sweep, options: options, maxWidth: maxWidth), format: format, options: options)
  }

  /// The sweep as an animated SVG: the frames drawn at one place, full size (scaled down only to
  /// fit `maxWidth`), annotated as `options` say, shown one after the other by CSS animation (no
  /// script, no SMIL). Every frame but the first carries `opacity="0"`, so a viewer that does not
  /// animate (or a reader who asks for reduced motion) shows the first width as a still picture.
  public func animatedSweep(
    _ sweep: WidthSweep, options: RenderOptions = RenderOptions(), maxWidth: Double = defaultMaxWidth
  ) throws(RenderError) -> [UInt8] {
    let list = try animationList(sweep, options: options, maxWidth: maxWidth)
    return try animatedSweep(list, frames: sweep.frames.count, options: options)
  }

  /// The animated SVG of a display list made by `animationList` with `frames` frames (callers that
  /// check the list's size before writing it).
  public func animatedSweep(_ list: DisplayList, frames: Int, options: RenderOptions = RenderOptions())
    throws(RenderError) -> [UInt8]
  {
    let css = SweepLayout.animationCSS(frames: frames)
    return try SVGWriter(theme: options.theme, transparent: options.transparentBackground, extraCSS: css)
      .document(list)
  }

  /// The display list of the animated sweep (all frames; frames after the first at opacity 0).
  public func animationList(_ sweep: WidthSweep, options: RenderOptions, maxWidth: Double) throws(RenderError)
    -> DisplayList
  {
    let painter = TextPainter(shaper: shaper)
    let tiles = try SweepFrameBuilder(options: options, text: painter).tiles(sweep)
    let padding = 20.0
    let header = 30.0
    let widest = tiles.map(\.bounds.width).max() ?? 1
    let scale = min(1, (maxWidth - 2 * padding) / max(widest, 1))
    let bounds = tiles.map { $0.bounds.scaled(by: scale) }
    let dx = padding - (bounds.map(\.x).min() ?? 0)
    let dy = padding + header - (bounds.map(\.y).min() ?? 0)
    let widths = sweep.frames.map(\.width)
    var items: [DisplayItem] = []
    var right = 0.0
    var bottom = 0.0
    for (k, tile) in tiles.enumerated() {
      var frameItems = tile.items.map { $0.scaled(by: scale).translated(dx: dx, dy: dy) }
      frameItems += try SweepLayout.animationHeader(
        width: widths[k], range: (widths.min() ?? 0, widths.max() ?? 0), tile: tile, first: k == 0,
        text: painter, at: DisplayPoint(x: padding, y: padding))
      right = max(right, bounds[k].maxX + dx)
      bottom = max(bottom, bounds[k].maxY + dy)
      items.append(
        .group(
          DisplayGroup(
            id: .sweepFrame(k), classes: ["sweep-frame", "sweep-frame-\(k)"],
            title: SweepLayout.widthText(widths[k]), opacity: k == 0 ? 1 : 0, items: frameItems)))
    }
    let width = max(right, items.compactMap(\.bounds).map(\.maxX).max() ?? 0) + padding
    return DisplayList(
      width: width.rounded(.up), height: (bottom + padding).rounded(.up),
      title: sweep.title + " (width sweep, animated)", summary: SweepLayout.summary(sweep), items: items)
  }
}

extension DisplayRect {
  /// The rectangle scaled by `s` about the origin.
  func scaled(by s: Double) -> DisplayRect {
    DisplayRect(x: x * s, y: y * s, width: width * s, height: height * s)
  }
}
