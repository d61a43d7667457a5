import CCairo

/// PNG and PDF output through Cairo.
enum CairoBackend {
  /// Renders to PNG bytes at `scale` device pixels per point (our encoder, see `PNGEncoder`).
  static func png(
    _ list: DisplayList, theme: Theme, scale: Double, transparent: Bool
  ) throws(RenderError) -> [UInt8] {
    let surface = try imageSurface(list, theme: theme, scale: scale, transparent: transparent)
    defer { cairo_surface_destroy(surface) }
    return try PNGEncoder.encode(surface: surface, knownOpaque: !transparent)
  }

  /// Cairo's own PNG writer (`cairo_surface_write_to_png_stream`): the reference the tests compare
  /// our encoder with (same pixels). libpng's filter search and zlib level 6 made it the bulk of
  /// rendering time.
  static func cairoPNG(_ surface: OpaquePointer) throws(RenderError) -> [UInt8] {
    let sink = ByteSink()
    let status = cairo_surface_write_to_png_stream(
      surface, ByteSink.write, Unmanaged.passUnretained(sink).toOpaque())
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .cairo(String(cString: cairo_status_to_string(status)))
    }
    return sink.bytes
  }

  /// The pixel size of `list` drawn at `scale`: its points times the scale, rounded up, clamped
  /// to 0...1e9 before converting (`Int()` of a huge Double traps); a side that is not finite is
  /// `Int.min` (`imageSurface` refuses it before asking).
  static func pixelSize(_ list: DisplayList, scale: Double) -> (width: Int, height: Int) {
    func side(_ points: Double) -> Int {
      let pixels = (points * scale).rounded(.up)
      return pixels.isFinite ? Int(min(max(pixels, 0), 1e9)) : Int.min
    }
    return (side(list.width), side(list.height))
  }

  /// Renders to an ARGB32 image surface (the caller destroys it). Used by `png` and by tests.
  static func imageSurface(
    _ list: DisplayList, theme: Theme, scale: Double, transparent: Bool
  ) throws(RenderError) -> OpaquePointer {
    let (w, h) = pixelSize(list, scale: scale)
    guard w != Int.min, h != Int.min else { throw .invalidSize(width: list.width, height: list.height) }
    guard w > 0, h > 0, w <= RasterLimit.maxSide, h <= RasterLimit.maxSide else {
      throw .imageTooLarge(width: w, height: h)
    }
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else {
      throw .cairo("cannot create image surface")
    }
    let cr = cairo_create(surface)
    defer { cairo_destroy(cr) }
    guard let cr else {
      cairo_surface_destroy(surface)
      throw .cairo("cannot create context")
    }
    cairo_scale(cr, scale, scale)
    do {
      try CairoPainter(theme: theme).paint(list, on: cr, transparent: transparent)
    } catch {
      cairo_surface_destroy(surface)
      throw error
    }
    cairo_surface_flush(surface)
    return surface
  }

  /// Renders to a one-page PDF (vector; size in points).
  static func pdf(_ list: DisplayList, theme: Theme, transparent: Bool) throws(RenderError) -> [UInt8] {
    guard list.width.isFinite, list.height.isFinite, list.width > 0, list.height > 0,
      list.width * list.height < 1e10
    else { throw .invalidSize(width: list.width, height: list.height) }
    let sink = ByteSink()
    guard
      let surface = cairo_pdf_surface_create_for_stream(
        ByteSink.write, Unmanaged.passUnretained(sink).toOpaque(), list.width, list.height)
    else { throw .cairo("cannot create PDF surface") }
    // Fixed metadata so that the same figure gives the same document.
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, list.title)
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "layout-diagram")
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
    let cr = cairo_create(surface)
    var failure: RenderError?
    if let cr {
      do {
        try CairoPainter(theme: theme).paint(list, on: cr, transparent: transparent)
      } catch {
        failure = error
      }
      cairo_show_page(cr)
      cairo_destroy(cr)
    }
    cairo_surface_finish(surface)
    let status = cairo_surface_status(surface)
    cairo_surface_destroy(surface)
    if let failure { throw failure }
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .cairo(String(cString: cairo_status_to_string(status)))
    }
    return sink.bytes
  }
}
