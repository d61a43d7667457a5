import CZlib

/// PNG files written by hand for the decoder's tests, independently of the renderer's encoder:
/// rows filtered with the filter each test names (PNG specification §9.2, written out here
/// forwards, while the decoder implements the inverse), compressed with zlib's `compress2`, and
/// chunks with zlib's CRC-32.
enum HandMadePNG {
  /// A PNG of `width` x `height` pixels from unfiltered `rows` (`width * bpp` bytes each),
  /// filtered with `filters[y]` (repeating the last), of PNG colour type `colourType`.
  static func make(
    width: Int, height: Int, colourType: UInt8, bpp: Int, rows: [[UInt8]], filters: [UInt8],
    interlace: UInt8 = 0, palette: [UInt8]? = nil, idatPieces: Int = 1
  ) -> [UInt8] {
    var raw: [UInt8] = []
    for y in 0..<height {
      let filter = filters[min(y, filters.count - 1)]
      raw.append(filter)
      raw += filtered(rows[y], above: y > 0 ? rows[y - 1] : nil, bpp: bpp, filter: filter)
    }
    return file(
      width: width, height: height, colourType: colourType, interlace: interlace, palette: palette,
      zlibStream: compress(raw), idatPieces: idatPieces)
  }

  /// The chunks around a given zlib stream (split into `idatPieces` IDAT chunks).
  static func file(
    width: Int, height: Int, colourType: UInt8, interlace: UInt8 = 0, palette: [UInt8]? = nil,
    zlibStream: [UInt8], idatPieces: Int = 1
  ) -> [UInt8] {
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    png += chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, colourType, 0, 0, interlace])
    if let palette { png += chunk("PLTE", palette) }
    let size = (zlibStream.count + idatPieces - 1) / idatPieces
    var start = 0
    while start < zlibStream.count {
      png += chunk("IDAT", Array(zlibStream[start..<min(start + size, zlibStream.count)]))
      start += size
    }
    png += chunk("IEND", [])
    return png
  }

  /// One filtered row, forwards: Sub, Up, Average and Paeth subtract their predictor.
  static func filtered(_ row: [UInt8], above: [UInt8]?, bpp: Int, filter: UInt8) -> [UInt8] {
    (0..<row.count).map { i in
      let a = i >= bpp ? Int(row[i - bpp]) : 0
      let b = above.map { Int($0[i]) } ?? 0
      let c = i >= bpp ? (above.map { Int($0[i - bpp]) } ?? 0) : 0
      let predictor: Int
      switch filter {
      case 1: predictor = a
      case 2: predictor = b
      case 3: predictor = (a + b) / 2
      case 4:
        let p = a + b - c
        let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
        predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
      default: predictor = 0
      }
      return UInt8(truncatingIfNeeded: Int(row[i]) - predictor)
    }
  }

  /// A zlib stream (RFC 1950) of `bytes`.
  static func compress(_ bytes: [UInt8]) -> [UInt8] {
    var length = compressBound(UInt(bytes.count))
    var out = [UInt8](repeating: 0, count: Int(length))
    let status = compress2(&out, &length, bytes, UInt(bytes.count), 6)
    precondition(status == Z_OK)
    return Array(out[0..<Int(length)])
  }

  /// Length, type, data, CRC-32 of type and data.
  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    let crc = UInt32(truncatingIfNeeded: crc32(0, body, UInt32(body.count)))
    return bigEndian(data.count) + body + bigEndian(Int(crc))
  }

  static func bigEndian(_ value: Int) -> [UInt8] {
    [
      UInt8((value >> 24) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }
}
