/// The pixel grid of a screen scale (1x, 2x, 3x): UIKit rounds label sizes up to it.
public struct PixelGrid: Hashable, Sendable {
  /// Pixels per point (1, 2 or 3 on iOS devices; any positive integer is accepted).
  public let scale: Int

  /// Creates a grid; scales below 1 are treated as 1.
  public init(scale: Int) {
    self.scale = max(scale, 1)
  }

  /// 1x.
  public static let x1 = PixelGrid(scale: 1)
  /// 2x.
  public static let x2 = PixelGrid(scale: 2)
  /// 3x.
  public static let x3 = PixelGrid(scale: 3)

  /// Rounds up to a whole pixel (20.2871 is 20.5 at 2x, 20.333... at 3x). A value already on
  /// the grid up to 1e-9 pixel stays, so that floating noise never adds a pixel.
  public func ceil(_ value: Double) -> Double {
    let pixels = value * Double(scale)
    let nearest = pixels.rounded()
    if abs(pixels - nearest) < 1e-9 { return nearest / Double(scale) }
    return pixels.rounded(.up) / Double(scale)
  }

  /// Rounds to the nearest pixel (halves away from zero).
  public func round(_ value: Double) -> Double {
    (value * Double(scale)).rounded() / Double(scale)
  }
}
