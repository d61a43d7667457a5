import CCairo

/// Decoded pixels of a PNG, read back through Cairo, for pixel comparisons (REFERENCE §6: PNG bytes
/// depend on the zlib build, pixels do not).
public struct RasterImage: Hashable, Sendable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Pixels row by row as premultiplied ARGB, Cairo's native layout.
  public let pixels: [UInt32]

  /// Decodes PNG bytes: 8-bit RGB and RGBA (what the renderer writes) with our own decoder
  /// (`PNGDecoder`), any other PNG through Cairo; both give Cairo's pixels. Throws when the bytes
  /// are not a PNG or are damaged.
  public init(png bytes: [UInt8]) throws(RenderError) {
    if let image = try PNGDecoder.decode(bytes) {
      self = image
    } else {
      try self.init(cairoPNG: bytes)
    }
  }

  /// Decodes PNG bytes with Cairo (libpng) alone; throws when they are not a PNG Cairo can read.
  init(cairoPNG bytes: [UInt8]) throws(RenderError) {
    let source = ByteSource(bytes)
    let surface = cairo_image_surface_create_from_png_stream(
      ByteSource.read, Unmanaged.passUnretained(source).toOpaque())
    defer { cairo_surface_destroy(surface) }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .cairo(String(cString: cairo_status_to_string(status)))
    }
    try self.init(surface: surface)
  }

  /// Copies an image surface's pixels (converted to ARGB32 if it is another format).
  init(surface: OpaquePointer?) throws(RenderError) {
    let w = Int(cairo_image_surface_get_width(surface))
    let h = Int(cairo_image_surface_get_height(surface))
    guard let argb = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else {
      throw .cairo("cannot create image surface")
    }
    defer { cairo_surface_destroy(argb) }
    let cr = cairo_create(argb)
    cairo_set_source_surface(cr, surface, 0, 0)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_paint(cr)
    cairo_destroy(cr)
    cairo_surface_flush(argb)
    let stride = Int(cairo_image_surface_get_stride(argb))
    var pixels = [UInt32](repeating: 0, count: w * h)
    if let data = cairo_image_surface_get_data(argb) {
      pixels.withUnsafeMutableBufferPointer { pixels in
        for y in 0..<h {
          let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
          (pixels.baseAddress! + y * w).update(from: row, count: w)
        }
      }
    }
    width = w
    height = h
    self.pixels = pixels
  }

  /// The largest difference between corresponding channels of two ARGB pixels (0...255).
  /// Comparisons call it once per differing pixel: plain integer operations, which the debug build
  /// compiles inline, rather than `stride`, `abs` and `max`, which it calls as generic functions.
  public static func channelDifference(_ a: UInt32, _ b: UInt32) -> Int {
    var worst: UInt32 = 0
    var shift: UInt32 = 0
    while shift < 32 {
      let x = (a >> shift) & 0xFF
      let y = (b >> shift) & 0xFF
      let d = x > y ? x &- y : y &- x
      if d > worst { worst = d }
      shift &+= 8
    }
    return Int(worst)
  }
}
