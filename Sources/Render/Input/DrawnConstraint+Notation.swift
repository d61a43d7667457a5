import Layout

extension DrawnConstraint {
  /// The cookbook notation of a constraint that carries no source text.
  static func notation(_ c: LayoutConstraint, scene: Scene) -> String {
    func name(_ item: Item) -> String {
      switch item {
      case .view(let id): return scene.view(id)?.name.spelling ?? "View \(id.rawValue)"
      case .root: return "Superview"
      case .topLayoutGuide: return "Top Layout Guide"
      case .bottomLayoutGuide: return "Bottom Layout Guide"
      case .safeArea: return "Safe Area"
      case .readableContentGuide: return LayoutConstraint.cookbookName(of: item, in: scene)
      }
    }
    func side(_ a: Anchor) -> String { name(a.item) + "." + a.attribute.cookbookName }
    let rel: String
    switch c.relation {
    case .equal: rel = "="
    case .lessThanOrEqual: rel = "<="
    case .greaterThanOrEqual: rel = ">="
    }
    var s = side(c.first) + " " + rel + " "
    var constantText: String?
    switch c.constant {
    case .points(let v): constantText = v == 0 && c.second != nil ? nil : formatFigureNumber(v)
    case .standard: constantText = "Standard"
    case .systemSpacing(let m):
      constantText = m == 1 ? "system spacing" : "\(formatFigureNumber(m)) x system spacing"
    }
    if let second = c.second {
      if c.multiplier != 1 { s += formatFigureNumber(c.multiplier) + " x " }
      s += side(second)
      if let k = constantText { s += " + " + k }
    } else {
      s += constantText ?? "0"
    }
    if c.priority.rawValue < 1000 { s += " (Priority \(c.priority.rawValue))" }
    return s
  }
}
