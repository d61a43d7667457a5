import CCairo

extension RasterImage {
  /// An image from premultiplied ARGB pixels, row by row (`pixels.count` must be
  /// `width * height`; both sides at least 1).
  public init(width: Int, height: Int, pixels: [UInt32]) {
    precondition(
      width > 0 && height > 0 && pixels.count == width * height, "pixel count must be width x height")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// Encodes the pixels as PNG with the renderer's own encoder (RGB when every pixel is opaque,
  /// else RGBA): what the diff images of a golden check are written with.
  public func pngBytes() throws(RenderError) -> [UInt8] {
    guard width <= RasterLimit.maxSide, height <= RasterLimit.maxSide else {
      throw .imageTooLarge(width: width, height: height)
    }
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
      throw .cairo("cannot create image surface")
    }
    defer { cairo_surface_destroy(surface) }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface) else {
      throw .cairo("image surface has no pixels")
    }
    pixels.withUnsafeBufferPointer { source in
      for y in 0..<height {
        let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        row.update(from: source.baseAddress! + y * width, count: width)
      }
    }
    cairo_surface_mark_dirty(surface)
    return try PNGEncoder.encode(surface: surface)
  }
}
