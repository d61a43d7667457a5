import Layout

/// The names an anchor can use besides declared views.
enum BuiltinItem: String, CaseIterable {
  case superview = "Superview"
  case topLayoutGuide = "Top Layout Guide"
  case bottomLayoutGuide = "Bottom Layout Guide"
  case safeArea = "Safe Area"
  case contentView = "Content View"

  /// The item a name (case-insensitive, spaces ignored) stands for.
  init?(name: ViewName) {
    guard let match = Self.byName[name] else { return nil }
    self = match
  }

  /// The builtin names, normalised once.
  private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { (ViewName($0.rawValue), $0) })

  /// The attributes the item has, nil for all of them. The legacy layout guides
  /// (`UILayoutSupport`) have only top, bottom and height.
  var allowedAttributes: [AttributeName]? {
    switch self {
    case .topLayoutGuide, .bottomLayoutGuide: return [.top, .bottom, .height]
    default: return nil
    }
  }
}
