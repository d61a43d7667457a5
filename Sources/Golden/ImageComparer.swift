import Render

/// Compares decoded pixels, pixelmatch-style: exact by default, an explicit tolerance with a
/// colour threshold and a count or ratio, anti-aliased pixels detected and counted apart, and a
/// size change as its own verdict.
public struct ImageComparer: Sendable {
  /// The tolerance (exact by default).
  public var tolerance: Tolerance

  /// A comparer with `tolerance`.
  public init(tolerance: Tolerance = .exact) {
    self.tolerance = tolerance
  }

  /// pixelmatch's largest YIQ distance.
  static let maxDelta = 35215.0

  /// Compares PNG files: identical bytes short-cut, otherwise both are decoded.
  public func compare(expectedPNG: [UInt8], actualPNG: [UInt8]) throws(RenderError) -> ImageComparison {
    if expectedPNG == actualPNG {
      return ImageComparison(
        verdict: .identicalBytes, changedPixels: 0, antialiasedPixels: 0, belowThresholdPixels: 0,
        totalPixels: 0, bounds: nil, diff: nil)
    }
    return compare(expected: try RasterImage(png: expectedPNG), actual: try RasterImage(png: actualPNG))
  }

  /// Compares decoded images.
  public func compare(expected: RasterImage, actual: RasterImage) -> ImageComparison {
    let width = max(expected.width, actual.width)
    let height = max(expected.height, actual.height)
    let sameSize = expected.width == actual.width && expected.height == actual.height
    if sameSize && expected.pixels == actual.pixels {
      return ImageComparison(
        verdict: .identicalPixels, changedPixels: 0, antialiasedPixels: 0, belowThresholdPixels: 0,
        totalPixels: width * height, bounds: nil, diff: nil)
    }
    let limit = Self.maxDelta * tolerance.threshold * tolerance.threshold
    var diff = [UInt32](repeating: 0, count: width * height)
    var changed = 0
    var antialiased = 0
    var below = 0
    var box: PixelBox?
    let e = PixelGrid(expected)
    let a = PixelGrid(actual)
    for y in 0..<height {
      for x in 0..<width {
        let index = y * width + x
        guard x < expected.width, y < expected.height, x < actual.width, y < actual.height else {
          diff[index] = Self.red
          changed += 1
          box = Self.extend(box, x, y)
          continue
        }
        let p = e.pixel(x, y)
        let q = a.pixel(x, y)
        if p == q {
          diff[index] = Self.faded(p)
          continue
        }
        let delta = Colour.delta(p, q)
        if !tolerance.isExact && delta <= limit {
          below += 1
          diff[index] = Self.faded(p)
          continue
        }
        box = Self.extend(box, x, y)
        if e.isAntialiased(x, y, other: a) || a.isAntialiased(x, y, other: e) {
          antialiased += 1
          diff[index] = Self.yellow
        } else {
          changed += 1
          diff[index] = Self.red
        }
      }
    }
    let total = width * height
    let verdict: ImageComparison.Verdict
    if !sameSize {
      verdict = .sizeChanged(
        expectedWidth: expected.width, expectedHeight: expected.height, actualWidth: actual.width,
        actualHeight: actual.height)
    } else if changed == 0 && antialiased == 0 {
      verdict = .withinTolerance
    } else {
      let counted = tolerance.isExact || !tolerance.ignoresAntialiasing ? changed + antialiased : changed
      let byCount = counted <= tolerance.maxPixels
      let byRatio = tolerance.maxRatio.map { Double(counted) <= $0 * Double(total) } ?? false
      verdict = !tolerance.isExact && (byCount || byRatio) ? .withinTolerance : .different
    }
    return ImageComparison(
      verdict: verdict, changedPixels: changed, antialiasedPixels: antialiased, belowThresholdPixels: below,
      totalPixels: total, bounds: box, diff: RasterImage(width: width, height: height, pixels: diff))
  }

  static let red: UInt32 = 0xFFFF_0000
  static let yellow: UInt32 = 0xFFFF_FF00

  /// An unchanged pixel in the diff image: its brightness over white, faded to 10%.
  static func faded(_ pixel: UInt32) -> UInt32 {
    let y = Colour.brightness(pixel)
    let v = UInt32(max(0, min(255, (255 + (y - 255) * 0.1).rounded())))
    return 0xFF00_0000 | v << 16 | v << 8 | v
  }

  static func extend(_ box: PixelBox?, _ x: Int, _ y: Int) -> PixelBox {
    guard var box else { return PixelBox(minX: x, minY: y, maxX: x + 1, maxY: y + 1) }
    box.minX = min(box.minX, x)
    box.minY = min(box.minY, y)
    box.maxX = max(box.maxX, x + 1)
    box.maxY = max(box.maxY, y + 1)
    return box
  }
}
