/// Insets from each edge (leading is left: layout is left-to-right).
public struct EdgeInsets: Hashable, Sendable {
  /// The top inset.
  public var top: Double
  /// The left inset.
  public var left: Double
  /// The bottom inset.
  public var bottom: Double
  /// The right inset.
  public var right: Double

  /// Insets from each edge.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on every edge.
  public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }

  /// No insets.
  public static let zero = EdgeInsets(all: 0)

  /// The inset at the min edge (left or top) of `axis`.
  public func min(_ axis: Axis) -> Double { axis == .horizontal ? left : top }
  /// The inset at the max edge (right or bottom) of `axis`.
  public func max(_ axis: Axis) -> Double { axis == .horizontal ? right : bottom }

  /// Whether every edge differs from `other`'s by at most `tolerance`.
  public func isClose(to other: EdgeInsets, within tolerance: Double) -> Bool {
    abs(top - other.top) <= tolerance && abs(left - other.left) <= tolerance
      && abs(bottom - other.bottom) <= tolerance && abs(right - other.right) <= tolerance
  }
}
