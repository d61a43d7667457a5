/// A width and height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The width in points.
  public var width: Double
  /// The height in points.
  public var height: Double

  /// A size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// 0 x 0.
  public static let zero = Size(width: 0, height: 0)

  /// The component along `axis`.
  public subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// `375x667`.
  public var description: String { "\(formatPoints(width))x\(formatPoints(height))" }
}
