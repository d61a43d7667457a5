import Layout

extension DiagramPanel {
  /// A Layout constraint as the diagram draws it (leading/trailing become left/right).
  static func constraint(
    _ c: LayoutConstraint, status: ConstraintStatus, classOnly: Bool, resolvedConstant: Double?, scene: Scene
  ) -> DiagramConstraint {
    let diagramStatus: DiagramConstraintStatus
    switch status {
    case .satisfied: diagramStatus = .satisfied
    case .brokenOptional(let by): diagramStatus = .brokenOptional(by: by)
    case .conflicting, .brokenToRecover, .invalid: diagramStatus = .conflicting
    case .notInstalled: diagramStatus = .notInstalled
    }
    let relation: DiagramRelation
    switch c.relation {
    case .equal: relation = .equal
    case .lessThanOrEqual: relation = .lessThanOrEqual
    case .greaterThanOrEqual: relation = .greaterThanOrEqual
    }
    let constant: DiagramConstant
    switch c.constant {
    case .points(let v): constant = .points(v)
    case .standard: constant = .standard
    case .systemSpacing(let m): constant = .systemSpacing(multiplier: m)
    }
    let text = c.sourceText.isEmpty ? Self.notation(c, scene: scene) : c.sourceText
    return DiagramConstraint(
      number: c.number, letter: c.number == nil ? c.identifier : nil, text: text, first: anchor(c.first),
      relation: relation, second: c.second.map(anchor),
      multiplier: c.multiplier, constant: constant, resolvedConstant: resolvedConstant,
      priority: c.priority.rawValue, status: diagramStatus,
      classOnly: classOnly)
  }

  static func anchor(_ a: Anchor) -> DiagramAnchor {
    let item: DiagramItem
    switch a.item {
    case .view(let id): item = .view(id.rawValue)
    case .root: item = .root
    case .topLayoutGuide: item = .topGuide
    case .bottomLayoutGuide: item = .bottomGuide
    case .safeArea: item = .safeArea
    }
    let edge: DiagramEdge
    switch a.attribute.withoutMargin {
    case .left, .leading: edge = .left
    case .right, .trailing: edge = .right
    case .top: edge = .top
    case .bottom: edge = .bottom
    case .width: edge = .width
    case .height: edge = .height
    case .centerX: edge = .centerX
    case .centerY: edge = .centerY
    case .firstBaseline: edge = .firstBaseline
    default: edge = .lastBaseline
    }
    return DiagramAnchor(item: item, edge: edge, withinMargins: a.attribute.isMargin)
  }

  /// The cookbook notation of a constraint that carries no source text.
  static func notation(_ c: LayoutConstraint, scene: Scene) -> String {
    func name(_ item: Item) -> String {
      switch item {
      case .view(let id): return scene.view(id)?.name ?? "View \(id.rawValue)"
      case .root: return "Superview"
      case .topLayoutGuide: return "Top Layout Guide"
      case .bottomLayoutGuide: return "Bottom Layout Guide"
      case .safeArea: return "Safe Area"
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
    case .points(let v): constantText = v == 0 && c.second != nil ? nil : ConstraintStyle.formatNumber(v)
    case .standard: constantText = "Standard"
    case .systemSpacing(let m):
      constantText = m == 1 ? "system spacing" : "\(ConstraintStyle.formatNumber(m)) x system spacing"
    }
    if let second = c.second {
      if c.multiplier != 1 { s += ConstraintStyle.formatNumber(c.multiplier) + " x " }
      s += side(second)
      if let k = constantText { s += " + " + k }
    } else {
      s += constantText ?? "0"
    }
    if c.priority.rawValue < 1000 { s += " (Priority \(c.priority.rawValue))" }
    return s
  }
}
