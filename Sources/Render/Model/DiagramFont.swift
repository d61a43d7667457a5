/// The font a text in the diagram asks for, resolved by the text module to a file.
public struct DiagramFont: Hashable, Sendable {
  /// Family name; nil for the system UI font (Inter on Linux).
  public var family: String?
  /// Size in points.
  public var size: Double
  /// CSS-style weight, 100...900 (400 regular, 600 semibold).
  public var weight: Int
  /// Italic.
  public var italic: Bool

  /// Creates a font request.
  public init(family: String? = nil, size: Double, weight: Int = 400, italic: Bool = false) {
    self.family = family
    self.size = size
    self.weight = weight
    self.italic = italic
  }
}
