/// A `<variation key="…">` of a view: constraints and subviews installed or removed in a size class.
public struct IBVariation: Hashable, Sendable {
  /// `default`, `heightClass=compact`, `heightClass=regular-widthClass=compact`, ...
  public var key: String
  /// The line of the element.
  public var line: Int
  /// Constraint ids excluded (not installed) in this class.
  public var excludedConstraints: [String]
  /// Constraint ids included (installed) in this class.
  public var includedConstraints: [String]
  /// Subview ids removed in this class.
  public var excludedSubviews: [String]
  /// Subview ids added in this class.
  public var includedSubviews: [String]

  /// The width and height classes the key names (`nil` = any); nil when the key is not understood.
  public var sizeClasses: (width: String?, height: String?)? {
    if key == "default" { return (nil, nil) }
    var width: String?
    var height: String?
    for part in key.split(separator: "-") {
      let pair = part.split(separator: "=")
      guard pair.count == 2, ["compact", "regular"].contains(String(pair[1])) else { return nil }
      switch pair[0] {
      case "widthClass": width = String(pair[1])
      case "heightClass": height = String(pair[1])
      default: return nil
      }
    }
    return (width, height)
  }
}
