extension DisplayItem {
  /// The item moved by `dx`, `dy` (groups recursively).
  public func translated(dx: Double, dy: Double) -> DisplayItem {
    func p(_ q: DisplayPoint) -> DisplayPoint { q.offsetBy(dx: dx, dy: dy) }
    switch self {
    case .line(var line):
      line.start = p(line.start)
      line.end = p(line.end)
      return .line(line)
    case .rect(var r):
      r.rect = r.rect.offsetBy(dx: dx, dy: dy)
      return .rect(r)
    case .path(var path):
      path.elements = path.elements.map { $0.mapPoints(p) }
      return .path(path)
    case .glyphs(var run):
      run.glyphs = run.glyphs.map { DisplayGlyphRun.Glyph(id: $0.id, position: p($0.position)) }
      run.bounds = run.bounds.offsetBy(dx: dx, dy: dy)
      return .glyphs(run)
    case .group(var g):
      g.items = g.items.map { $0.translated(dx: dx, dy: dy) }
      g.clip = g.clip?.offsetBy(dx: dx, dy: dy)
      return .group(g)
    }
  }

  /// A box holding the item's geometry (stroke widths and bar ends included); nil when empty.
  public var bounds: DisplayRect? {
    switch self {
    case .line(let line):
      var pts = [line.start, line.end]
      for (a, b) in line.barSegments { pts += [a, b] }
      return DisplayRect.enclosing(pts)?.insetBy(-line.stroke.width / 2)
    case .rect(let r):
      return r.rect.insetBy(-(r.stroke?.width ?? 0) / 2)
    case .path(let path):
      let pts = path.elements.flatMap { e -> [DisplayPoint] in
        switch e {
        case .move(let a), .line(let a): return [a]
        case .curve(let a, let b, let c): return [a, b, c]
        case .close: return []
        }
      }
      return DisplayRect.enclosing(pts)?.insetBy(-(path.stroke?.width ?? 0) / 2)
    case .glyphs(let run):
      return run.bounds
    case .group(let g):
      let inside = g.items.compactMap(\.bounds).reduce(nil) { acc, r in acc.map { $0.union(r) } ?? r }
      guard let clip = g.clip else { return inside }
      return inside.flatMap { $0.intersection(clip) }
    }
  }
}
