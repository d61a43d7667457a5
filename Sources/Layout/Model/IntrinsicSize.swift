/// An intrinsic content size: per axis a length, or nil for UIKit's `noIntrinsicMetric`.
public struct IntrinsicSize: Hashable, Sendable, CustomStringConvertible {
  /// The intrinsic width, nil if none.
  public var width: Double?
  /// The intrinsic height, nil if none.
  public var height: Double?

  /// An intrinsic size; nil components mean "no intrinsic metric".
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  /// No intrinsic size in either axis (plain views, layout guides, image views without an image).
  public static let none = IntrinsicSize(width: nil, height: nil)

  /// An intrinsic `length` along `axis` only, none across it.
  public init(_ length: Double, along axis: Axis) {
    self = .none
    self[axis] = length
  }

  /// The component along `axis`.
  public subscript(axis: Axis) -> Double? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// `{58, 20.5}`, with `-1` for a missing metric as UIKit prints `noIntrinsicMetric`.
  public var description: String {
    "{\(width.map(formatPoints) ?? "-1"), \(height.map(formatPoints) ?? "-1")}"
  }
}
