import CCairo
import CZlib

/// Encodes a Cairo ARGB32 image surface as PNG: 8-bit RGB when every pixel is opaque, else RGBA
/// (straight alpha, un-premultiplied exactly as Cairo's own writer does it).
///
/// Each row gets the filter `PNGRowFilter` picks (a row equal to the one above is Up, all zeros,
/// without further work); the filtered rows go to zlib in chunks of about 64 KB. zlib runs at
/// level 3 with the default strategy: on these mostly uniform 2x images the lazy matching of levels
/// 4 and up doubles zlib's time for files about 15% smaller, levels 1 and 2 save under 5% of the
/// time, and `Z_FILTERED` and `Z_RLE` give larger files (docs/render.md, PNG size). The result
/// decodes (Cairo/libpng) to exactly the pixels of Cairo's own writer (tested).
enum PNGEncoder {
  /// zlib compression level (1 fastest ... 9 smallest).
  static let level: Int32 = 3

  /// Encodes the surface; `knownOpaque` (the background was painted) skips the scan for
  /// transparency. `strategy` is zlib's (tests try the others).
  static func encode(
    surface: OpaquePointer, knownOpaque: Bool = false, strategy: ZlibDeflater.Strategy = .standard
  ) throws(RenderError) -> [UInt8] {
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface), width > 0, height > 0 else {
      throw .cairo("image surface has no pixels")
    }
    func row(_ y: Int) -> UnsafePointer<UInt32> {
      UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
    }
    var opaque = true
    if !knownOpaque {
      outer: for y in 0..<height {
        let r = row(y)
        for x in 0..<width where r[x] >> 24 != 0xFF {
          opaque = false
          break outer
        }
      }
    }
    let bpp = opaque ? 3 : 4
    let rowLength = width * bpp
    let deflater = try ZlibDeflater(
      level: Self.level, strategy: strategy, expectedInput: (rowLength + 1) * height)
    // Straight (un-premultiplied) pixels of this row and the row above: the surface's own rows
    // when it is opaque, converted copies otherwise; zeros above the first row.
    var current = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
    var previous = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
    previous.initialize(repeating: 0, count: width)
    let rowsPerChunk = max(1, 65536 / (rowLength + 1))
    let chunkCapacity = rowsPerChunk * (rowLength + 1)
    let chunk = UnsafeMutablePointer<UInt8>.allocate(capacity: chunkCapacity)
    defer {
      current.deallocate()
      previous.deallocate()
      chunk.deallocate()
    }
    // The zlib stream's Adler-32 (initial value 1), summed row by row; the checksum of a repeated
    // row is combined in without reading its bytes.
    var checksum: UInt = 1
    var repeatedRowChecksum: UInt?
    var used = 0
    for y in 0..<height {
      let out = chunk + used
      if y > 0 && memcmp(row(y), row(y - 1), width * 4) == 0 {
        // Same pixels as the row above: Up filter, every byte zero, always the same checksum.
        out[0] = PNGRowFilter.up
        (out + 1).initialize(repeating: 0, count: rowLength)
        let rowChecksum = repeatedRowChecksum ?? adler32(1, out, UInt32(rowLength + 1))
        repeatedRowChecksum = rowChecksum
        checksum = adler32_combine(checksum, rowChecksum, rowLength + 1)
      } else {
        if opaque {
          let above = y > 0 ? row(y - 1) : UnsafePointer(previous)
          PNGRowFilter.filter(row(y), above: above, width: width, bpp: bpp, into: out)
        } else {
          PNGRowFilter.unpremultiply(row(y), width: width, into: current)
          PNGRowFilter.filter(current, above: previous, width: width, bpp: bpp, into: out)
          swap(&current, &previous)
        }
        checksum = adler32(checksum, out, UInt32(rowLength + 1))
      }
      used += rowLength + 1
      if used + rowLength + 1 > chunkCapacity {
        try deflater.append(UnsafeBufferPointer(start: chunk, count: used))
        used = 0
      }
    }
    try deflater.append(UnsafeBufferPointer(start: chunk, count: used))
    // zlib wrapper (RFC 1950): CMF 0x78 (DEFLATE, 32 KB window), FLG 0x5E ("fast" level, check
    // bits making 0x785E a multiple of 31), the raw stream, the Adler-32 big-endian.
    var zlibStream: [UInt8] = [0x78, 0x5E]
    zlibStream += try deflater.finish()
    zlibStream += bigEndian(UInt32(truncatingIfNeeded: checksum))
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header: [UInt8] = []
    header += bigEndian(UInt32(width))
    header += bigEndian(UInt32(height))
    header += [8, opaque ? 2 : 6, 0, 0, 0]
    appendChunk("IHDR", header, to: &png)
    appendChunk("IDAT", zlibStream, to: &png)
    appendChunk("IEND", [], to: &png)
    return png
  }

  private static func bigEndian(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
  }

  /// Length, type, data and the CRC-32 (zlib's) of type and data.
  private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
    png += bigEndian(UInt32(data.count))
    let typeBytes = Array(type.utf8)
    png += typeBytes
    png += data
    var crc = typeBytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) }
    crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, UInt32($0.count)) }
    png += bigEndian(UInt32(truncatingIfNeeded: crc))
  }
}
