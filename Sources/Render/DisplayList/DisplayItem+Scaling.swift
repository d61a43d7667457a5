extension DisplayItem {
  /// The item scaled by `s` about the origin: geometry, stroke widths, dashes, bar lengths, corner
  /// radii and text sizes alike (a width sweep's small panels).
  public func scaled(by s: Double) -> DisplayItem {
    func p(_ q: DisplayPoint) -> DisplayPoint { DisplayPoint(x: q.x * s, y: q.y * s) }
    func r(_ q: DisplayRect) -> DisplayRect {
      DisplayRect(x: q.x * s, y: q.y * s, width: q.width * s, height: q.height * s)
    }
    func k(_ stroke: Stroke?) -> Stroke? {
      guard var stroke else { return nil }
      stroke.width *= s
      stroke.dash = stroke.dash.map { $0 * s }
      return stroke
    }
    switch self {
    case .line(var line):
      line.start = p(line.start)
      line.end = p(line.end)
      line.stroke = k(line.stroke) ?? line.stroke
      if case .bars(let length) = line.ends { line.ends = .bars(length: length * s) }
      return .line(line)
    case .rect(var item):
      item.rect = r(item.rect)
      item.cornerRadius *= s
      item.stroke = k(item.stroke)
      return .rect(item)
    case .path(var path):
      path.elements = path.elements.map { $0.mapPoints(p) }
      path.stroke = k(path.stroke)
      return .path(path)
    case .glyphs(var run):
      run.size *= s
      run.glyphs = run.glyphs.map { DisplayGlyphRun.Glyph(id: $0.id, position: p($0.position)) }
      run.bounds = r(run.bounds)
      return .glyphs(run)
    case .group(var g):
      g.items = g.items.map { $0.scaled(by: s) }
      g.clip = g.clip.map(r)
      return .group(g)
    }
  }
}
