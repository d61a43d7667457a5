/// pixelmatch's colour arithmetic on premultiplied ARGB pixels: each channel blended over white
/// (straight `c * a + 255 * (1 - a)` is premultiplied `c' + 255 - a`), then YIQ.
enum Colour {
  @inline(__always) static func blended(_ p: UInt32) -> (r: Double, g: Double, b: Double) {
    let a = Double(p >> 24)
    return (
      Double((p >> 16) & 0xFF) + 255 - a, Double((p >> 8) & 0xFF) + 255 - a, Double(p & 0xFF) + 255 - a
    )
  }

  /// Brightness (YIQ's Y) over white.
  @inline(__always) static func brightness(_ p: UInt32) -> Double {
    let c = blended(p)
    return c.r * 0.298_895_31 + c.g * 0.586_622_47 + c.b * 0.114_482_23
  }

  /// pixelmatch's squared YIQ distance (0...35215).
  static func delta(_ p: UInt32, _ q: UInt32) -> Double {
    let c1 = blended(p)
    let c2 = blended(q)
    let dr = c1.r - c2.r
    let dg = c1.g - c2.g
    let db = c1.b - c2.b
    let y = dr * 0.298_895_31 + dg * 0.586_622_47 + db * 0.114_482_23
    let i = dr * 0.595_977_99 - dg * 0.274_176_10 - db * 0.321_801_89
    let q = dr * 0.211_470_17 - dg * 0.522_617_11 + db * 0.311_146_94
    return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
  }
}
