import Layout
import Recipe

extension SceneConverter {
  /// IB attribute names and the recipe's.
  static let attributes: [String: AttributeName] = [
    "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading,
    "trailing": .trailing,
    "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY, "baseline": .lastBaseline,
    "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline, "leftMargin": .leftMargin,
    "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
    "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
    "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
  ]

  /// The spelling the cookbook uses for an attribute (`Leading`, `Baseline`, `TrailingMargin`).
  static func spelling(_ ib: String) -> String {
    if ib == "baseline" { return "Baseline" }
    return ib.prefix(1).uppercased() + ib.dropFirst()
  }

  /// Every constraint of the scene, in the order of the views that own them (the root first).
  func ownedConstraints() -> [IBConstraint] {
    var result = scene.root.constraints
    if let content = scene.root.contentView?.view { result += content.constraints }
    for view in declared { result += view.constraints + (view.contentView?.view.constraints ?? []) }
    return result
  }

  /// The numbered constraint lines, and the frame pins of views placed by autoresizing.
  mutating func constraints() -> [RecipeLine] {
    var lines: [RecipeLine] = []
    var number = 0
    for constraint in ownedConstraints() {
      if constraint.isPlaceholder {
        warn(constraint, "a placeholder constraint (removed at build time) is left out")
        continue
      }
      guard let syntax = convert(constraint) else { continue }
      number += 1
      labels[constraint.id] = number
      var labelled = syntax
      labelled.label = SyntaxFactory.located(.number(number))
      labelled.ibID = SyntaxFactory.located(constraint.id)
      labelled.identifier = constraint.identifier.map { SyntaxFactory.located($0) }
      lines.append(SyntaxFactory.line(.constraint(labelled)))
    }
    for view in framePinned {
      guard let frame = view.frame, let name = items[view.id] else { continue }
      warn(
        view,
        "the view is placed by its autoresizing mask (translatesAutoresizingMaskIntoConstraints), not by "
          + "constraints: pinned to its Interface Builder frame")
      let pins: [(AttributeName, String, Double, Bool)] = [
        (.leading, "Leading", frame.minX, true), (.top, "Top", frame.minY, true),
        (.width, "Width", frame.width, false), (.height, "Height", frame.height, false),
      ]
      for (attribute, spelling, value, toSuperview) in pins {
        number += 1
        let first = SyntaxFactory.anchor(name, attribute, spelling: spelling)
        var syntax = ConstraintSyntax(
          label: SyntaxFactory.located(.number(number)), first: first,
          relation: SyntaxFactory.located(.equal), second: nil)
        if toSuperview {
          syntax.second = SyntaxFactory.anchor("Superview", attribute, spelling: spelling)
          if value != 0 { syntax.constant = .points(SyntaxFactory.number(value)) }
        } else {
          syntax.constant = .points(SyntaxFactory.number(value))
        }
        lines.append(SyntaxFactory.line(.constraint(syntax), comment: "autoresizing: IB frame"))
      }
    }
    lines += contentGuidePins(numbered: &number)
    if scene.container == .cell, let height = scene.root.fixedHeight, height >= 0 {
      // UIKit gives a cell of fixed height its content view's height (a static cell's row height,
      // a collection view cell's item size) instead of asking the content for its fitting height.
      number += 1
      var syntax = ConstraintSyntax(
        label: SyntaxFactory.located(.number(number)),
        first: SyntaxFactory.anchor("Content View", .height, spelling: "Height"),
        relation: SyntaxFactory.located(.equal), second: nil)
      syntax.constant = .points(SyntaxFactory.number(height))
      lines.append(
        SyntaxFactory.line(.constraint(syntax), comment: "the cell's fixed height (IB's row or item size)"))
    }
    return lines
  }

  mutating func warn(_ constraint: IBConstraint, _ message: String) {
    warn(line: constraint.line, element: "<constraint id=\"\(constraint.id)\">", message)
  }

  /// The recipe form of a constraint, or nil (with a warning) when it has none.
  private mutating func convert(_ constraint: IBConstraint) -> ConstraintSyntax? {
    let firstID = contentArea(
      constraint.resolvedFirstItem, constraint.firstAttribute, other: constraint.secondItem)
    guard let firstName = itemName(firstID, constraint: constraint) else { return nil }
    guard let firstAttribute = Self.attributes[constraint.firstAttribute] else {
      warn(
        constraint, "attribute \"\(constraint.firstAttribute)\" is not supported; the constraint is left out")
      return nil
    }
    var second: AnchorSyntax?
    var secondID: String?
    var secondAttribute: AttributeName?
    if let secondItem = constraint.secondItem, let attributeName = constraint.secondAttribute,
      attributeName != "notAnAttribute"
    {
      let id = contentArea(secondItem, attributeName, other: constraint.resolvedFirstItem)
      guard let name = itemName(id, constraint: constraint) else { return nil }
      guard let attribute = Self.attributes[attributeName] else {
        warn(constraint, "attribute \"\(attributeName)\" is not supported; the constraint is left out")
        return nil
      }
      second = SyntaxFactory.anchor(name, attribute, spelling: Self.spelling(attributeName))
      secondID = id
      secondAttribute = attribute
    } else if constraint.secondItem != nil, constraint.secondAttribute == nil {
      warn(constraint, "has a second item but no second attribute; the constraint is left out")
      return nil
    }
    if let problem = Self.pairingProblem(firstAttribute, secondAttribute) {
      warn(constraint, problem + "; UIKit refuses such a constraint, so it is left out")
      return nil
    }
    // "Superview" means the other item's parent: check that it is the root here.
    for (id, other) in [(Optional(firstID), secondID), (secondID, Optional(firstID))] {
      guard let id, items[id] == "Superview" else { continue }
      if let other, items[other] != "Superview", parents[other].flatMap({ $0 }) != nil {
        warn(
          constraint,
          "relates the root view to \"\(items[other] ?? other)\", which is not its direct subview; a recipe's "
            + "Superview cannot name it, so the constraint is left out")
        return nil
      }
      if other == nil || other.map({ items[$0] == "Superview" }) == true {
        warn(constraint, "a constraint on the root view alone is left out (the scene gives the root's size)")
        return nil
      }
    }
    guard let multiplier = constraint.multiplierValue, multiplier.isFinite else {
      warn(
        constraint,
        "multiplier \"\(constraint.multiplier ?? "")\" is not a number (nor a ratio a:b or a/b with b not 0); "
          + "the constraint is left out")
      return nil
    }
    if second != nil, let problem = Self.multiplierProblem(multiplier) {
      warn(constraint, "multiplier \"\(constraint.multiplier ?? "")\" \(problem); the constraint is left out")
      return nil
    }
    let relation: LayoutRelation
    switch constraint.relation {
    case "equal": relation = .equal
    case "greaterThanOrEqual": relation = .greaterThanOrEqual
    case "lessThanOrEqual": relation = .lessThanOrEqual
    default:
      warn(constraint, "relation \"\(constraint.relation)\" is not known; the constraint is left out")
      return nil
    }
    var syntax = ConstraintSyntax(
      label: nil,
      first: SyntaxFactory.anchor(
        firstName, firstAttribute, spelling: Self.spelling(constraint.firstAttribute)),
      relation: SyntaxFactory.located(relation), second: second)
    if second != nil, multiplier != 1 { syntax.multiplier = SyntaxFactory.multiplier(multiplier) }
    if constraint.symbolic, second != nil {
      if constraint.constant >= 0 {
        syntax.constant = .standard(negated: false, range: SyntaxFactory.nowhere)
      } else if multiplier == 1, let other = second {
        // A.x = B.y - Standard reads as B.y = A.x + Standard (the recipe has no negative Standard).
        syntax.second = syntax.first
        syntax.first = other
        syntax.relation = SyntaxFactory.located(
          relation == .equal
            ? .equal : relation == .greaterThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual)
        syntax.constant = .standard(negated: false, range: SyntaxFactory.nowhere)
      } else {
        syntax.constant = .points(SyntaxFactory.number(constraint.constant))
      }
    } else if constraint.constant != 0 || second == nil {
      syntax.constant = .points(SyntaxFactory.number(constraint.constant))
    }
    if constraint.priority != 1000 {
      var priority = constraint.priority
      if priority != priority.rounded() || !(1...1000).contains(priority) {
        let adjusted = Self.wholePriority(priority)
        warn(constraint, "priority \(priority) is not a whole number in 1...1000; \(Int(adjusted)) is used")
        priority = adjusted
      }
      if priority != 1000 { syntax.priority = SyntaxFactory.priority(priority) }
    }
    return syntax
  }

  /// What Auto Layout (and the recipe checker, `RecipeScope.check`) refuses in a pair of
  /// attributes, or nil: a location equal to a constant, a size with a location, locations of two
  /// axes, leading/trailing with left/right. The importer fuzzer found a document whose constraint
  /// became `Bottom Layout Guide.Top = 20`, a recipe that did not compile (`import` exited 70).
  static func pairingProblem(_ first: AttributeName, _ second: AttributeName?) -> String? {
    guard let second else {
      return first.isSize
        ? nil : "sets the location \(first.rawValue) to a constant (only width and height can be)"
    }
    if first.isSize != second.isSize {
      return "relates size and location (\(first.rawValue) to \(second.rawValue))"
    }
    if !first.isSize, first.axis != second.axis {
      return "relates \(first.rawValue) to \(second.rawValue), locations of different axes"
    }
    if (first.isDirectional && second.isAbsoluteHorizontal)
      || (first.isAbsoluteHorizontal && second.isDirectional)
    {
      return "mixes \(first.rawValue) with \(second.rawValue) (leading and trailing with left and right)"
    }
    return nil
  }

  /// A priority rounded to a whole number in 1...1000 that keeps a constraint optional when it was
  /// (999.5 is 999: rounding it up would make it required, which UIKit's 999.5 is not).
  static func wholePriority(_ priority: Double) -> Double {
    let clamped = min(max(priority.rounded(), 1), 1000)
    return priority < 1000 ? min(clamped, 999) : clamped
  }

  /// Why a recipe cannot hold a multiplier, or nil: the recipe language writes no negative
  /// multiplier, and the solver's numeric range (`NumericRange`) bounds non-zero ones.
  static func multiplierProblem(_ multiplier: Double) -> String? {
    if multiplier < 0 { return "is negative, which a recipe cannot write" }
    guard NumericRange.contains(multiplier: multiplier) else {
      return "is outside the solver's numeric range (0, or \(NumericRange.spelledMultiplierBounds.lower) "
        + "to \(NumericRange.spelledMultiplierBounds.upper) in magnitude)"
    }
    return nil
  }

  /// The recipe name of an item id, or nil (with a warning) for an id the scene does not hold.
  private mutating func itemName(_ id: String, constraint: IBConstraint) -> String? {
    if let name = items[id] { return name }
    let owner = declared.first { $0.safeAreaGuideID == id }
    if owner != nil || scene.root.safeAreaGuideID == id || scene.root.contentView?.view.safeAreaGuideID == id
    {
      warn(
        constraint,
        "refers to the safe area of \(owner.flatMap { items[$0.id] } ?? "the cell"); only a view controller's "
          + "safe area (Safe Area) exists in a recipe, so the constraint is left out")
      return nil
    }
    warn(
      constraint,
      "refers to \"\(id)\", which is no view or guide of this scene (a dangling reference); left out")
    return nil
  }
}
