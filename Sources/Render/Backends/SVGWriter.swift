/// Our own SVG writer (not Cairo's): glyphs as outline paths read with FreeType, so text looks as in
/// the PNG without the font installed, plus invisible real text for search and screen readers,
/// stable ids, and both themes through CSS classes and `prefers-color-scheme`.
struct SVGWriter {
  /// The theme used when the reader's system expresses no preference.
  let theme: Theme
  /// Whether the page background is omitted.
  let transparent: Bool
  /// More CSS after the theme rules (the animation of a width sweep).
  var extraCSS = ""

  /// The document as UTF-8 bytes.
  func document(_ list: DisplayList) throws(RenderError) -> [UInt8] {
    let fonts = Self.fonts(in: list.items)
    var glyphDefs = GlyphDefinitions(fonts: fonts)
    var body = ""
    try write(list.items, into: &body, indent: "  ", defs: &glyphDefs)
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    let w = Self.num(list.width)
    let h = Self.num(list.height)
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\""
    out += " width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\""
    out += " role=\"img\" aria-labelledby=\"title desc\">\n"
    out += "  <title id=\"title\">\(Self.escape(list.title))</title>\n"
    out += "  <desc id=\"desc\">\(Self.escape(list.summary))</desc>\n"
    out += "  <style>\n" + stylesheet() + extraCSS + "  </style>\n"
    out += "  <defs>\n" + glyphDefs.markup + "  </defs>\n"
    if !transparent {
      out += "  <rect class=\"f-background\" x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\"/>\n"
    }
    out += body
    out += "</svg>\n"
    return Array(out.utf8)
  }

  /// CSS: one fill and one stroke class per role, then the dark theme under the media query.
  private func stylesheet() -> String {
    func rules(_ t: Theme, indent: String) -> String {
      var css = ""
      for role in PaintRole.allCases {
        let c = t.color(role)
        let fillOpacity = c.alpha < 1 ? ";fill-opacity:\(Self.num(c.alpha))" : ""
        let strokeOpacity = c.alpha < 1 ? ";stroke-opacity:\(Self.num(c.alpha))" : ""
        css += "\(indent).f-\(role.rawValue){fill:\(c.hexString)\(fillOpacity)}\n"
        css += "\(indent).s-\(role.rawValue){stroke:\(c.hexString)\(strokeOpacity)}\n"
      }
      return css
    }
    var css = "    .a11y{fill:#000;fill-opacity:0;stroke:none}\n"
    css += rules(theme, indent: "    ")
    if theme == .light {
      css += "    @media (prefers-color-scheme: dark) {\n" + rules(.dark, indent: "      ") + "    }\n"
    }
    return css
  }

  private static func fonts(in items: [DisplayItem]) -> [FontReference] {
    var seen = Set<FontReference>()
    func walk(_ items: [DisplayItem]) {
      for item in items {
        switch item {
        case .glyphs(let run): seen.insert(run.font)
        case .group(let g): walk(g.items)
        default: break
        }
      }
    }
    walk(items)
    // Sorted: the font index in glyph ids must not depend on Set order.
    return seen.sorted()
  }

  private func write(
    _ items: [DisplayItem], into out: inout String, indent: String, defs: inout GlyphDefinitions
  ) throws(RenderError) {
    for item in items {
      switch item {
      case .line(let line):
        var d = "M\(Self.num(line.start.x)) \(Self.num(line.start.y))"
        d += "L\(Self.num(line.end.x)) \(Self.num(line.end.y))"
        for (a, b) in line.barSegments {
          d += "M\(Self.num(a.x)) \(Self.num(a.y))L\(Self.num(b.x)) \(Self.num(b.y))"
        }
        out += "\(indent)<path d=\"\(d)\"\(paintAttributes(fill: nil, stroke: line.stroke))/>\n"
      case .rect(let r) where r.rect.width == 0 || r.rect.height == 0:
        // SVG draws no <rect> of zero width or height; Cairo strokes it as a line (a zero-height
        // dummy view): write the same outline as a path.
        let q = r.rect
        let d = Self.pathData([
          .move(DisplayPoint(x: q.x, y: q.y)), .line(DisplayPoint(x: q.maxX, y: q.y)),
          .line(DisplayPoint(x: q.maxX, y: q.maxY)), .line(DisplayPoint(x: q.x, y: q.maxY)), .close,
        ])
        out += "\(indent)<path d=\"\(d)\"\(paintAttributes(fill: r.fill, stroke: r.stroke))/>\n"
      case .rect(let r):
        let rect = r.rect
        var attrs = "x=\"\(Self.num(rect.x))\" y=\"\(Self.num(rect.y))\""
        attrs += " width=\"\(Self.num(rect.width))\" height=\"\(Self.num(rect.height))\""
        if r.cornerRadius > 0 {
          let rad = min(r.cornerRadius, rect.width / 2, rect.height / 2)
          attrs += " rx=\"\(Self.num(rad))\""
        }
        out += "\(indent)<rect \(attrs)\(paintAttributes(fill: r.fill, stroke: r.stroke))/>\n"
      case .path(let p):
        out += "\(indent)<path d=\"\(Self.pathData(p.elements))\""
        out += "\(paintAttributes(fill: p.fill, stroke: p.stroke))/>\n"
      case .glyphs(let run):
        try writeGlyphs(run, into: &out, indent: indent, defs: &defs)
      case .group(let g):
        let id = Self.escape(g.id.description)
        var open = "\(indent)<g id=\"\(id)\""
        if let clip = g.clip {
          // The clip path sits just before its group (clipPath elements are never drawn).
          var rect = "x=\"\(Self.num(clip.x))\" y=\"\(Self.num(clip.y))\""
          rect += " width=\"\(Self.num(clip.width))\" height=\"\(Self.num(clip.height))\""
          out += "\(indent)<clipPath id=\"\(id)-clip\"><rect \(rect)/></clipPath>\n"
          open += " clip-path=\"url(#\(id)-clip)\""
        }
        if !g.classes.isEmpty { open += " class=\"\(Self.escape(g.classes.joined(separator: " ")))\"" }
        if g.opacity < 1 { open += " opacity=\"\(Self.num(g.opacity))\"" }
        out += open + ">\n"
        if !g.title.isEmpty { out += "\(indent)  <title>\(Self.escape(g.title))</title>\n" }
        try write(g.items, into: &out, indent: indent + "  ", defs: &defs)
        out += "\(indent)</g>\n"
      }
    }
  }

  private func writeGlyphs(
    _ run: DisplayGlyphRun, into out: inout String, indent: String, defs: inout GlyphDefinitions
  ) throws(RenderError) {
    let (fillAttr, fillStyle) = paintFill(run.paint)
    out += "\(indent)<g\(fillAttr)\(fillStyle) aria-hidden=\"true\">\n"
    for glyph in run.glyphs {
      guard let def = defs.reference(font: run.font, glyph: glyph.id) else {
        throw .fontUnavailable(path: run.font.path)
      }
      guard let id = def.id else { continue }  // blank glyph (space)
      let s = run.size / def.unitsPerEm
      // Font units are y up: flip with a negative vertical scale.
      let m =
        "matrix(\(Self.num(s)) 0 0 \(Self.num(-s)) \(Self.num(glyph.position.x)) \(Self.num(glyph.position.y)))"
      out += "\(indent)  <use xlink:href=\"#\(id)\" transform=\"\(m)\"/>\n"
    }
    out += "\(indent)</g>\n"
    // Invisible real text over the glyphs: selectable, searchable, read by screen readers.
    if let first = run.glyphs.first, !run.text.isEmpty {
      let family = FontFaceStore.shared.familyName(run.font)
      var t = "\(indent)<text class=\"a11y\" x=\"\(Self.num(first.position.x))\""
      t += " y=\"\(Self.num(first.position.y))\" font-family=\"\(Self.escape(family))\""
      t += " font-size=\"\(Self.num(run.size))\""
      if run.bounds.width > 0 {
        t += " textLength=\"\(Self.num(run.bounds.width))\" lengthAdjust=\"spacingAndGlyphs\""
      }
      out += t + ">\(Self.escape(run.text))</text>\n"
    }
  }

  private func paintFill(_ paint: Paint) -> (String, String) {
    switch paint {
    case .role(let role): return (" class=\"f-\(role.rawValue)\"", "")
    case .color(let c):
      let opacity = c.alpha < 1 ? " fill-opacity=\"\(Self.num(c.alpha))\"" : ""
      return (" fill=\"\(c.hexString)\"", opacity)
    }
  }

  private func paintAttributes(fill: Paint?, stroke: Stroke?) -> String {
    var classes: [String] = []
    var attrs = ""
    if let fill {
      switch fill {
      case .role(let role): classes.append("f-\(role.rawValue)")
      case .color(let c):
        attrs += " fill=\"\(c.hexString)\""
        if c.alpha < 1 { attrs += " fill-opacity=\"\(Self.num(c.alpha))\"" }
      }
    } else {
      attrs += " fill=\"none\""
    }
    if let stroke {
      switch stroke.paint {
      case .role(let role): classes.append("s-\(role.rawValue)")
      case .color(let c):
        attrs += " stroke=\"\(c.hexString)\""
        if c.alpha < 1 { attrs += " stroke-opacity=\"\(Self.num(c.alpha))\"" }
      }
      attrs += " stroke-width=\"\(Self.num(stroke.width))\""
      if !stroke.dash.isEmpty {
        attrs += " stroke-dasharray=\"\(stroke.dash.map(Self.num).joined(separator: " "))\""
      }
      if stroke.cap == .round { attrs += " stroke-linecap=\"round\"" }
    }
    let cls = classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\""
    return cls + attrs
  }

  private static func pathData(_ elements: [PathElement]) -> String {
    var d = ""
    for e in elements {
      switch e {
      case .move(let p): d += "M\(num(p.x)) \(num(p.y))"
      case .line(let p): d += "L\(num(p.x)) \(num(p.y))"
      case .curve(let a, let b, let c):
        d += "C\(num(a.x)) \(num(a.y)) \(num(b.x)) \(num(b.y)) \(num(c.x)) \(num(c.y))"
      case .close: d += "Z"
      }
    }
    return d
  }

  /// A number with at most 3 decimals and no trailing zeros (stable, locale-free).
  static func num(_ v: Double) -> String {
    guard v.isFinite, abs(v) < 1e12 else { return "0" }
    let scaled = (v * 1000).rounded()
    if scaled == 0 { return "0" }
    let neg = scaled < 0
    let a = Int(abs(scaled))
    let whole = a / 1000
    var frac = String(a % 1000)
    while frac.count < 3 { frac = "0" + frac }
    while frac.hasSuffix("0") { frac.removeLast() }
    return (neg ? "-" : "") + String(whole) + (frac.isEmpty ? "" : "." + frac)
  }

  /// XML text and attribute escaping (`XMLText`, line breaks kept).
  static func escape(_ s: String) -> String { XMLText.escaped(s, lineBreaks: .kept) }
}
