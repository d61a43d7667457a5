import Golden
import Render
import Testing

/// The comparer on synthetic bitmaps whose differences are known by construction.
@Suite struct ImageComparerTests {
  static let white: UInt32 = 0xFFFF_FFFF
  static let black: UInt32 = 0xFF00_0000

  /// A `width` x `height` image filled with `fill`, with `rects` (x, y, w, h, pixel) painted on it.
  static func image(
    _ width: Int, _ height: Int, fill: UInt32 = white, _ rects: [(Int, Int, Int, Int, UInt32)] = []
  ) -> RasterImage {
    var pixels = [UInt32](repeating: fill, count: width * height)
    for (x0, y0, w, h, pixel) in rects {
      for y in y0..<y0 + h { for x in x0..<x0 + w { pixels[y * width + x] = pixel } }
    }
    return RasterImage(width: width, height: height, pixels: pixels)
  }

  @Test func identicalImagesMatchWithoutADiff() {
    let a = Self.image(8, 8, [(2, 2, 3, 3, Self.black)])
    let result = ImageComparer().compare(expected: a, actual: a)
    #expect(result.verdict == .identicalPixels)
    #expect(result.matches && result.diff == nil && result.bounds == nil)
  }

  @Test func identicalBytesShortCutTheDecoding() throws {
    // Not PNG at all: equal bytes must not even be decoded.
    let bytes: [UInt8] = [1, 2, 3]
    let result = try ImageComparer().compare(expectedPNG: bytes, actualPNG: bytes)
    #expect(result.verdict == .identicalBytes)
  }

  @Test func onePixelOffFailsExactlyWithItsBox() throws {
    let expected = Self.image(10, 10)
    let actual = Self.image(10, 10, [(3, 4, 1, 1, 0xFFFE_FFFF)])  // red channel one step darker
    let result = ImageComparer().compare(expected: expected, actual: actual)
    #expect(result.verdict == .different)
    #expect(result.changedPixels == 1 && result.antialiasedPixels == 0)
    #expect(result.bounds == PixelBox(minX: 3, minY: 4, maxX: 4, maxY: 5))
    let diff = try #require(result.diff)
    #expect(diff.pixels[4 * 10 + 3] == 0xFFFF_0000)  // red
    #expect(diff.pixels[0] == 0xFFFF_FFFF)  // white faded stays white
    // The same step is far below pixelmatch's 0.1 threshold: a tolerance lets it pass.
    let tolerant = ImageComparer(tolerance: Tolerance(threshold: 0.1, maxPixels: 0))
    let loose = tolerant.compare(expected: expected, actual: actual)
    #expect(loose.verdict == .withinTolerance && loose.belowThresholdPixels == 1 && loose.changedPixels == 0)
  }

  @Test func countAndRatioLimitsOfATolerance() {
    let expected = Self.image(10, 10)
    let actual = Self.image(10, 10, [(0, 0, 5, 1, Self.black)])  // 5 black pixels in a row
    func verdict(_ tolerance: Tolerance) -> ImageComparison.Verdict {
      ImageComparer(tolerance: tolerance).compare(expected: expected, actual: actual).verdict
    }
    #expect(verdict(Tolerance(threshold: 0.1, maxPixels: 5)) == .withinTolerance)
    #expect(verdict(Tolerance(threshold: 0.1, maxPixels: 4)) == .different)
    #expect(verdict(Tolerance(threshold: 0.1, maxPixels: 0, maxRatio: 0.05)) == .withinTolerance)  // 5 of 100
    #expect(verdict(Tolerance(threshold: 0.1, maxPixels: 0, maxRatio: 0.04)) == .different)
  }

  /// A black block with a grey anti-aliased edge column; the grey changes shade. Every edge pixel
  /// sits between a black and a white neighbour in flat areas: pixelmatch's detector calls it
  /// anti-aliasing (yellow), and a tolerance ignores it, but exact comparison still fails.
  @Test func antialiasedEdgeIsCountedApart() throws {
    let expected = Self.image(12, 12, [(0, 0, 5, 12, Self.black), (5, 0, 1, 12, 0xFF80_8080)])
    let actual = Self.image(12, 12, [(0, 0, 5, 12, Self.black), (5, 0, 1, 12, 0xFF60_6060)])
    let exact = ImageComparer().compare(expected: expected, actual: actual)
    #expect(exact.antialiasedPixels == 12 && exact.changedPixels == 0)
    #expect(exact.verdict == .different)
    #expect(try #require(exact.diff).pixels[5] == 0xFFFF_FF00)  // yellow
    #expect(exact.bounds == PixelBox(minX: 5, minY: 0, maxX: 6, maxY: 12))
    let tolerant = ImageComparer(tolerance: Tolerance(threshold: 0.05, maxPixels: 0))
    #expect(tolerant.compare(expected: expected, actual: actual).verdict == .withinTolerance)
    let counting = Tolerance(threshold: 0.05, maxPixels: 0, ignoresAntialiasing: false)
    #expect(
      ImageComparer(tolerance: counting).compare(expected: expected, actual: actual).verdict == .different)
  }

  @Test func sizeChangeIsItsOwnVerdict() {
    let expected = Self.image(10, 10)
    let actual = Self.image(10, 12)
    let result = ImageComparer(tolerance: Tolerance(threshold: 1, maxPixels: 1_000)).compare(
      expected: expected, actual: actual)
    #expect(
      result.verdict == .sizeChanged(expectedWidth: 10, expectedHeight: 10, actualWidth: 10, actualHeight: 12)
    )
    #expect(!result.matches)
    #expect(result.changedPixels == 20)  // the two new rows
    #expect(result.bounds == PixelBox(minX: 0, minY: 10, maxX: 10, maxY: 12))
  }

  /// Premultiplied alpha: transparent and opaque white look the same over white (pixelmatch
  /// blends over white), but they are different pixels, and exact comparison says so.
  @Test func alphaDifferencesAreDifferences() {
    let expected = Self.image(4, 4, fill: 0x0000_0000)
    let actual = Self.image(4, 4)
    #expect(ImageComparer().compare(expected: expected, actual: actual).changedPixels == 16)
    let tolerant = ImageComparer(tolerance: Tolerance(threshold: 0.01, maxPixels: 0))
    let result = tolerant.compare(expected: expected, actual: actual)
    #expect(result.verdict == .withinTolerance && result.belowThresholdPixels == 16)
    // Half-transparent black over white is mid grey: a half-transparent pixel differs from
    // transparent by a lot.
    let half = Self.image(4, 4, fill: 0x8000_0000)
    #expect(tolerant.compare(expected: expected, actual: half).changedPixels == 16)
  }

  /// A 4 x 4 view shifted right by one pixel: its old left column and its new right column change
  /// (2 x 4 pixels), in the box from x 3 to 8.
  @Test func onePixelShiftOfAWholeView() {
    let expected = Self.image(12, 12, [(3, 3, 4, 4, Self.black)])
    let actual = Self.image(12, 12, [(4, 3, 4, 4, Self.black)])
    let result = ImageComparer().compare(expected: expected, actual: actual)
    #expect(result.changedPixels == 8 && result.antialiasedPixels == 0)
    #expect(result.bounds == PixelBox(minX: 3, minY: 3, maxX: 8, maxY: 7))
    #expect(result.bounds?.points(scale: 2) == PixelBox(minX: 1, minY: 1, maxX: 4, maxY: 4))
  }

  @Test func compositePutsExpectedDiffAndActualSideBySide() {
    let e = Self.image(3, 2, fill: Self.black)
    let d = Self.image(4, 5)
    let a = Self.image(2, 2, fill: 0xFF00_FF00)
    let composite = Composite.make(expected: e, diff: d, actual: a)
    let gap = Composite.gap
    #expect(composite.width == 3 + 4 + 2 + 4 * gap && composite.height == 5 + 2 * gap)
    #expect(composite.pixels[gap * composite.width + gap] == Self.black)
    #expect(composite.pixels[gap * composite.width + gap + 3 + gap] == Self.white)
    #expect(composite.pixels[gap * composite.width + gap + 3 + gap + 4 + gap] == 0xFF00_FF00)
  }

  @Test func diffImagesEncodeAndDecodeToTheSamePixels() throws {
    let image = Self.image(5, 3, [(1, 1, 2, 1, 0xFFFF_0000)])
    #expect(try RasterImage(png: image.pngBytes()) == image)
  }

  @Test func toleranceParsing() {
    #expect(Tolerance(parsing: "exact") == .exact)
    #expect(Tolerance(parsing: "threshold=0.2,pixels=50") == Tolerance(threshold: 0.2, maxPixels: 50))
    #expect(Tolerance(parsing: "ratio=0.001")?.maxRatio == 0.001)
    #expect(Tolerance(parsing: "threshold=2") == nil)
    #expect(Tolerance(parsing: "pixels=-1") == nil)
    #expect(Tolerance(parsing: "fuzzy") == nil)
  }
}
