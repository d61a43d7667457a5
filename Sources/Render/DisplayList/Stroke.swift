/// How a line or outline is stroked.
public struct Stroke: Hashable, Sendable {
  /// Line end shape (Cairo / SVG line caps).
  public enum Cap: String, Hashable, Sendable {
    /// Ends exactly at the end point.
    case butt
    /// Rounded past the end point.
    case round
  }

  /// Colour.
  public var paint: Paint
  /// Width in points.
  public var width: Double
  /// Dash lengths (on, off, ...) in points; empty for solid.
  public var dash: [Double]
  /// Line cap.
  public var cap: Cap

  /// Creates a stroke.
  public init(paint: Paint, width: Double, dash: [Double] = [], cap: Cap = .butt) {
    self.paint = paint
    self.width = width
    self.dash = dash
    self.cap = cap
  }

  /// The dash pattern of optional constraints (REFERENCE §7: dashed 4 3).
  public static let optionalDash: [Double] = [4, 3]
  /// The dotted pattern of baseline alignments.
  public static let dottedDash: [Double] = [1, 2]
}
