/// A concrete font: what the measurer and the renderer receive.
public struct ResolvedFont: Hashable, Sendable {
  /// The family; nil is the system UI font.
  public var family: String?
  /// The size in points.
  public var pointSize: Double
  /// The weight.
  public var weight: FontWeight
  /// Italic.
  public var italic: Bool
  /// The text style it came from, if any (for system spacing).
  public var style: TextStyle?

  /// A concrete font.
  public init(
    family: String? = nil, pointSize: Double, weight: FontWeight = .regular, italic: Bool = false,
    style: TextStyle? = nil
  ) {
    self.family = family
    self.pointSize = pointSize
    self.weight = weight
    self.italic = italic
    self.style = style
  }
}
