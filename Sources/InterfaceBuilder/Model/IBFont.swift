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
  /// A `size` IB writes as a name instead of points (`size="system"`), nil otherwise; its points
  /// are `pointSize` when the name is known (`namedSize(_:)`).
  public var sizeName: String?

  /// Reads a `<fontDescription>` or `<font>` element.
  init(_ node: XMLNode) {
    type = node["type"]
    pointSize = node.number("pointSize") ?? node.number("size")
    if pointSize == nil, let name = node["size"], !name.isEmpty {
      sizeName = name
      pointSize = Self.namedSize(name)
    }
    weight = node["weight"]
    style = node["style"]
    name = node["name"]
    family = node["family"]
    // An attributed string's `NSFont` names the system font by an AppKit meta font (`system`,
    // `systemBold`, `menu`, `cellTitle`, ...), where a `<fontDescription>` has `type`
    // (docs/interface-builder.md, "Meta fonts of attributed text").
    if type == nil, name == nil, let meta = node["metaFont"], let system = Self.metaFont(meta) {
      type = system.weight == "bold" ? "boldSystem" : "system"
      if system.weight != "bold", weight == nil { weight = system.weight }
      if pointSize == nil { pointSize = system.defaultSize }
    }
  }

  /// The system font an AppKit meta font name stands for: its weight (nil for regular) and the
  /// size IB means when it writes no `size`: 13 for `system` and its weights (AppKit's
  /// `NSFont.systemFontSize`, read from stored frames), 11 for `smallSystem`, 9 for `miniSystem`,
  /// 10 for `label` (`NSFont.labelFontSize`), 12 for `cellTitle`, 13 for every other. Nil for a
  /// name that is no meta font of the system font (`userFixedPitch`, a fixed-pitch font).
  static func metaFont(_ meta: String) -> (weight: String?, defaultSize: Double)? {
    let sized: [(prefix: String, size: Double)] = [
      ("smallSystem", 11), ("miniSystem", 9), ("system", 13),
    ]
    for (prefix, size) in sized where meta.hasPrefix(prefix) {
      let rest = meta.dropFirst(prefix.count).lowercased()
      return (rest.isEmpty ? nil : rest, size)
    }
    switch meta {
    case "label": return (nil, 10)
    case "cellTitle": return (nil, 12)
    case "message", "menu", "menuBar", "toolTip", "titleBar", "palette", "controlContent": return (nil, 13)
    default: return nil
    }
  }

  /// The points of a size IB names instead of writing them: `system`, UIKit's
  /// `UIFont.systemFontSize`, 14 on iOS [DOC: UIFont `systemFontSize`, "the standard font size,
  /// in points, for system fonts"; read from stored frames: mooshimeter's `MainStoryboard_iPad`
  /// (/work/unseen-q, toolsVersion 10116) stores its `size="system"` label `27` ("Detail view
  /// content goes here") 17 high, the 14-pt line rounded up, where 17 pt would be 20.5]. Nil for any other name: no document of
  /// the ten sets writes one, and UIKit's other named sizes (`labelFontSize` 17,
  /// `buttonFontSize` 18, `smallSystemFontSize` 12) have no IB spelling we have seen [CHOICE].
  static func namedSize(_ name: String) -> Double? {
    name == "system" ? 14 : nil
  }

  /// The font's IB form as written, for messages.
  public var summary: String {
    [type, style, name, family, weight, pointSize.map { "\($0)" }].compactMap { $0 }.joined(separator: " ")
  }
}
