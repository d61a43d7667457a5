import Foundation
import Golden
import Render
import Testing

/// The comparer's shortcuts (whole rows compared with `memcmp`, an unchanged row's faded copy
/// reused for the identical row below, the faded grey of a colour reused along a run) against the
/// definition checked pixel by pixel on a real 2x golden: every unchanged pixel's diff is its
/// brightness over white faded to 10% (pixelmatch's grey, computed here from the YIQ weights),
/// every changed one red or yellow, the counts and the box those of the differing pixels.
@Suite struct ImageComparerFastPathTests {
  /// The definition of an unchanged pixel in the diff image.
  static func faded(_ p: UInt32) -> UInt32 {
    let a = Double(p >> 24)
    let r = Double((p >> 16) & 0xFF) + 255 - a
    let g = Double((p >> 8) & 0xFF) + 255 - a
    let b = Double(p & 0xFF) + 255 - a
    let y = r * 0.298_895_31 + g * 0.586_622_47 + b * 0.114_482_23
    let v = UInt32(max(0, min(255, (255 + (y - 255) * 0.1).rounded())))
    return 0xFF00_0000 | v << 16 | v << 8 | v
  }

  /// A1's golden, and a copy with rows 200-259 moved 6 pixels right and rows 300-309 all one
  /// grey (the rows above and below them unchanged and mostly repeated white rows).
  static func pair() throws -> (RasterImage, RasterImage) {
    let url = Repository.root.appendingPathComponent("Tests/Goldens/a1-simple-label-and-text-field.png")
    let expected = try RasterImage(png: [UInt8](try Data(contentsOf: url)))
    var pixels = expected.pixels
    let w = expected.width
    for y in 200..<260 {
      for x in stride(from: w - 1, through: 6, by: -1) { pixels[y * w + x] = expected.pixels[y * w + x - 6] }
    }
    for y in 300..<310 { for x in 0..<w { pixels[y * w + x] = 0xFF80_8080 } }
    return (expected, RasterImage(width: w, height: expected.height, pixels: pixels))
  }

  @Test(arguments: [Tolerance.exact, Tolerance(threshold: 0.1, maxPixels: 0)])
  func shortcutsGiveThePixelByPixelResult(_ tolerance: Tolerance) throws {
    let (expected, actual) = try Self.pair()
    let result = ImageComparer(tolerance: tolerance).compare(expected: expected, actual: actual)
    let diff = try #require(result.diff)
    var red = 0
    var yellow = 0
    var differing = 0
    var box: (Int, Int, Int, Int)?
    for y in 0..<expected.height {
      for x in 0..<expected.width {
        let i = y * expected.width + x
        let (p, q) = (expected.pixels[i], actual.pixels[i])
        if p == q {
          #expect(diff.pixels[i] == Self.faded(p), "unchanged pixel \(x), \(y)")
          continue
        }
        differing += 1
        switch diff.pixels[i] {
        case 0xFFFF_0000: red += 1
        case 0xFFFF_FF00: yellow += 1
        default:
          // Below the threshold: drawn as unchanged.
          #expect(tolerance != .exact && diff.pixels[i] == Self.faded(p), "pixel \(x), \(y)")
          continue
        }
        box =
          box.map { (min($0.0, x), min($0.1, y), max($0.2, x + 1), max($0.3, y + 1)) } ?? (x, y, x + 1, y + 1)
      }
    }
    #expect(result.changedPixels == red && result.antialiasedPixels == yellow)
    #expect(red + yellow + result.belowThresholdPixels == differing)
    // The grey band alone is 10 full rows of changed pixels; the moved band adds more.
    #expect(red >= 10 * expected.width)
    let b = try #require(box)
    #expect(result.bounds == PixelBox(minX: b.0, minY: b.1, maxX: b.2, maxY: b.3))
    #expect(b.1 >= 200 && b.3 == 310)
  }
}
