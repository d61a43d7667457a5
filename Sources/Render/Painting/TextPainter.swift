import Layout

/// Turns strings into glyph runs through the shaper, placed in diagram space.
struct TextPainter {
  /// The text shaper (Typesetting in production).
  let shaper: any DiagramTextShaper

  /// Shapes one line of UI text (pills, markers, lists) and returns it with its size.
  func shape(_ text: String, size: Double, weight: FontWeight = .regular) throws(RenderError) -> ShapedText {
    try shaper.shape(text, font: ResolvedFont(pointSize: size, weight: weight), maxWidth: nil, maxLines: 1)
  }

  /// Glyph runs (one per line and font) for shaped text whose block's top-left is `origin`, each
  /// line aligned inside `boxWidth`. The first run of a line carries the line's text.
  func runs(
    _ shaped: ShapedText, origin: DisplayPoint, boxWidth: Double? = nil,
    alignment: TextAlignment = .left, paint: Paint
  ) -> [DisplayGlyphRun] {
    var out: [DisplayGlyphRun] = []
    for line in shaped.lines {
      var x = origin.x
      if let boxWidth {
        // Natural and justified text is left-to-right here and not stretched: flush left.
        switch alignment {
        case .natural, .left, .justified: break
        case .center: x += (boxWidth - line.width) / 2
        case .right: x += boxWidth - line.width
        }
      }
      let baseline = origin.y + line.baseline
      let lineBox = DisplayRect(
        x: x, y: baseline - shaped.ascender, width: line.width, height: shaped.ascender - shaped.descender)
      for (si, segment) in line.segments.enumerated() {
        let glyphs = segment.glyphs.map { g in
          DisplayGlyphRun.Glyph(
            id: g.id, position: DisplayPoint(x: x + g.position.x, y: baseline + g.position.y))
        }
        out.append(
          DisplayGlyphRun(
            font: segment.font, size: segment.size, glyphs: glyphs, paint: paint,
            text: si == 0 ? line.text : "",
            bounds: si == 0
              ? lineBox : DisplayRect(x: lineBox.x, y: lineBox.y, width: 0, height: lineBox.height)))
      }
    }
    return out
  }

  /// One line of UI text with its top-left at `origin`; returns the runs and the text's box.
  func line(
    _ text: String, at origin: DisplayPoint, size: Double, weight: FontWeight = .regular, paint: Paint
  ) throws(RenderError) -> (items: [DisplayItem], box: DisplayRect) {
    let shaped = try shape(text, size: size, weight: weight)
    let runs = runs(shaped, origin: origin, paint: paint)
    let box = DisplayRect(x: origin.x, y: origin.y, width: shaped.width, height: shaped.height)
    return (runs.map(DisplayItem.glyphs), box)
  }
}
