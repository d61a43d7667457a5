/// A rectangle of whole pixels (inclusive minimum, exclusive maximum), or of points once divided
/// by the image's scale.
public struct PixelBox: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Left edge.
  public var minX: Int
  /// Top edge.
  public var minY: Int
  /// Right edge (exclusive).
  public var maxX: Int
  /// Bottom edge (exclusive).
  public var maxY: Int

  /// Creates a box.
  public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
    self.minX = minX
    self.minY = minY
    self.maxX = maxX
    self.maxY = maxY
  }

  /// Width in pixels.
  public var width: Int { maxX - minX }
  /// Height in pixels.
  public var height: Int { maxY - minY }

  /// The box in points at `scale` pixels per point (edges rounded outwards).
  public func points(scale: Int) -> PixelBox {
    let s = max(scale, 1)
    return PixelBox(
      minX: minX / s, minY: minY / s, maxX: (maxX + s - 1) / s, maxY: (maxY + s - 1) / s)
  }

  /// The box within `0..<width` and `0..<height` (empty, at the nearest edge, when outside).
  public func clipped(width: Int, height: Int) -> PixelBox {
    let x0 = min(max(minX, 0), width)
    let y0 = min(max(minY, 0), height)
    return PixelBox(
      minX: x0, minY: y0, maxX: min(max(maxX, x0), width), maxY: min(max(maxY, y0), height))
  }

  /// Whether the box contains the other one.
  public func contains(_ other: PixelBox) -> Bool {
    minX <= other.minX && minY <= other.minY && maxX >= other.maxX && maxY >= other.maxY
  }

  /// "x 120-180, y 64-96" (inclusive start, exclusive end).
  public var description: String { "x \(minX)-\(maxX), y \(minY)-\(maxY)" }
}
