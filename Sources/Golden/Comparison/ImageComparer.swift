import Foundation
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

  /// Compares decoded images. Rows are compared whole first (`memcmp`): an image pair of the same
  /// size with no differing row is `identicalPixels` with no diff image, and only differing rows
  /// are examined pixel by pixel; the faded grey of an unchanged pixel is reused along a run of the
  /// same colour.
  public func compare(expected: RasterImage, actual: RasterImage) -> ImageComparison {
    let width = max(expected.width, actual.width)
    let height = max(expected.height, actual.height)
    let sameSize = expected.width == actual.width && expected.height == actual.height
    if sameSize && Self.samePixels(expected.pixels, actual.pixels) {
      return ImageComparison(
        verdict: .identicalPixels, changedPixels: 0, antialiasedPixels: 0, belowThresholdPixels: 0,
        totalPixels: width * height, bounds: nil, diff: nil)
    }
    var tally = Tally()
    var fade = FadeCache()
    let diff = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, initialized in
      let out = buffer.baseAddress!
      expected.pixels.withUnsafeBufferPointer { ep in
        actual.pixels.withUnsafeBufferPointer { ap in
          let e = PixelGrid(width: expected.width, height: expected.height, pixels: ep.baseAddress!)
          let a = PixelGrid(width: actual.width, height: actual.height, pixels: ap.baseAddress!)
          // Whether the diff row above was drawn from an unchanged row (so it is that row faded).
          var fadedAbove = false
          for y in 0..<height {
            let row = out + y * width
            if sameSize {
              let expectedRow = e.row(y)
              if memcmp(expectedRow, a.row(y), width * 4) == 0 {
                if fadedAbove && memcmp(expectedRow, expectedRow - width, width * 4) == 0 {
                  // The same unchanged row as above: its faded row again.
                  row.update(from: row - width, count: width)
                } else {
                  for x in 0..<width { row[x] = fade.faded(expectedRow[x]) }
                }
                fadedAbove = true
                continue
              }
              fadedAbove = false
            }
            diffRow(
              y, width: width, expected: e, actual: a, sameSize: sameSize, into: row, fade: &fade,
              tally: &tally)
          }
        }
      }
      initialized = width * height
    }
    let total = width * height
    return ImageComparison(
      verdict: verdict(expected: expected, actual: actual, tally: tally, total: total),
      changedPixels: tally.changed, antialiasedPixels: tally.antialiased, belowThresholdPixels: tally.below,
      totalPixels: total, bounds: tally.box, diff: RasterImage(width: width, height: height, pixels: diff))
  }

  /// What a comparison counts: changed, anti-aliased and below-threshold pixels, and the box of
  /// the changed and anti-aliased ones (a pixel outside either image is changed).
  private struct Tally {
    var changed = 0
    var antialiased = 0
    var below = 0
    var box: PixelBox?
  }

  /// Draws diff row `y` (`width` pixels: a differing row, or any row of two sizes) pixel by pixel
  /// into `row` and counts it: an equal pixel or one within the colour threshold faded, an
  /// anti-aliased one yellow, a changed one, or one outside either image, red.
  private func diffRow(
    _ y: Int, width: Int, expected e: PixelGrid, actual a: PixelGrid, sameSize: Bool,
    into row: UnsafeMutablePointer<UInt32>, fade: inout FadeCache, tally: inout Tally
  ) {
    let limit = Self.maxDelta * tolerance.threshold * tolerance.threshold
    for x in 0..<width {
      guard sameSize || (x < e.width && y < e.height && x < a.width && y < a.height) else {
        row[x] = Self.red
        tally.changed += 1
        tally.box = Self.extend(tally.box, x, y)
        continue
      }
      let p = e.pixel(x, y)
      let q = a.pixel(x, y)
      if p == q {
        row[x] = fade.faded(p)
        continue
      }
      if !tolerance.isExact && Colour.delta(p, q) <= limit {
        tally.below += 1
        row[x] = fade.faded(p)
        continue
      }
      tally.box = Self.extend(tally.box, x, y)
      if e.isAntialiased(x, y, other: a) || a.isAntialiased(x, y, other: e) {
        tally.antialiased += 1
        row[x] = Self.yellow
      } else {
        tally.changed += 1
        row[x] = Self.red
      }
    }
  }

  /// The verdict on two images that are not pixel for pixel the same, of `total` pixels and
  /// counted as `tally`: a size change; within tolerance when nothing changed beyond the colour
  /// threshold, or (with a tolerance) when the changed pixels, anti-aliased ones too unless the
  /// tolerance ignores them, are within its count or ratio; else different.
  private func verdict(
    expected: RasterImage, actual: RasterImage, tally: Tally, total: Int
  ) -> ImageComparison.Verdict {
    guard expected.width == actual.width && expected.height == actual.height else {
      return .sizeChanged(
        expectedWidth: expected.width, expectedHeight: expected.height, actualWidth: actual.width,
        actualHeight: actual.height)
    }
    if tally.changed == 0 && tally.antialiased == 0 { return .withinTolerance }
    let counted =
      tolerance.isExact || !tolerance.ignoresAntialiasing ? tally.changed + tally.antialiased : tally.changed
    let byCount = counted <= tolerance.maxPixels
    let byRatio = tolerance.maxRatio.map { Double(counted) <= $0 * Double(total) } ?? false
    return !tolerance.isExact && (byCount || byRatio) ? .withinTolerance : .different
  }

  static let red: UInt32 = 0xFFFF_0000
  static let yellow: UInt32 = 0xFFFF_FF00

  /// Whether two pixel arrays hold the same values (one `memcmp`).
  static func samePixels(_ a: [UInt32], _ b: [UInt32]) -> Bool {
    guard a.count == b.count else { return false }
    return a.withUnsafeBytes { x in
      b.withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
    }
  }

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
