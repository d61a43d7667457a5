#if canImport(Glibc)
  import Glibc
#endif

/// Decodes the PNGs our encoder writes (8-bit RGB or RGBA, not interlaced) straight into
/// premultiplied ARGB pixels: chunks read in place, the image data inflated once (`Inflater`)
/// into the tail of the pixel array itself, each row unfiltered on raw bytes, then converted to pixels
/// exactly as Cairo's reader converts them (opaque `0xFF` alpha; with alpha, Cairo's rounding
/// `(a * c + 0x80 + ((a * c + 0x80) >> 8)) >> 8`, and a fully transparent pixel is 0).
///
/// Other PNGs (palette, grey, 16-bit, interlaced, a `tRNS` colour key) are not ours to speed up:
/// `decode` answers nil and `RasterImage(png:)` hands them to Cairo (libpng). Damaged files throw
/// a `.png` error saying what is wrong and where (byte offsets into the file).
enum PNGDecoder {
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The pixels of `bytes`, or nil when it is a valid-looking PNG of a kind only Cairo decodes.
  static func decode(_ bytes: [UInt8]) throws(RenderError) -> RasterImage? {
    do {
      return try bytes.withUnsafeBufferPointer { (file) throws(RenderError) -> RasterImage? in
        try decode(file)
      }
    }
  }

  private static func decode(_ file: UnsafeBufferPointer<UInt8>) throws(RenderError) -> RasterImage? {
    guard file.count >= 8, Array(file[0..<8]) == signature else {
      throw .png("not a PNG file (it does not start with the 8-byte PNG signature)")
    }
    let chunks = try PNGChunks.read(file)
    guard let header = chunks.header else { throw .png("no IHDR chunk after the signature") }
    guard header.bitDepth == 8, header.colourType == 2 || header.colourType == 6, header.interlace == 0,
      !chunks.hasTransparency
    else { return nil }
    let bpp = header.colourType == 6 ? 4 : 3
    let width = header.width
    let height = header.height
    guard width <= RasterLimit.maxSide, height <= RasterLimit.maxSide else {
      throw .imageTooLarge(width: width, height: height)
    }
    let rowBytes = width * bpp
    // The inflated rows (a filter byte and `rowBytes` each) go to the end of the pixel array's
    // own memory, which gets `height` spare bytes for it: row y's pixels (4 * width bytes from
    // 4 * width * y) then never reach raw row y + 1, so one buffer serves both and no separate
    // copy of the image data is ever touched. Each raw row is unfiltered in a small scratch row.
    let spare = (height + 3) / 4
    let capacity = width * height + spare
    let rawCount = (rowBytes + 1) * height
    let rawStart = capacity * 4 - rawCount
    // Two scratch rows, each with a spare byte that `convertRGB` may read.
    let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * (rowBytes + 1))
    scratch.initialize(repeating: 0, count: 2 * (rowBytes + 1))
    defer { scratch.deallocate() }
    var current = scratch
    var previous = scratch + rowBytes + 1
    let pixels = try [UInt32](unsafeUninitializedCapacity: capacity) {
      (buffer, initialized) throws(RenderError) in
      let memory = UnsafeMutableRawPointer(buffer.baseAddress!)
      let raw = memory.bindMemory(to: UInt8.self, capacity: capacity * 4) + rawStart
      defer { memory.bindMemory(to: UInt32.self, capacity: capacity) }
      try inflate(
        chunks.imageDataRanges, of: file, into: UnsafeMutableBufferPointer(start: raw, count: rawCount))
      for y in 0..<height {
        let line = raw + y * (rowBytes + 1)
        let filter = line[0]
        guard filter <= 4 else {
          throw .png("row \(y) has filter type \(filter); PNG defines 0 to 4")
        }
        let row = memory + y * width * 4
        if y > 0 && filter == 2 && isZero(line + 1, count: rowBytes) {
          // Up with nothing added: the row above again (the encoder's repeated rows).
          row.copyMemory(from: row - width * 4, byteCount: width * 4)
          continue
        }
        memcpy(current, line + 1, rowBytes)
        unfilter(current, count: rowBytes, bpp: bpp, filter: filter, above: UnsafePointer(previous))
        if bpp == 3 {
          convertRGB(UnsafePointer(current), width: width, into: row)
        } else {
          convertRGBA(UnsafePointer(current), width: width, into: row)
        }
        swap(&current, &previous)
      }
      initialized = width * height
    }
    return RasterImage(width: header.width, height: header.height, pixels: pixels)
  }

  /// Inflates the IDAT data (one chunk in place, several joined) into `output`.
  private static func inflate(
    _ ranges: [Range<Int>], of file: UnsafeBufferPointer<UInt8>,
    into output: UnsafeMutableBufferPointer<UInt8>
  ) throws(RenderError) {
    if ranges.count == 1, let range = ranges.first {
      try Inflater.zlibDecompress(UnsafeBufferPointer(rebasing: file[range]), into: output)
    } else {
      let joined = ranges.flatMap { file[$0] }
      try joined.withUnsafeBufferPointer { (data) throws(RenderError) in
        try Inflater.zlibDecompress(data, into: output)
      }
    }
  }

  /// Undoes one row's filter in place (PNG spec §9.2); `above` is the unfiltered row above (all
  /// zeros for the first row).
  static func unfilter(
    _ row: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int, filter: UInt8, above: UnsafePointer<UInt8>
  ) {
    switch filter {
    case 1:  // Sub: add the byte one pixel to the left.
      if bpp == 3 {
        // Three running sums kept in registers rather than re-read from the row.
        var (r, g, b) = (row[0], row[1], row[2])
        var i = 3
        while i &+ 3 <= count {
          r &+= row[i]
          g &+= row[i &+ 1]
          b &+= row[i &+ 2]
          row[i] = r
          row[i &+ 1] = g
          row[i &+ 2] = b
          i &+= 3
        }
      } else {
        var i = bpp
        while i < count {
          row[i] &+= row[i &- bpp]
          i &+= 1
        }
      }
    case 2:  // Up: add the byte above, eight bytes at a time (bytewise sums without carries).
      var i = 0
      while i &+ 8 <= count {
        let x = RawWords.load64(row + i)
        let u = RawWords.load64(above + i)
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        RawWords.store64(((x & low) &+ (u & low)) ^ ((x ^ u) & ~low), row + i)
        i &+= 8
      }
      while i < count {
        row[i] &+= above[i]
        i &+= 1
      }
    case 3:  // Average of left and above, rounded down.
      var i = 0
      while i < count {
        let left = i >= bpp ? UInt16(row[i &- bpp]) : 0
        row[i] &+= UInt8(truncatingIfNeeded: (left &+ UInt16(above[i])) >> 1)
        i &+= 1
      }
    case 4:  // Paeth: whichever of left, above, upper-left is nearest to left + above - upper-left.
      var i = 0
      while i < count {
        let a = i >= bpp ? Int(row[i &- bpp]) : 0
        let b = Int(above[i])
        let c = i >= bpp ? Int(above[i &- bpp]) : 0
        // p - a = b - c, p - b = a - c, p - c = a + b - 2c; their sizes without `abs`, which the
        // debug build calls as an unspecialised generic function, once per byte (issue 24).
        let pa = b >= c ? b &- c : c &- b
        let pb = a >= c ? a &- c : c &- a
        let pc = a &+ b >= 2 &* c ? a &+ b &- 2 &* c : 2 &* c &- a &- b
        row[i] &+= UInt8(truncatingIfNeeded: pa <= pb && pa <= pc ? a : (pb <= pc ? b : c))
        i &+= 1
      }
    default:  // None.
      break
    }
  }

  /// Whether `count` bytes are all zero (eight at a time, stopping at the first block that is not).
  static func isZero(_ bytes: UnsafePointer<UInt8>, count: Int) -> Bool {
    var i = 0
    while i &+ 32 <= count {
      let any =
        RawWords.load64(bytes + i) | RawWords.load64(bytes + (i &+ 8)) | RawWords.load64(bytes + (i &+ 16))
        | RawWords.load64(bytes + (i &+ 24))
      if any != 0 { return false }
      i &+= 32
    }
    while i < count {
      if bytes[i] != 0 { return false }
      i &+= 1
    }
    return true
  }

  @inline(__always)
  private static func convertRGB(_ bytes: UnsafePointer<UInt8>, width: Int, into row: UnsafeMutableRawPointer)
  {
    // Four bytes R G B (next R) read as one little-endian word: byte-swapped and shifted, R G B
    // land in bits 16-23, 8-15, 0-7. The last pixel reads one byte past the row (the scratch row
    // has a spare byte).
    var x = 0
    while x < width {
      let word = RawWords.load32(bytes + 3 &* x)
      RawWords.store32(0xFF00_0000 | word.byteSwapped >> 8, row + 4 &* x)
      x &+= 1
    }
  }

  @inline(__always)
  private static func convertRGBA(
    _ bytes: UnsafePointer<UInt8>, width: Int, into row: UnsafeMutableRawPointer
  ) {
    var x = 0
    while x < width {
      let p = bytes + 4 &* x
      let alpha = UInt32(p[3])
      let pixel: UInt32
      switch alpha {
      case 0: pixel = 0
      case 0xFF: pixel = 0xFF00_0000 | UInt32(p[0]) << 16 | UInt32(p[1]) << 8 | UInt32(p[2])
      default:
        pixel =
          alpha << 24 | premultiply(p[0], alpha) << 16 | premultiply(p[1], alpha) << 8
          | premultiply(p[2], alpha)
      }
      RawWords.store32(pixel, row + 4 &* x)
      x &+= 1
    }
  }

  /// Cairo's `multiply_alpha` (cairo-png.c): `alpha * colour / 255`, rounded.
  @inline(__always) static func premultiply(_ colour: UInt8, _ alpha: UInt32) -> UInt32 {
    let t = alpha * UInt32(colour) + 0x80
    return (t + (t >> 8)) >> 8
  }
}
