import CCairo

/// Paints a display list onto a Cairo context (PNG and PDF backends share it).
///
/// Rendering is pinned per REFERENCE §6: fonts by path into FT faces, hint style NONE, hint metrics
/// OFF, antialias GRAY, glyph positions from the display list through `cairo_show_glyphs`.
struct CairoPainter {
  /// Colours of the roles.
  let theme: Theme

  /// Draws the whole list (background first unless transparent).
  func paint(_ list: DisplayList, on cr: OpaquePointer, transparent: Bool) throws(RenderError) {
    let options = cairo_font_options_create()
    defer { cairo_font_options_destroy(options) }
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_set_font_options(cr, options)
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
    if !transparent {
      setSource(cr, theme.color(.background))
      cairo_paint(cr)
    }
    try draw(list.items, on: cr)
    let status = cairo_status(cr)
    if status != CAIRO_STATUS_SUCCESS {
      throw .cairo(String(cString: cairo_status_to_string(status)))
    }
  }

  private func setSource(_ cr: OpaquePointer, _ c: RGBA) {
    cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
  }

  private func draw(_ items: [DisplayItem], on cr: OpaquePointer) throws(RenderError) {
    for item in items {
      switch item {
      case .line(let line):
        cairo_new_path(cr)
        cairo_move_to(cr, line.start.x, line.start.y)
        cairo_line_to(cr, line.end.x, line.end.y)
        for (a, b) in line.barSegments {
          cairo_move_to(cr, a.x, a.y)
          cairo_line_to(cr, b.x, b.y)
        }
        stroke(cr, line.stroke)
      case .rect(let r):
        roundedRect(cr, r.rect, radius: r.cornerRadius)
        fillAndStroke(cr, fill: r.fill, stroke: r.stroke)
      case .path(let p):
        cairo_new_path(cr)
        for element in p.elements {
          switch element {
          case .move(let a): cairo_move_to(cr, a.x, a.y)
          case .line(let a): cairo_line_to(cr, a.x, a.y)
          case .curve(let a, let b, let c): cairo_curve_to(cr, a.x, a.y, b.x, b.y, c.x, c.y)
          case .close: cairo_close_path(cr)
          }
        }
        fillAndStroke(cr, fill: p.fill, stroke: p.stroke)
      case .glyphs(let run):
        try drawGlyphs(run, on: cr)
      case .group(let g):
        if let clip = g.clip {
          cairo_save(cr)
          cairo_new_path(cr)
          cairo_rectangle(cr, clip.x, clip.y, clip.width, clip.height)
          cairo_clip(cr)
        }
        defer { if g.clip != nil { cairo_restore(cr) } }
        if g.opacity < 1 {
          cairo_push_group(cr)
          try draw(g.items, on: cr)
          cairo_pop_group_to_source(cr)
          cairo_paint_with_alpha(cr, g.opacity)
        } else {
          try draw(g.items, on: cr)
        }
      }
    }
  }

  private func roundedRect(_ cr: OpaquePointer, _ r: DisplayRect, radius: Double) {
    cairo_new_path(cr)
    let rad = min(radius, r.width / 2, r.height / 2)
    guard rad > 0 else {
      cairo_rectangle(cr, r.x, r.y, r.width, r.height)
      return
    }
    let d = Double.pi / 180
    cairo_new_sub_path(cr)
    cairo_arc(cr, r.maxX - rad, r.y + rad, rad, -90 * d, 0)
    cairo_arc(cr, r.maxX - rad, r.maxY - rad, rad, 0, 90 * d)
    cairo_arc(cr, r.x + rad, r.maxY - rad, rad, 90 * d, 180 * d)
    cairo_arc(cr, r.x + rad, r.y + rad, rad, 180 * d, 270 * d)
    cairo_close_path(cr)
  }

  private func fillAndStroke(_ cr: OpaquePointer, fill: Paint?, stroke s: Stroke?) {
    if let fill {
      setSource(cr, theme.resolve(fill))
      if s != nil { cairo_fill_preserve(cr) } else { cairo_fill(cr) }
    }
    if let s { stroke(cr, s) }
    cairo_new_path(cr)
  }

  private func stroke(_ cr: OpaquePointer, _ s: Stroke) {
    setSource(cr, theme.resolve(s.paint))
    cairo_set_line_width(cr, s.width)
    cairo_set_line_cap(cr, s.cap == .round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
    s.dash.withUnsafeBufferPointer { buf in
      cairo_set_dash(cr, buf.baseAddress, Int32(buf.count), 0)
    }
    cairo_stroke(cr)
  }

  private func drawGlyphs(_ run: DisplayGlyphRun, on cr: OpaquePointer) throws(RenderError) {
    guard !run.glyphs.isEmpty else { return }
    guard let face = FontFaceStore.shared.cairoFace(run.font) else {
      throw .fontUnavailable(path: run.font.path)
    }
    cairo_set_font_face(cr, face)
    cairo_set_font_size(cr, run.size)
    setSource(cr, theme.resolve(run.paint))
    let glyphs = run.glyphs.map { g in
      cairo_glyph_t(index: UInt(g.id), x: g.position.x, y: g.position.y)
    }
    glyphs.withUnsafeBufferPointer { buf in
      cairo_show_glyphs(cr, buf.baseAddress, Int32(buf.count))
    }
  }
}
