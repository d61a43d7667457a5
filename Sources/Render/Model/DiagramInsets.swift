/// Insets of a rectangle (layout margins), in points.
public struct DiagramInsets: Hashable, Sendable {
  /// Top inset.
  public var top: Double
  /// Left (leading) inset.
  public var left: Double
  /// Bottom inset.
  public var bottom: Double
  /// Right (trailing) inset.
  public var right: Double

  /// Creates insets.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on every side.
  public init(all v: Double) { self.init(top: v, left: v, bottom: v, right: v) }

  /// `rect` shrunk by these insets.
  public func inset(_ r: DisplayRect) -> DisplayRect {
    DisplayRect(x: r.x + left, y: r.y + top, width: r.width - left - right, height: r.height - top - bottom)
  }
}
