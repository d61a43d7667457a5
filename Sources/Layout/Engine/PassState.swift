/// Everything one layout pass used and produced: measurements, intrinsic sizes, text blocks,
/// the anchor resolver, the explicit constraints as solver forms, and the solved pass.
///
/// Given an existing pass (`reusing`), the constraints are prepared for it without solving.
/// `tieBreak` names the stacks whose shrinking ties are broken by index (`StackTieBreak`).
struct PassState {
  let measurements: [TextMeasurement?]
  let intrinsic: [IntrinsicSize]
  let blocks: [TextBlock?]
  let resolver: AnchorResolver
  /// Scene constraints as solver forms; nil for invalid or uninstalled ones.
  let explicit: [PreparedConstraint?]
  var pass: LayoutPass

  init(
    scene: Scene, variables: FrameVariables, measurements: [TextMeasurement?], margins: [EdgeInsets],
    readableGuides: [EdgeInsets] = [], usable: [Bool], stacks: StackViewPlan? = nil,
    tieBreak: StackTieBreak = StackTieBreak(), reusing solved: LayoutPass? = nil, scopedBreakRule: Bool = true
  ) throws(LayoutError) {
    self.measurements = measurements
    let intrinsic = LayoutEngine.intrinsicSizes(scene, measurements)
    self.intrinsic = intrinsic
    blocks = measurements.enumerated().map { i, measurement in
      measurement.map {
        TextBlock(
          $0, scale: scene.scale,
          top: scene.views[i].kind == .textView
            ? ControlMetrics.textContainerInset(of: scene.views[i]).top : nil,
          restingHeight: scene.views[i].kind == .label ? intrinsic[i].height : nil)
      }
    }
    var resolver = AnchorResolver(scene: scene, variables: variables, blocks: blocks, margins: margins)
    resolver.readableGuides = readableGuides
    self.resolver = resolver
    explicit = scene.constraints.enumerated().map { i, c in
      guard usable[i], let lhs = resolver.form(c.first) else { return nil }
      var rhs = LinearForm(constant: Spacing.resolvedConstant(of: c, in: scene))
      if let second = c.second {
        guard let s = resolver.form(second) else { return nil }
        rhs = c.multiplier * s + rhs.constant
        // A multiplier scales a location in the holding view's coordinates: (a - o) = m (b - o) + c
        // with o that view's edge, so a = m b + (1 - m) o + c (o cancels when m is 1).
        if c.multiplier != 1, c.first.attribute.isLocation {
          let origin = resolver.commonAncestorOrigin(c.first.item, second.item, c.first.attribute.axis)
          rhs = rhs + (1 - c.multiplier) * origin
        }
      }
      return PreparedConstraint(
        ref: .explicit(i), form: lhs - rhs, relation: c.relation, priority: c.priority)
    }
    guard var solved else {
      pass = try LayoutPass(
        scene: scene, variables: variables, resolver: resolver, intrinsic: intrinsic, explicit: explicit,
        stacks: stacks, tieBreak: tieBreak, scopedBreakRule: scopedBreakRule)
      return
    }
    // A live layout's pass (`LiveLayout`): its solver is kept, the constraints it should now hold
    // are described afresh (same order, new constants); the caller brings the solver up to date.
    solved.implicit = ImplicitConstraintSet(
      scene: scene, variables: variables, resolver: resolver, intrinsic: intrinsic, stacks: stacks)
    pass = solved
  }
}
