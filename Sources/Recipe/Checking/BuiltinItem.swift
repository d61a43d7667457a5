import Layout

/// The names an anchor can use besides declared views: no declared view may take one (the
/// Interface Builder importer names its views around them).
public enum BuiltinItem: String, CaseIterable, Sendable {
  case superview = "Superview"
  case topLayoutGuide = "Top Layout Guide"
  case bottomLayoutGuide = "Bottom Layout Guide"
  case safeArea = "Safe Area"
  /// The root view's readable content guide (a cell's: its content view's).
  case readableContentGuide = "Readable Content Guide"
  case contentView = "Content View"

  /// The item a name (case-insensitive, spaces ignored) stands for.
  public init?(name: ViewName) {
    guard let match = Self.byName[name] else { return nil }
    self = match
  }

  /// The item's name as recipes write it (`Top Layout Guide`).
  public var name: ViewName { ViewName(rawValue) }

  /// The builtin names, normalised once.
  private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { (ViewName($0.rawValue), $0) })

  /// What the item's attributes are, for the hint of an attribute it lacks.
  public var attributeHint: String {
    switch self {
    case .readableContentGuide:
      return "the readable content guide has edges, centres, Width and Height (no margins or baselines)"
    default: return "a layout guide has Top, Bottom and Height"
    }
  }

  /// The attributes the item has, nil for all of them. The legacy layout guides
  /// (`UILayoutSupport`) have only top, bottom and height.
  public var allowedAttributes: [Attribute]? {
    switch self {
    case .topLayoutGuide, .bottomLayoutGuide: return [.top, .bottom, .height]
    case .readableContentGuide:
      // A UILayoutGuide: edges, centres and sizes; no margins and no baselines.
      return [.left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY]
    default: return nil
    }
  }
}
