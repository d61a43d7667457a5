/// A point in scene coordinates (y grows downward, as in UIKit).
public struct Point: Hashable, Sendable {
  /// Horizontal, from the left.
  public var x: Double
  /// Vertical, from the top.
  public var y: Double

  /// A point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The coordinate along `axis`.
  public subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? x : y }
    set {
      if axis == .horizontal { x = newValue } else { y = newValue }
    }
  }
}

/// Points printed as UIKit does: no trailing `.0`, at most 3 decimals (`16`, `20.333`).
///
/// The one spelling of a length in every text the program prints (descriptions, `solve`'s text
/// output), so that the same frame reads the same everywhere. Figures, with less room, write two
/// decimals (Render's `formatFigureNumber`).
public func formatPoints(_ value: Double) -> String {
  let rounded = (value * 1000).rounded() / 1000
  if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
  return String(rounded)
}

/// A number about a constraint the solver missed by `miss` points (rounding): `formatted(value)`
/// when three decimals show the miss, every digit (`19.70197`) when the miss is smaller, so that no
/// text says a constraint "misses by 0 pt".
public func formatMiss(
  _ value: Double, miss: Double, _ formatted: (Double) -> String = formatPoints
) -> String {
  miss >= 0.0005 ? formatted(value) : "\(value)"
}
