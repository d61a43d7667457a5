extension StackConstraint {
  /// The constraint as UIKit's logs print a stack view's constraint, after the tag:
  /// `'UISV-spacing' H:[UILabel:'A']-(8)-[UILabel:'B']   (active)`. Spacing between neighbours and
  /// the connection to the stack view's trailing (bottom) edge print in Visual Format, as UIKit does;
  /// guides print as `_UILayoutSpacer` and `_UIOLAGapGuide`.
  func uikitText(in scene: Scene, guideClasses: [ViewID: String]) -> String {
    func name(_ item: Item) -> String {
      if let id = item.viewID, let cls = guideClasses[id], let view = scene.view(id) {
        return "\(cls):'\(view.name)'"
      }
      return LayoutConstraint.uikitName(of: item, in: scene)
    }
    let c = constraint
    let head = "'\(identifier)' "
    let constant: Double
    if case .points(let value) = c.constant { constant = value } else { constant = 0 }
    let prefix = c.first.attribute.axis == .horizontal ? "H:" : "V:"
    let relation = LayoutConstraint.uikitRelation(c.relation)
    if let second = c.second, c.multiplier == 1, c.priority.isRequired {
      let pair = (second.attribute, c.first.attribute)
      let vflRelation = c.relation == .equal ? "" : relation
      // current.leading == previous.trailing + c   ->   H:[previous]-(c)-[current]
      if pair == (.trailing, .leading) || pair == (.bottom, .top), second.item != c.first.item,
        identifier == "UISV-spacing"
      {
        return head
          + "\(prefix)[\(name(second.item))]-(\(vflRelation)\(formatPoints(constant)))-[\(name(c.first.item))]"
          + "   (active)"
      }
      // canvas.trailing == last.trailing   ->   H:[last]-(0)-|
      if c.first.attribute == second.attribute, [.trailing, .bottom].contains(c.first.attribute),
        c.first.item == .view(stack), constant == 0
      {
        return head + "\(prefix)[\(name(second.item))]-(\(vflRelation)0)-|"
          + "   (active, names: '|':\(name(c.first.item)) )"
      }
    }
    if c.second == nil, !c.priority.isRequired {
      // A length at a low priority:   V:[view(0@25)]
      return head
        + "\(prefix)[\(name(c.first.item))(\(formatPoints(constant))@\(c.priority.rawValue))]   (active)"
    }
    var text = head + "\(name(c.first.item)).\(c.first.attribute.rawValue) \(relation) "
    if let second = c.second {
      if c.multiplier != 1 { text += "\((c.multiplier * 1e6).rounded() / 1e6)*" }
      text += "\(name(second.item)).\(second.attribute.rawValue)"
      if constant != 0 {
        text += constant < 0 ? " - \(formatPoints(-constant))" : " + \(formatPoints(constant))"
      }
    } else {
      text += formatPoints(constant)
    }
    if !c.priority.isRequired { text += " @\(c.priority.rawValue)" }
    return text + "   (active)"
  }
}
