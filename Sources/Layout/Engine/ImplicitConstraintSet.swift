/// The constraints the engine adds for one pass, in a fixed order: the root's size (or a cell's
/// fitting height), content view pins, hugging and compression resistance per view and axis, then
/// the stack views' constraints.
struct ImplicitConstraintSet: Sendable {
  /// Each constraint's description (status filled in later) and its solver form.
  var entries: [(info: ImplicitConstraint, prepared: PreparedConstraint)] = []

  /// The index of the cell's fitting-height constraint.
  var fittingIndex: Int?

  init(
    scene: Scene, variables: FrameVariables, resolver: AnchorResolver, intrinsic: [IntrinsicSize],
    stacks: StackViewPlan? = nil
  ) {
    let rootName = LayoutConstraint.uikitName(of: .root, in: scene)
    let rootW = LinearForm(variable: variables.rootLength(.horizontal))
    let rootH = LinearForm(variable: variables.rootLength(.vertical))
    let width: Double
    if case .cell(let w) = scene.kind { width = w } else { width = scene.size.width }
    add(
      .sceneSize(.horizontal), .required, width, rootW + -width, .equal,
      "'UIView-Encapsulated-Layout-Width' \(rootName).width == \(formatPoints(width))")
    if case .cell = scene.kind {
      fittingIndex = entries.count
      add(
        .fittingSize, .fittingSizeLevel, 0, rootH, .equal,
        "'UIView-Fitting-Size-Height' \(rootName).height == 0 @50")
    } else {
      add(
        .sceneSize(.vertical), .required, scene.size.height, rootH + -scene.size.height, .equal,
        "'UIView-Encapsulated-Layout-Height' \(rootName).height == \(formatPoints(scene.size.height))")
    }
    for (i, view) in scene.views.enumerated() where view.kind == .contentView {
      let parent: Item = view.parent.map { .view($0) } ?? .root
      guard let outer = resolver.rect(parent), let inner = resolver.rect(.view(ViewID(i))) else { continue }
      let name = LayoutConstraint.uikitName(of: .view(ViewID(i)), in: scene)
      for axis in Axis.allCases {
        let (pos, len) = axis == .horizontal ? ("minX", "width") : ("minY", "height")
        add(
          .contentViewPin(ViewID(i), axis), .required, 0, inner.position(axis) - outer.position(axis), .equal,
          "h=--& v=--& \(name).\(pos) == \(LayoutConstraint.uikitName(of: parent, in: scene)).\(pos)")
        add(
          .contentViewPin(ViewID(i), axis), .required, 0, inner.length(axis) - outer.length(axis), .equal,
          "h=--& v=--& \(name).\(len) == \(LayoutConstraint.uikitName(of: parent, in: scene)).\(len)")
      }
    }
    for (i, view) in scene.views.enumerated() {
      let name = LayoutConstraint.uikitName(of: .view(ViewID(i)), in: scene)
      for axis in Axis.allCases {
        guard let value = intrinsic[i][axis] else { continue }
        let len = LinearForm(variable: variables.length(i, axis))
        let attr = axis.dimension
        add(
          .hugging(ViewID(i), axis), view.hugging[axis], value, len + -value, .lessThanOrEqual,
          "\(name).\(attr) <= \(formatPoints(value)) Hug:\(view.hugging[axis])")
        add(
          .compressionResistance(ViewID(i), axis), view.compressionResistance[axis], value, len + -value,
          .greaterThanOrEqual,
          "\(name).\(attr) >= \(formatPoints(value)) CompressionResistance:\(view.compressionResistance[axis])"
        )
      }
    }
    if let stacks { addStackConstraints(stacks, resolver: resolver, intrinsic: intrinsic) }
    // Widths and heights are never negative [DOC: Auto Layout Guide, "Anatomy of a Constraint",
    // Height and Width: "These values cannot be negative"]. Last of the implicit constraints, so
    // that no other one's `#iN` moves, and still before the recipe's: in a conflict the recipe's
    // constraint is the one broken (UIKit's log 06 breaks the label's trailing, never the size).
    for (i, view) in scene.views.enumerated() where view.kind != .layoutGuide {
      let name = LayoutConstraint.uikitName(of: .view(ViewID(i)), in: scene)
      for axis in Axis.allCases {
        add(
          .nonNegativeSize(ViewID(i), axis), .required, 0, LinearForm(variable: variables.length(i, axis)),
          .greaterThanOrEqual, "'non-negative' \(name).\(axis.dimension) >= 0")
      }
    }
  }

  /// The stack views' constraints (`StackViewPlan`), as UIKit names them.
  private mutating func addStackConstraints(
    _ stacks: StackViewPlan, resolver: AnchorResolver, intrinsic: [IntrinsicSize]
  ) {
    for generated in stacks.constraints(intrinsic: intrinsic, margins: resolver.margins) {
      let c = generated.constraint
      guard let lhs = resolver.form(c.first) else { continue }
      var constant = 0.0
      if case .points(let value) = c.constant { constant = value }
      var rhs = LinearForm(constant: constant)
      if let second = c.second {
        guard let s = resolver.form(second) else { continue }
        rhs = c.multiplier * s + constant
      }
      let index = entries.count
      let text = generated.uikitText(in: resolver.scene, guideClasses: stacks.guideClasses)
      let info = ImplicitConstraint(
        kind: .stackView(generated.stack, identifier: generated.identifier), priority: c.priority,
        constant: constant, description: "<NSLayoutConstraint:#i\(index + 1) \(text)>", status: .satisfied,
        anchors: [c.first] + (c.second.map { [$0] } ?? []))
      entries.append(
        (
          info,
          PreparedConstraint(
            ref: .implicit(index), form: lhs - rhs, relation: c.relation, priority: c.priority)
        ))
    }
  }

  private mutating func add(
    _ kind: ImplicitConstraint.Kind, _ priority: LayoutPriority, _ constant: Double, _ form: LinearForm,
    _ relation: LayoutRelation, _ text: String
  ) {
    let index = entries.count
    let className: String
    switch kind {
    case .hugging, .compressionResistance: className = "NSContentSizeLayoutConstraint"
    case .contentViewPin: className = "NSAutoresizingMaskLayoutConstraint"
    default: className = "NSLayoutConstraint"
    }
    let description = "<\(className):#i\(index + 1) \(text)   (active)>"
    let info = ImplicitConstraint(
      kind: kind, priority: priority, constant: constant, description: description, status: .satisfied)
    entries.append(
      (info, PreparedConstraint(ref: .implicit(index), form: form, relation: relation, priority: priority)))
  }

  /// Adds the fallback a table view uses when the fitting height is undetermined: the default row
  /// height, required.
  mutating func addDefaultRowHeight(_ height: Double, scene: Scene, variables: FrameVariables) {
    let rootH = LinearForm(variable: variables.rootLength(.vertical))
    add(
      .sceneSize(.vertical), .required, height, rootH + -height, .equal,
      "'UIView-Encapsulated-Layout-Height' \(LayoutConstraint.uikitName(of: .root, in: scene)).height == "
        + formatPoints(height))
  }
}
