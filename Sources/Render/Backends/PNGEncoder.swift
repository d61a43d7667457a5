import CCairo
import CDeflate

/// Encodes a Cairo ARGB32 image surface as PNG: 8-bit RGB when every pixel is opaque, else RGBA
/// (straight alpha, un-premultiplied exactly as Cairo's own writer does it).
///
/// Each row gets the filter `PNGRowFilter` picks (a row equal to the one above is Up, all zeros,
/// without further work), written into one buffer of the whole filtered image, which
/// `DeflateEncoder` compresses in one pass straight into the file's IDAT chunk; the Adler-32 and
/// the chunks' CRC-32 are libdeflate's (vector instructions). Before, zlib at level 3 took about
/// three quarters of the encoder's time, most of it on the runs of zeros (docs/render.md, PNG
/// size). The result decodes (Cairo/libpng) to exactly the pixels of Cairo's own writer (tested).
enum PNGEncoder {
  /// Encodes the surface; `knownOpaque` (the background was painted) skips the scan for
  /// transparency.
  static func encode(surface: OpaquePointer, knownOpaque: Bool = false) throws(RenderError) -> [UInt8] {
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    guard let data = cairo_image_surface_get_data(surface), width > 0, height > 0 else {
      throw .cairo("image surface has no pixels")
    }
    let pixels = Pixels(
      data: data, width: width, height: height, stride: Int(cairo_image_surface_get_stride(surface)))
    let opaque = knownOpaque || pixels.isOpaque
    let rowLength = width * (opaque ? 3 : 4) + 1
    let filteredCount = rowLength * height
    let filtered = UnsafeMutablePointer<UInt8>.allocate(capacity: filteredCount)
    defer { filtered.deallocate() }
    filterRows(of: pixels, opaque: opaque, rowLength: rowLength, into: filtered)
    return file(width: width, height: height, opaque: opaque, filtered: filtered, rowLength: rowLength)
  }

  /// A surface's pixels: `height` rows of `width` premultiplied ARGB32 words, `stride` bytes apart.
  private struct Pixels {
    let data: UnsafeMutablePointer<UInt8>
    let width: Int
    let height: Int
    let stride: Int

    func row(_ y: Int) -> UnsafePointer<UInt32> {
      UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
    }

    /// Every pixel's alpha is 0xFF.
    var isOpaque: Bool {
      for y in 0..<height {
        let r = row(y)
        var x = 0
        while x < width {
          if r[x] >> 24 != 0xFF { return false }
          x &+= 1
        }
      }
      return true
    }
  }

  /// Writes every row of `pixels` into `filtered` (`height` rows of `rowLength` bytes: the filter
  /// type, then RGB when `opaque`, else straight RGBA), each row with the filter `PNGRowFilter`
  /// picks; a row equal to the one above is Up, all zeros, without further work.
  private static func filterRows(
    of pixels: Pixels, opaque: Bool, rowLength: Int, into filtered: UnsafeMutablePointer<UInt8>
  ) {
    let width = pixels.width
    let bpp = opaque ? 3 : 4
    // Straight (un-premultiplied) pixels of this row and the row above: the surface's own rows
    // when it is opaque, converted copies otherwise; zeros above the first row.
    var current = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
    var previous = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
    previous.initialize(repeating: 0, count: width)
    defer {
      current.deallocate()
      previous.deallocate()
    }
    for y in 0..<pixels.height {
      let out = filtered + y * rowLength
      if y > 0 && memcmp(pixels.row(y), pixels.row(y - 1), width * 4) == 0 {
        // Same pixels as the row above: Up filter, every byte zero.
        out[0] = PNGRowFilter.up
        memset(out + 1, 0, rowLength - 1)
      } else if opaque {
        let above = y > 0 ? pixels.row(y - 1) : UnsafePointer(previous)
        PNGRowFilter.filter(pixels.row(y), above: above, width: width, bpp: bpp, into: out)
      } else {
        PNGRowFilter.unpremultiply(pixels.row(y), width: width, into: current)
        PNGRowFilter.filter(current, above: previous, width: width, bpp: bpp, into: out)
        swap(&current, &previous)
      }
    }
  }

  /// The PNG file of a `width` x `height` image whose filtered rows (`rowLength` bytes each) are
  /// `filtered`: the signature, IHDR, one IDAT holding them deflated, IEND.
  private static func file(
    width: Int, height: Int, opaque: Bool, filtered: UnsafeMutablePointer<UInt8>, rowLength: Int
  ) -> [UInt8] {
    let filteredCount = rowLength * height
    let checksum = UInt32(truncatingIfNeeded: libdeflate_adler32(1, filtered, filteredCount))
    // Signature, IHDR (8 + 25 bytes), IDAT's length and type, the zlib stream, IDAT's CRC, IEND.
    let idatStart = 33 + 8
    let capacity = idatStart + 2 + DeflateEncoder.bound(filteredCount) + 4 + 4 + 12
    return [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
      let png = buffer.baseAddress!
      let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
      for (k, byte) in signature.enumerated() { png[k] = byte }
      // IHDR: size, bit depth 8, colour type 2 (RGB) or 6 (RGBA), default compression, filter
      // method and no interlace.
      store(13, at: png + 8)
      storeType("IHDR", at: png + 12)
      store(UInt32(width), at: png + 16)
      store(UInt32(height), at: png + 20)
      png[24] = 8
      png[25] = opaque ? 2 : 6
      png[26] = 0
      png[27] = 0
      png[28] = 0
      store(Inflater.crc32(png + 12, count: 17), at: png + 29)
      // IDAT: the zlib wrapper (RFC 1950): CMF 0x78 (DEFLATE, 32 KB window), FLG 0x5E ("fast"
      // level, check bits making 0x785E a multiple of 31), the raw stream, the Adler-32.
      storeType("IDAT", at: png + 37)
      png[idatStart] = 0x78
      png[idatStart + 1] = 0x5E
      let deflated = DeflateEncoder.compress(
        filtered, count: filteredCount, rowLength: rowLength, into: png + idatStart + 2)
      store(checksum, at: png + idatStart + 2 + deflated)
      let idatLength = 2 + deflated + 4
      store(UInt32(idatLength), at: png + 33)
      store(Inflater.crc32(png + 37, count: 4 + idatLength), at: png + idatStart + idatLength)
      let end = png + idatStart + idatLength + 4
      store(0, at: end)
      storeType("IEND", at: end + 4)
      store(Inflater.crc32(end + 4, count: 4), at: end + 8)
      count = idatStart + idatLength + 4 + 12
    }
  }

  private static func store(_ value: UInt32, at pointer: UnsafeMutablePointer<UInt8>) {
    UnsafeMutableRawPointer(pointer).storeBytes(of: value.bigEndian, as: UInt32.self)
  }

  private static func storeType(_ type: StaticString, at pointer: UnsafeMutablePointer<UInt8>) {
    pointer.update(from: type.utf8Start, count: 4)
  }
}
