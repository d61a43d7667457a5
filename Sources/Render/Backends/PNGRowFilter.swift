#if canImport(Glibc)
  import Glibc
#endif

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
    var x = 0
    while x < width {
      let p = row[x]
      let a = p >> 24
      if a == 0xFF {
        out[x] = p
      } else if a == 0 {
        out[x] = 0
      } else {
        let r = (((p >> 16) & 0xFF) &* 255 &+ a / 2) / a
        let g = (((p >> 8) & 0xFF) &* 255 &+ a / 2) / a
        let b = ((p & 0xFF) &* 255 &+ a / 2) / a
        out[x] = (a << 24) | (r << 16) | (g << 8) | b
      }
      x &+= 1
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
      write(current[0], bpp: bpp, to: body)
      writeDifferences(current, minus: current - 1, from: 1, width: width, bpp: bpp, to: body)
    } else {
      out[0] = none
      var x = 0
      while x < width {
        write(current[x], bpp: bpp, to: body + x &* bpp)
        x &+= 1
      }
    }
  }

  /// How many pixels Up, Sub and None leave non-zero. A plain loop over the words: the optimiser
  /// vectorises it, and the debug build runs it without the per-lane calls of `SIMD8` (issue 24).
  @inline(__always)
  private static func costs(
    _ current: UnsafePointer<UInt32>, above: UnsafePointer<UInt32>, width: Int, visible: UInt32
  ) -> (up: UInt32, sub: UInt32, none: UInt32) {
    // The first pixel's left neighbour is zero: it counts for Sub as for None.
    var upCost: UInt32 = current[0] != above[0] ? 1 : 0
    var subCost: UInt32 = current[0] & visible != 0 ? 1 : 0
    var noneCost = subCost
    var x = 1
    while x < width {
      let p = current[x]
      upCost &+= p != above[x] ? 1 : 0
      subCost &+= p != current[x &- 1] ? 1 : 0
      noneCost &+= p & visible != 0 ? 1 : 0
      x &+= 1
    }
    return (upCost, subCost, noneCost)
  }

  /// Writes `current[x] - reference[x]` (bytewise) for x from `start` to the end of the row as
  /// R, G, B (and A) bytes. Eight pixels at a time that all equal their references (most of a
  /// diagram's row: flat colour) are written as zero bytes at once; others one by one.
  @inline(__always)
  private static func writeDifferences(
    _ current: UnsafePointer<UInt32>, minus reference: UnsafePointer<UInt32>, from start: Int, width: Int,
    bpp: Int, to out: UnsafeMutablePointer<UInt8>
  ) {
    var x = start
    while x &+ 8 <= width {
      let difference =
        (current[x] ^ reference[x]) | (current[x &+ 1] ^ reference[x &+ 1])
        | (current[x &+ 2] ^ reference[x &+ 2]) | (current[x &+ 3] ^ reference[x &+ 3])
        | (current[x &+ 4] ^ reference[x &+ 4]) | (current[x &+ 5] ^ reference[x &+ 5])
        | (current[x &+ 6] ^ reference[x &+ 6]) | (current[x &+ 7] ^ reference[x &+ 7])
      if difference == 0 {
        // Constant sizes: the optimiser stores the zeros inline.
        if bpp == 4 { memset(out + x &* 4, 0, 32) } else { memset(out + x &* 3, 0, 24) }
      } else {
        var k = x
        while k < x &+ 8 {
          write(byteDifference(current[k], reference[k]), bpp: bpp, to: out + k &* bpp)
          k &+= 1
        }
      }
      x &+= 8
    }
    while x < width {
      write(byteDifference(current[x], reference[x]), bpp: bpp, to: out + x &* bpp)
      x &+= 1
    }
  }

  /// Writes a native ARGB word as its R, G, B (and A when `bpp` is 4) bytes.
  @inline(__always)
  private static func write(_ word: UInt32, bpp: Int, to out: UnsafeMutablePointer<UInt8>) {
    out[0] = UInt8(truncatingIfNeeded: word >> 16)
    out[1] = UInt8(truncatingIfNeeded: word >> 8)
    out[2] = UInt8(truncatingIfNeeded: word)
    if bpp == 4 { out[3] = UInt8(truncatingIfNeeded: word >> 24) }
  }

  /// `a - b` in each of the four bytes separately, modulo 256 (no borrow across bytes): the high
  /// bit of each byte is set in `a` and cleared in `b` so that no byte borrows from the next, then
  /// the true high bits are put back (Hacker's Delight, 2-18).
  @inline(__always)
  static func byteDifference(_ a: UInt32, _ b: UInt32) -> UInt32 {
    ((a | 0x8080_8080) &- (b & 0x7F7F_7F7F)) ^ ((a ^ ~b) & 0x8080_8080)
  }
}
