/// Generates the constraints UIKit's `UIStackView` installs for one stack view (sources and
/// choices: docs/layout.md, "Stack views"). Along the axis (distribution): canvas connections
/// from the stack view's leading (top) edge to the first visible arranged view and from the last
/// one to its trailing (bottom) edge, spacing between neighbours (exact for the fill
/// distributions, a minimum for the equal ones), equal or proportional lengths, gap guides of equal
/// length, zero length for hidden views. Across the axis (alignment): canvas connections,
/// alignment of every arranged view with the first, the spanner guide around the views and the
/// low-priority constraints that keep free edges from being ambiguous.
struct StackConstraintGenerator {
  let stack: StackViewPlan.Stack
  let scene: Scene
  let intrinsic: [IntrinsicSize]
  /// Effective layout margins by view (a margin-relative arrangement's canvas).
  let margins: [EdgeInsets]
  /// The scene's required constant lengths by view and axis (`StackViewPlan.requiredLengths`).
  let requiredLengths: [StackViewPlan.RequiredLengthKey: Double]
  /// What has been generated, in UIKit's order of concerns (distribution, then alignment).
  var constraints: [StackConstraint] = []

  init(
    stack: StackViewPlan.Stack, scene: Scene, intrinsic: [IntrinsicSize], margins: [EdgeInsets],
    requiredLengths: [StackViewPlan.RequiredLengthKey: Double]
  ) {
    self.stack = stack
    self.scene = scene
    self.intrinsic = intrinsic
    self.margins = margins
    self.requiredLengths = requiredLengths
  }

  var configuration: StackConfiguration { stack.configuration }
  var axis: Axis { configuration.axis }
  var canvas: Item { .view(stack.view) }

  /// UIKit's priority for the spanner's `==` boundaries is 999.5; our priorities are whole
  /// numbers, so 999 [CHOICE].
  static let spanningBoundaryPriority = LayoutPriority(999)!
  /// `UISV-spanning-fit`: the spanner hugs the views (also `IB-hidden-stack-fit`, along the axis of a
  /// stack with no arranged view visible).
  static let spanningFitPriority = LayoutPriority(51)!
  /// `UISV-canvas-fit`: the stack view hugs its content along a free axis.
  static let canvasFitPriority = LayoutPriority(49)!
  /// `UISV-ambiguity-suppression`: views with a free edge take their smallest size.
  static let ambiguitySuppressionPriority = LayoutPriority(25)!
  /// Equal centering's gaps are equal only at 149.
  static let equalCenteringPriority = LayoutPriority(149)!
  /// `UISV-hiding` of a view hidden as on Interface Builder's canvas: below required, so that the
  /// view's own required constraints keep their size, above every default content priority, so
  /// that an intrinsic size alone still collapses [CHOICE: 999; docs/interface-builder.md, "Hidden
  /// arranged views on the canvas"].
  static let canvasHidingPriority = LayoutPriority(999)!
  /// `IB-canvas-position`: a hidden arranged view with the offset Interface Builder stored for it
  /// stays there, at a priority below every stack and content priority, so that it decides only
  /// what nothing else does, as IB's canvas keeps the stored value of a number its constraints
  /// leave free [CHOICE: 10; docs/interface-builder.md, "Hidden arranged views on the canvas"].
  static let canvasOffsetPriority = LayoutPriority(10)!

  mutating func generate() {
    generateDistribution()
    generateAlignment()
  }

  // MARK: Attributes along an axis

  /// Leading (horizontal) or top (vertical).
  static func minEdge(_ axis: Axis, margin: Bool = false) -> Attribute {
    switch (axis, margin) {
    case (.horizontal, false): return .leading
    case (.horizontal, true): return .leadingMargin
    case (.vertical, false): return .top
    case (.vertical, true): return .topMargin
    }
  }

  /// Trailing (horizontal) or bottom (vertical).
  static func maxEdge(_ axis: Axis, margin: Bool = false) -> Attribute {
    switch (axis, margin) {
    case (.horizontal, false): return .trailing
    case (.horizontal, true): return .trailingMargin
    case (.vertical, false): return .bottom
    case (.vertical, true): return .bottomMargin
    }
  }

  /// CenterX or CenterY (within margins).
  static func center(_ axis: Axis, margin: Bool = false) -> Attribute {
    switch (axis, margin) {
    case (.horizontal, false): return .centerX
    case (.horizontal, true): return .centerXWithinMargins
    case (.vertical, false): return .centerY
    case (.vertical, true): return .centerYWithinMargins
    }
  }

  /// Width or height.
  static func size(_ axis: Axis) -> Attribute { axis == .horizontal ? .width : .height }

  // MARK: Emitting

  mutating func add(
    _ identifier: String, _ first: Item, _ firstAttribute: Attribute, _ relation: LayoutRelation = .equal,
    _ second: Item? = nil, _ secondAttribute: Attribute? = nil, multiplier: Double = 1, constant: Double = 0,
    priority: LayoutPriority = .required
  ) {
    let constraint = LayoutConstraint(
      identifier: identifier, Anchor(first, firstAttribute), relation,
      second.map { Anchor($0, secondAttribute ?? firstAttribute) }, multiplier: multiplier,
      constant: .points(constant), priority: priority)
    constraints.append(StackConstraint(stack: stack.view, identifier: identifier, constraint: constraint))
  }

  /// `canvas.attribute (relation) item.attribute`; the canvas is the stack view's margins when the
  /// arrangement is relative to them. A weak connection is `<=` at the min edge, `>=` at the max.
  mutating func connectToCanvas(_ item: Item, _ attribute: Attribute, weak: Bool, axis: Axis) {
    let margins = configuration.isLayoutMarginsRelativeArrangement
    let canvasAttribute: Attribute
    let relation: LayoutRelation
    if attribute == Self.minEdge(axis) {
      canvasAttribute = Self.minEdge(axis, margin: margins)
      relation = weak ? .lessThanOrEqual : .equal
    } else if attribute == Self.maxEdge(axis) {
      canvasAttribute = Self.maxEdge(axis, margin: margins)
      relation = weak ? .greaterThanOrEqual : .equal
    } else {
      canvasAttribute = Self.center(axis, margin: margins)
      relation = .equal
    }
    add("UISV-canvas-connection", canvas, canvasAttribute, relation, item, attribute)
  }
}
