import Testing

@testable import Render

/// The row filter against byte-by-byte references written here (PNG specification 9.2).
@Suite struct PNGRowFilterTests {
  /// Filters a row of ARGB words and returns the type byte and the body.
  private func filtered(_ current: [UInt32], above: [UInt32], bpp: Int) -> (UInt8, [UInt8]) {
    var out = [UInt8](repeating: 0xEE, count: current.count * bpp + 1)
    current.withUnsafeBufferPointer { c in
      above.withUnsafeBufferPointer { a in
        out.withUnsafeMutableBufferPointer { o in
          PNGRowFilter.filter(
            c.baseAddress!, above: a.baseAddress!, width: current.count, bpp: bpp, into: o.baseAddress!)
        }
      }
    }
    return (out[0], Array(out.dropFirst()))
  }

  /// R, G, B (and A) bytes of an ARGB word: PNG's channel order.
  private func bytes(_ word: UInt32, bpp: Int) -> [UInt8] {
    let rgb = [UInt8(word >> 16 & 0xFF), UInt8(word >> 8 & 0xFF), UInt8(word & 0xFF)]
    return bpp == 4 ? rgb + [UInt8(word >> 24)] : rgb
  }

  @Test func byteDifferenceIsPerByteModulo256() {
    let words: [UInt32] = [0, 0xFFFF_FFFF, 0x8000_0080, 0x7F01_FF00, 0x1234_5678, 0xF2F2_F7FF, 0x0102_0304]
    for a in words {
      for b in words {
        var expected: UInt32 = 0
        for shift in stride(from: 0, to: 32, by: 8) {
          let d =
            UInt8(truncatingIfNeeded: a >> UInt32(shift)) &- UInt8(truncatingIfNeeded: b >> UInt32(shift))
          expected |= UInt32(d) << UInt32(shift)
        }
        #expect(PNGRowFilter.byteDifference(a, b) == expected)
      }
    }
  }

  @Test func rowEqualToTheRowAboveIsUpAndAllZero() {
    let row: [UInt32] = [0xFFF2_F2F7, 0xFF00_7AFF, 0xFF00_7AFF]
    let (type, body) = filtered(row, above: row, bpp: 3)
    #expect(type == PNGRowFilter.up)
    #expect(body == [UInt8](repeating: 0, count: 9))
  }

  @Test func uniformRowUnderADifferentRowIsSub() {
    // Three background pixels under a row of three other colours: Up leaves 3 non-zero pixels,
    // Sub only the first (the run repeats its left neighbour), None all 3.
    let row: [UInt32] = [0xFFF2_F2F7, 0xFFF2_F2F7, 0xFFF2_F2F7]
    let (type, body) = filtered(row, above: [0xFF00_0000, 0xFF11_1111, 0xFF22_2222], bpp: 3)
    #expect(type == PNGRowFilter.sub)
    #expect(body == [0xF2, 0xF2, 0xF7, 0, 0, 0, 0, 0, 0])
  }

  @Test func scatteredRowOnTransparentIsNone() {
    // Transparent pixels between coloured ones: every pixel differs from its left and from the
    // differently coloured row above (Up 4, Sub 4), but two are zero (None 2).
    let row: [UInt32] = [0x8010_2030, 0, 0xFF00_7AFF, 0]
    let above: [UInt32] = [0x0101_0101, 0x0202_0202, 0x0303_0303, 0x0404_0404]
    let (type, body) = filtered(row, above: above, bpp: 4)
    #expect(type == PNGRowFilter.none)
    #expect(body == row.flatMap { bytes($0, bpp: 4) })
  }

  @Test func upSubtractsTheRowAboveChannelByChannel() {
    // Every pixel differs from its left neighbour but only the middle one from the row above.
    let above: [UInt32] = [0xFF10_2030, 0xFF40_5060, 0xFF70_8090]
    let row: [UInt32] = [0xFF10_2030, 0xFF41_4F62, 0xFF70_8090]
    let (type, body) = filtered(row, above: above, bpp: 3)
    #expect(type == PNGRowFilter.up)
    // 0x41-0x40 = 1, 0x4F-0x50 = 0xFF (mod 256), 0x62-0x60 = 2.
    #expect(body == [0, 0, 0, 1, 0xFF, 2, 0, 0, 0])
  }

  @Test func unpremultiplyRoundsAsCairosWriter() {
    // Alpha 0x80 (128), premultiplied red 0x40: (64 * 255 + 64) / 128 = 128 = 0x80.
    let row: [UInt32] = [0x8040_0000, 0, 0xFF12_3456]
    var out = [UInt32](repeating: 1, count: 3)
    row.withUnsafeBufferPointer { r in
      out.withUnsafeMutableBufferPointer { o in
        PNGRowFilter.unpremultiply(r.baseAddress!, width: 3, into: o.baseAddress!)
      }
    }
    #expect(out == [0x8080_0000, 0, 0xFF12_3456])
  }
}
