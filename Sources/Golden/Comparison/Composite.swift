import Render

/// jest-image-snapshot's composite: expected | diff | actual side by side on a grey page.
public enum Composite {
  /// Gap between the three images, in pixels.
  public static let gap = 16
  /// The page colour around them (opaque #C7C7CC).
  static let page: UInt32 = 0xFFC7_C7CC

  /// The three images side by side, top-aligned.
  public static func make(expected: RasterImage, diff: RasterImage, actual: RasterImage) -> RasterImage {
    let images = [expected, diff, actual]
    let width = images.reduce(0) { $0 + $1.width } + gap * 4
    let height = (images.map(\.height).max() ?? 0) + gap * 2
    var left = gap
    let origins = images.map { image in
      defer { left += image.width + gap }
      return (x: left, y: gap)
    }
    return onPage(images, at: origins, width: width, height: height)
  }

  /// A `width` x `height` page in the page colour with each image copied at its origin (its top
  /// left corner, in pixels); every image must fit inside the page.
  static func onPage(
    _ images: [RasterImage], at origins: [(x: Int, y: Int)], width: Int, height: Int
  ) -> RasterImage {
    var pixels = [UInt32](repeating: page, count: width * height)
    for (image, origin) in zip(images, origins) {
      for y in 0..<image.height {
        let target = (origin.y + y) * width + origin.x
        let source = y * image.width
        for x in 0..<image.width { pixels[target + x] = image.pixels[source + x] }
      }
    }
    return RasterImage(width: width, height: height, pixels: pixels)
  }
}
