/// A rectangle, optionally with rounded corners, filled and/or stroked.
public struct RectItem: Hashable, Sendable {
  /// The rectangle.
  public var rect: DisplayRect
  /// Corner radius (0 for square corners).
  public var cornerRadius: Double
  /// Fill, if any.
  public var fill: Paint?
  /// Outline, if any (centred on the rectangle's edge).
  public var stroke: Stroke?

  /// Creates a rectangle item.
  public init(rect: DisplayRect, cornerRadius: Double = 0, fill: Paint? = nil, stroke: Stroke? = nil) {
    self.rect = rect
    self.cornerRadius = cornerRadius
    self.fill = fill
    self.stroke = stroke
  }
}
