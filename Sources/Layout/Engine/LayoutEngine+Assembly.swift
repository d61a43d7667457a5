extension LayoutEngine {
  /// Builds the result of the final pass: frames, baselines, statuses, diagnoses, explanations.
  static func assemble(
    _ scene: Scene, _ state: PassState, _ report: ConstraintReport, margins: [EdgeInsets],
    readableGuides: [EdgeInsets]? = nil, passes: Int, unstable: Bool, reportableViews: Int? = nil,
    timings: inout LayoutTimings
  ) -> LayoutResult {
    var state = state
    let variables = FrameVariables(viewCount: scene.views.count)
    let values = state.pass.values
    let frames = frames(values, scene.views.count, variables)
    let root = rootFrame(values, variables)
    var diagnoses = report.diagnoses

    var outcomes = Outcomes(
      constraints: report.constraints, implicit: state.pass.implicit.entries.map(\.info))
    diagnoses += outcomes.recordConflicts(state.pass.conflicts, scene: scene)
    let present = presentConstraints(state)
    let (brokenOptional, clipped) = outcomes.recordOptionalMisses(present, values: values, scene: scene)
    let checkStart = ContinuousClock.now
    let (precisionLosses, largestRatio) = precisionLosses(
      present, values, scene: scene, resolver: state.resolver)
    timings.precisionCheckSeconds = LayoutTimings.seconds(ContinuousClock.now - checkStart)
    timings.largestResidualRatio = largestRatio
    for loss in precisionLosses { outcomes.setStatus(loss.constraint, .imprecise(by: loss.residual)) }

    let ambiguityReport = ambiguity(scene, variables, &state.pass, reportableViews: reportableViews)
    if let ambiguityReport { diagnoses.append(.ambiguous(ambiguityReport)) }
    diagnoses += brokenOptional + clipped
    let binding = bindingAnalysis(present, values)
    diagnoses += negativeSizes(
      scene, frames, binding, variables, reportableViews: reportableViews ?? scene.views.count,
      undetermined: ambiguityReport)
    diagnoses += precisionLosses.map(Diagnosis.precisionLoss)
    if unstable { diagnoses.append(.unstableLayout(passes: passes)) }

    var fitting: Size?
    if case .cell = scene.kind, !state.pass.usedDefaultRowHeight { fitting = root.size }
    let firstBaselines = baselines(frames, state.blocks, first: true)
    let lastBaselines = baselines(frames, state.blocks, first: false)
    let views = scene.views.indices.map { i in
      SolvedView(
        frame: frame(alignmentRect: frames[i], insets: scene.views[i].alignmentRectInsets),
        marginRect: frames[i].inset(by: margins[i]),
        firstBaseline: firstBaselines[i], lastBaseline: lastBaselines[i], intrinsicSize: state.intrinsic[i],
        textMeasurement: state.measurements[i],
        readableRect: readableGuides.map { frames[i].inset(by: $0[i]) },
        drawnFirstBaseline: drawnFirstBaseline(frames[i], state.blocks[i], constraintsSee: firstBaselines[i]))
    }
    var result = LayoutResult(
      views: views, rootFrame: root, rootMarginRect: root.inset(by: scene.effectiveRootMargins),
      topLayoutGuideBottom: scene.topLayoutGuideBottom,
      bottomLayoutGuideTop: state.resolver.bottomGuideTop.evaluate(values),
      safeAreaRect: root.inset(by: scene.safeAreaInsets),
      constraints: outcomes.constraints, implicitConstraints: outcomes.implicit, diagnoses: diagnoses,
      passes: passes, fittingSize: fitting,
      rootReadableRect: root.inset(by: scene.rootReadableGuideInsets))
    result.binding = binding
    return result
  }

  /// A view's frame: the alignment rectangle the solver placed, outset by the view's
  /// `alignmentRectInsets` (UIKit's `frame(forAlignmentRect:)`); the rectangle itself without them.
  static func frame(alignmentRect rect: Rect, insets: EdgeInsets?) -> Rect {
    guard let insets else { return rect }
    return Rect(
      x: rect.minX - insets.left, y: rect.minY - insets.top, width: rect.width + insets.left + insets.right,
      height: rect.height + insets.top + insets.bottom)
  }

  /// A view's alignment rectangle: its frame less its `alignmentRectInsets` (UIKit's
  /// `alignmentRect(forFrame:)`), the inverse of `frame(alignmentRect:insets:)`; the frame itself
  /// without them.
  static func alignmentRect(frame: Rect, insets: EdgeInsets?) -> Rect {
    guard let insets else { return frame }
    return Rect(
      x: frame.minX + insets.left, y: frame.minY + insets.top,
      width: frame.width - insets.left - insets.right,
      height: frame.height - insets.top - insets.bottom)
  }

  /// Views whose solved width or height is negative, each with the binding constraints that fix
  /// that length ("why" of the length); hidden views (not drawn) are left out, as for clipping.
  /// A length the ambiguity report lists as undetermined is left out too: no constraint forces
  /// its value (the solver picked one of many), so "forced by" would not be true, and its
  /// explanation would cost a reduction per free length (an ambiguous line of views).
  static func negativeSizes(
    _ scene: Scene, _ frames: [Rect], _ binding: BindingAnalysis, _ variables: FrameVariables,
    reportableViews: Int, undetermined: AmbiguityReport? = nil
  ) -> [Diagnosis] {
    var free: [ViewID: [FrameDimension]] = [:]
    for entry in undetermined?.entries ?? [] { free[entry.view, default: []] += entry.dimensions }
    var found: [Diagnosis] = []
    let hidden = scene.hiddenInHierarchy()
    for i in 0..<Swift.min(reportableViews, frames.count) where !hidden[i] {
      for axis in Axis.allCases where frames[i].size[axis] < -ambiguityTolerance {
        if free[ViewID(i)]?.contains(.of(axis, size: true)) == true { continue }
        let chain = binding.explain(LinearForm(variable: variables.length(i, axis)))
        found.append(
          .negativeSize(
            NegativeSizeReport(view: ViewID(i), axis: axis, length: frames[i].size[axis], constraints: chain))
        )
      }
    }
    return found
  }

  /// The constraints the solver holds in the final pass, implicit first, each in order.
  static func presentConstraints(_ state: PassState) -> [PreparedConstraint] {
    let all = state.pass.implicit.entries.map(\.prepared) + state.explicit.compactMap { $0 }
    return all.filter { state.pass.handles[$0.ref] != nil }
  }

  /// Scene-y baselines of views with text: the block's top (centred, or a text view's inset) plus
  /// its baseline offsets.
  static func baselines(_ frames: [Rect], _ blocks: [TextBlock?], first: Bool) -> [Double?] {
    zip(frames, blocks).map { frame, block in
      block.map { b in
        frame.minY + b.baseline(first: first, inViewOfHeight: frame.height)
      }
    }
  }

  /// Where a view's first baseline is drawn, when that is not where constraints see it (a label
  /// at another height than its intrinsic one: its block is drawn centred); nil otherwise.
  static func drawnFirstBaseline(
    _ frame: Rect, _ block: TextBlock?, constraintsSee baseline: Double?
  ) -> Double? {
    guard let block, block.restingHeight != nil else { return nil }
    let drawn = frame.minY + block.top(inViewOfHeight: frame.height) + block.firstBaseline
    return drawn == baseline ? nil : drawn
  }

  /// The binding constraints at `values`, in preference order: higher priority first (required
  /// before optional), then scene constraints before implicit ones, each in list order. `why`
  /// reduces them on demand.
  static func bindingAnalysis(_ present: [PreparedConstraint], _ values: [Double]) -> BindingAnalysis {
    let binding = present.filter { $0.isTight(values) }.sorted {
      ($0.priority.rawValue, $1.ref) > ($1.priority.rawValue, $0.ref)
    }
    return BindingAnalysis(rows: binding.map { .init(ref: $0.ref, form: $0.form) })
  }
}

/// The statuses of the scene's and the engine's constraints while a result is assembled, and the
/// findings that set them: conflicts, and optional constraints that miss.
private struct Outcomes {
  /// Scene constraints' outcomes, in scene order.
  var constraints: [SolvedConstraint]
  /// The engine's implicit constraints, with their statuses.
  var implicit: [ImplicitConstraint]

  func status(of ref: ConstraintRef) -> ConstraintStatus {
    switch ref {
    case .explicit(let i): return constraints[i].status
    case .implicit(let i): return implicit[i].status
    }
  }

  mutating func setStatus(_ ref: ConstraintRef, _ status: ConstraintStatus) {
    switch ref {
    case .explicit(let i): constraints[i].status = status
    case .implicit(let i): implicit[i].status = status
    }
  }

  /// UIKit's log for each conflict, in the order the constraints were broken; marks the
  /// conflicting constraints and the one broken to recover.
  mutating func recordConflicts(
    _ conflicts: [LayoutPass.Conflict], scene: Scene
  ) -> [Diagnosis] {
    func describe(_ ref: ConstraintRef) -> String {
      switch ref {
      case .explicit(let i):
        return scene.constraints[i].uikitDescription(
          in: scene, tag: LayoutEngine.tag(of: ref, in: scene),
          resolvedConstant: constraints[i].resolvedConstant ?? 0)
      case .implicit(let i): return implicit[i].description
      }
    }
    var diagnoses: [Diagnosis] = []
    for conflict in conflicts {
      let log = UnsatisfiableLog.text(
        conflicting: conflict.conflicting.map(describe), broken: describe(conflict.broken))
      diagnoses.append(
        .unsatisfiable(
          UnsatisfiableReport(log: log, conflicting: conflict.conflicting, broken: conflict.broken)))
      for ref in conflict.conflicting where ref != conflict.broken {
        if status(of: ref) != .brokenToRecover { setStatus(ref, .conflicting) }
      }
      setStatus(conflict.broken, .brokenToRecover)
    }
    return diagnoses
  }

  /// Optional constraints that miss (marked broken by how much), and content clipped because
  /// its compression resistance lost.
  mutating func recordOptionalMisses(_ present: [PreparedConstraint], values: [Double], scene: Scene)
    -> (brokenOptional: [Diagnosis], clipped: [Diagnosis])
  {
    var brokenOptional: [Diagnosis] = []
    var clipped: [Diagnosis] = []
    for prepared in present where !prepared.priority.isRequired {
      let miss = prepared.violation(values)
      guard miss > LayoutEngine.ambiguityTolerance else { continue }
      setStatus(prepared.ref, .brokenOptional(by: miss))
      switch prepared.ref {
      case .explicit: brokenOptional.append(.brokenOptional(prepared.ref, by: miss))
      case .implicit(let i):
        // A hidden view is not drawn: that it is squeezed (a hidden arranged view is) is no finding.
        if case .compressionResistance(let view, let axis) = implicit[i].kind,
          !scene.isHiddenInHierarchy(view)
        {
          clipped.append(.clipped(view: view, axis: axis, by: miss))
        }
      }
    }
    return (brokenOptional, clipped)
  }
}
