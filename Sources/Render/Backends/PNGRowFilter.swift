/// The per-row work of the PNG encoder: Cairo's premultiplied pixels to straight colour, the choice
/// of PNG filter for a row, and the filtered bytes.
///
/// Of the five PNG filters, None, Sub and Up are tried: diagrams are flat colours with thin lines
/// and text, so the filter that leaves the fewest non-zero pixels (zlib turns zero runs into long
/// matches) is a cheap and good guess; Average and Paeth gained under 1% on the book for their
/// extra cost (docs/render.md, PNG size). Work is done on whole 32-bit pixels: a filter is a
/// byte-wise subtraction of two words, then the channels are written out as R, G, B (and A).
enum PNGRowFilter {
  /// PNG filter type bytes (PNG specification, 9.2).
  static let none: UInt8 = 0
  static let sub: UInt8 = 1
  static let up: UInt8 = 2

  /// Premultiplied native ARGB to straight ARGB words, rounding as Cairo's own PNG writer does:
  /// `(c * 255 + a / 2) / a`; fully transparent pixels become 0.
  static func unpremultiply(_ row: UnsafePointer<UInt32>, width: Int, into out: UnsafeMutablePointer<UInt32>)
  {
    for x in 0..<width {
      let p = row[x]
      let a = p >> 24
      if a == 0xFF {
        out[x] = p
      } else if a == 0 {
        out[x] = 0
      } else {
        let r = (((p >> 16) & 0xFF) * 255 + a / 2) / a
        let g = (((p >> 8) & 0xFF) * 255 + a / 2) / a
        let b = ((p & 0xFF) * 255 + a / 2) / a
        out[x] = (a << 24) | (r << 16) | (g << 8) | b
      }
    }
  }

  /// Writes the filter type byte and the filtered row (`width * bpp + 1` bytes) to `out`. `current`
  /// and `above` are straight ARGB words (`above` all zeros for the first row); `bpp` is 3 (RGB,
  /// alpha dropped) or 4 (RGBA). The filter is the one of Up, Sub and None that leaves the fewest
  /// non-zero pixels, ties in that order.
  static func filter(
    _ current: UnsafePointer<UInt32>, above: UnsafePointer<UInt32>, width: Int, bpp: Int,
    into out: UnsafeMutablePointer<UInt8>
  ) {
    let visible: UInt32 = bpp == 4 ? 0xFFFF_FFFF : 0x00FF_FFFF
    let (upCost, subCost, noneCost) = costs(current, above: above, width: width, visible: visible)
    let body = out + 1
    if upCost <= subCost && upCost <= noneCost {
      out[0] = up
      writeDifferences(current, minus: above, from: 0, width: width, bpp: bpp, to: body)
    } else if subCost <= noneCost {
      out[0] = sub
      // The first pixel's left neighbour is zero; then each pixel minus the one before it.
      if width == 1 {
        write(width: 1, bpp: bpp, to: body) { _ in current[0] }
      } else {
        let first = pngOrder(current[0], bpp: bpp)
        UnsafeMutableRawPointer(body).storeBytes(of: first, as: UInt32.self)
        writeDifferences(current, minus: current - 1, from: 1, width: width, bpp: bpp, to: body)
      }
    } else {
      out[0] = none
      write(width: width, bpp: bpp, to: body) { current[$0] }
    }
  }

  /// How many pixels Up, Sub and None leave non-zero, eight pixels at a time (SIMD), then one by
  /// one for the tail.
  @inline(__always)
  private static func costs(
    _ current: UnsafePointer<UInt32>, above: UnsafePointer<UInt32>, width: Int, visible: UInt32
  ) -> (up: UInt32, sub: UInt32, none: UInt32) {
    typealias Lanes = SIMD8<UInt32>
    let one = Lanes(repeating: 1)
    let zero = Lanes(repeating: 0)
    let mask = Lanes(repeating: visible)
    let row = UnsafeRawPointer(current)
    let rowAbove = UnsafeRawPointer(above)
    var up = zero
    var sub = zero
    var none = zero
    // The first pixel's left neighbour is zero: it counts for Sub as for None.
    var upCost: UInt32 = current[0] != above[0] ? 1 : 0
    var subCost: UInt32 = current[0] & visible != 0 ? 1 : 0
    var noneCost = subCost
    var x = 1
    while x + 8 <= width {
      let p = row.loadUnaligned(fromByteOffset: 4 * x, as: Lanes.self)
      let left = row.loadUnaligned(fromByteOffset: 4 * (x - 1), as: Lanes.self)
      let a = rowAbove.loadUnaligned(fromByteOffset: 4 * x, as: Lanes.self)
      up &+= one.replacing(with: zero, where: p .== a)
      sub &+= one.replacing(with: zero, where: p .== left)
      none &+= one.replacing(with: zero, where: (p & mask) .== zero)
      x += 8
    }
    while x < width {
      let p = current[x]
      upCost &+= p != above[x] ? 1 : 0
      subCost &+= p != current[x - 1] ? 1 : 0
      noneCost &+= p & visible != 0 ? 1 : 0
      x += 1
    }
    return (upCost &+ up.wrappedSum(), subCost &+ sub.wrappedSum(), noneCost &+ none.wrappedSum())
  }

  /// Writes `current[x] - reference[x]` (bytewise) for x from `start` to the end of the row as
  /// R, G, B (and A) bytes. Eight pixels at a time that all equal their references (most of a
  /// diagram's row: flat colour) are written as zero bytes at once; others one by one as `write`
  /// does, the last pixel ending the row exactly.
  @inline(__always)
  private static func writeDifferences(
    _ current: UnsafePointer<UInt32>, minus reference: UnsafePointer<UInt32>, from start: Int, width: Int,
    bpp: Int, to out: UnsafeMutablePointer<UInt8>
  ) {
    let raw = UnsafeMutableRawPointer(out)
    let row = UnsafeRawPointer(current)
    let references = UnsafeRawPointer(reference)
    var x = start
    // Whole groups of eight before the last pixel (whose store must not pass the row's end).
    while x &+ 8 < width {
      // 32 bytes compared as four words (Swift's SIMD8 `==` goes through memory lane by lane).
      let at = 4 &* x
      var difference = row.loadUnaligned(fromByteOffset: at, as: UInt64.self)
      difference ^= references.loadUnaligned(fromByteOffset: at, as: UInt64.self)
      for word in 1..<4 {
        difference |=
          row.loadUnaligned(fromByteOffset: at &+ 8 &* word, as: UInt64.self)
          ^ references.loadUnaligned(fromByteOffset: at &+ 8 &* word, as: UInt64.self)
      }
      if difference == 0 {
        let offset = x &* bpp
        raw.storeBytes(of: 0, toByteOffset: offset, as: UInt64.self)
        raw.storeBytes(of: 0, toByteOffset: offset &+ 8, as: UInt64.self)
        raw.storeBytes(of: 0, toByteOffset: offset &+ 16, as: UInt64.self)
        if bpp == 4 { raw.storeBytes(of: 0, toByteOffset: offset &+ 24, as: UInt64.self) }
      } else {
        for k in x..<(x &+ 8) {
          raw.storeBytes(
            of: pngOrder(byteDifference(current[k], reference[k]), bpp: bpp), toByteOffset: k &* bpp,
            as: UInt32.self)
        }
      }
      x &+= 8
    }
    while x < width &- 1 {
      raw.storeBytes(
        of: pngOrder(byteDifference(current[x], reference[x]), bpp: bpp), toByteOffset: x &* bpp,
        as: UInt32.self)
      x &+= 1
    }
    let last = pngOrder(byteDifference(current[width &- 1], reference[width &- 1]), bpp: bpp)
    for i in 0..<bpp { out[(width &- 1) &* bpp &+ i] = UInt8(truncatingIfNeeded: last >> UInt32(8 &* i)) }
  }

  /// Writes `pixel(x)` for every x as R, G, B (and A) bytes: whole 32-bit stores, each overlapping
  /// the next pixel's first byte when `bpp` is 3, except the last pixel, which ends the row exactly.
  @inline(__always)
  private static func write(
    width: Int, bpp: Int, to out: UnsafeMutablePointer<UInt8>, _ pixel: (Int) -> UInt32
  ) {
    let raw = UnsafeMutableRawPointer(out)
    var offset = 0
    for x in 0..<(width - 1) {
      raw.storeBytes(of: pngOrder(pixel(x), bpp: bpp), toByteOffset: offset, as: UInt32.self)
      offset &+= bpp
    }
    let last = pngOrder(pixel(width - 1), bpp: bpp)
    for i in 0..<bpp { out[offset + i] = UInt8(truncatingIfNeeded: last >> UInt32(8 * i)) }
  }

  /// A native ARGB word rearranged so that its little-endian bytes are R, G, B, then A (`bpp` 4)
  /// or 0 (`bpp` 3, the byte the next pixel overwrites).
  @inline(__always)
  private static func pngOrder(_ word: UInt32, bpp: Int) -> UInt32 {
    // Byte-swapped ARGB is B G R A from the top byte down; shifted right once: 0 B G R.
    let rgb = word.byteSwapped >> 8
    return bpp == 4 ? rgb | (word & 0xFF00_0000) : rgb
  }

  /// `a - b` in each of the four bytes separately, modulo 256 (no borrow across bytes): the high
  /// bit of each byte is set in `a` and cleared in `b` so that no byte borrows from the next, then
  /// the true high bits are put back (Hacker's Delight, 2-18).
  @inline(__always)
  static func byteDifference(_ a: UInt32, _ b: UInt32) -> UInt32 {
    ((a | 0x8080_8080) &- (b & 0x7F7F_7F7F)) ^ ((a ^ ~b) & 0x8080_8080)
  }
}
