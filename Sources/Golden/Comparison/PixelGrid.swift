import Foundation
import Render

/// Pixel access and pixelmatch's anti-aliasing detector over one image's pixels, borrowed for the
/// length of one comparison (`RasterImage.pixels` inside `withUnsafeBufferPointer`).
struct PixelGrid {
  let width: Int
  let height: Int
  let pixels: UnsafePointer<UInt32>

  /// A grid over `pixels` (`width * height` of them).
  init(width: Int, height: Int, pixels: UnsafePointer<UInt32>) {
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  @inline(__always) func pixel(_ x: Int, _ y: Int) -> UInt32 { pixels[y * width + x] }

  /// Row `y`'s pixels.
  @inline(__always) func row(_ y: Int) -> UnsafePointer<UInt32> { pixels + y * width }

  /// pixelmatch's `antialiased` (Vyšniauskas, "Anti-aliased pixel and intensity slope detector",
  /// 2009): the pixel lies between a darkest and a brightest neighbour of different brightness,
  /// has at most two neighbours of its own brightness, and that darkest or brightest neighbour
  /// sits in a flat area (three or more identical neighbours) in both images.
  func isAntialiased(_ x1: Int, _ y1: Int, other: PixelGrid) -> Bool {
    let x0 = max(x1 - 1, 0)
    let y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, width - 1)
    let y2 = min(y1 + 1, height - 1)
    var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
    var minDelta = 0.0
    var maxDelta = 0.0
    var minX = 0
    var minY = 0
    var maxX = 0
    var maxY = 0
    let value = pixel(x1, y1)
    let centre = Colour.brightness(value)
    for x in x0...x2 {
      for y in y0...y2 where !(x == x1 && y == y1) {
        // A neighbour of the very same value has delta 0 without computing its brightness.
        let neighbour = pixel(x, y)
        let delta = neighbour == value ? 0 : centre - Colour.brightness(neighbour)
        if delta == 0 {
          zeroes += 1
          if zeroes > 2 { return false }
        } else if delta < minDelta {
          minDelta = delta
          minX = x
          minY = y
        } else if delta > maxDelta {
          maxDelta = delta
          maxX = x
          maxY = y
        }
      }
    }
    if minDelta == 0 || maxDelta == 0 { return false }
    return (hasManySiblings(minX, minY) && other.hasManySiblings(minX, minY))
      || (hasManySiblings(maxX, maxY) && other.hasManySiblings(maxX, maxY))
  }

  /// Whether at least three neighbours have exactly this pixel's value (edges count as one).
  func hasManySiblings(_ x1: Int, _ y1: Int) -> Bool {
    guard x1 < width, y1 < height else { return false }
    let x0 = max(x1 - 1, 0)
    let y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, width - 1)
    let y2 = min(y1 + 1, height - 1)
    var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
    let value = pixel(x1, y1)
    for x in x0...x2 {
      for y in y0...y2 where !(x == x1 && y == y1) && pixel(x, y) == value {
        zeroes += 1
        if zeroes > 2 { return true }
      }
    }
    return false
  }
}
