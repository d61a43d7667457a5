/// A `<color>` as IB writes it: RGB or white components, or a system colour's name.
public struct IBColor: Hashable, Sendable {
  /// Red, green, blue and alpha in 0...1, when the colour has components.
  public var components: (red: Double, green: Double, blue: Double, alpha: Double)?
  /// `systemColor` / `cocoaTouchSystemColor` name, when the colour is a named system colour.
  public var systemName: String?

  /// A colour from components.
  public init(red: Double, green: Double, blue: Double, alpha: Double) {
    components = (red, green, blue, alpha)
  }

  /// A named system colour.
  public init(systemName: String) { self.systemName = systemName }

  /// Reads a `<color>` element; nil when it has neither components nor a name.
  init?(_ node: XMLNode) {
    if let white = node.number("white") {
      components = (white, white, white, node.number("alpha") ?? 1)
    } else if let red = node.number("red"), let green = node.number("green"), let blue = node.number("blue") {
      components = (red, green, blue, node.number("alpha") ?? 1)
    } else if let name = node["systemColor"] ?? node["cocoaTouchSystemColor"] {
      systemName = name
    } else {
      return nil
    }
  }

  /// `#RRGGBB`, when the colour has components.
  public var hex: String? {
    guard let c = components else { return nil }
    func byte(_ v: Double) -> String {
      let value = Int((min(max(v, 0), 1) * 255).rounded())
      let digits = String(value, radix: 16, uppercase: true)
      return digits.count == 1 ? "0" + digits : digits
    }
    return "#" + byte(c.red) + byte(c.green) + byte(c.blue)
  }

  /// True for a colour that draws nothing (alpha 0 or `clearColor`).
  public var isClear: Bool {
    if let c = components { return c.alpha == 0 }
    return systemName == "clearColor"
  }

  public static func == (lhs: IBColor, rhs: IBColor) -> Bool {
    lhs.hex == rhs.hex && lhs.components?.alpha == rhs.components?.alpha && lhs.systemName == rhs.systemName
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(hex)
    hasher.combine(systemName)
  }
}
