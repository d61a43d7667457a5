/// A `<fontDescription>` (or an attributed title's `NSFont`) as IB writes it.
public struct IBFont: Hashable, Sendable {
  /// `system`, `boldSystem`, `italicSystem`, or nil for a text style or a named font.
  public var type: String?
  /// The point size; 0 means "the default size" (a cell style's label).
  public var pointSize: Double?
  /// The weight of a system font (`semibold`, `black`, ...).
  public var weight: String?
  /// A Dynamic Type text style (`UICTFontTextStyleHeadline`).
  public var style: String?
  /// A font's PostScript name (`Optima-Bold`).
  public var name: String?
  /// A font's family (`Optima`).
  public var family: String?

  /// Reads a `<fontDescription>` or `<font>` element.
  init(_ node: XMLNode) {
    type = node["type"]
    // An attributed string's `NSFont` names the system font by `metaFont` (`system`,
    // `systemBold`), where a `<fontDescription>` has `type`.
    switch node["metaFont"] {
    case "system": type = type ?? "system"
    case "systemBold": type = type ?? "boldSystem"
    default: break
    }
    pointSize = node.number("pointSize") ?? node.number("size")
    weight = node["weight"]
    style = node["style"]
    name = node["name"]
    family = node["family"]
  }

  /// The font's IB form as written, for messages.
  public var summary: String {
    [type, style, name, family, weight, pointSize.map { "\($0)" }].compactMap { $0 }.joined(separator: " ")
  }
}
