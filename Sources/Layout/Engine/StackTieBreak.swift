/// UIKit's index tie-break when a stack view shrinks its arranged views. Apple's
/// `UIStackView.Distribution.fill`: "When the arranged views don't fit within the stack view, it
/// shrinks the views according to their compression resistance priority. [...] If there's any
/// ambiguity, the stack view resizes the arranged views based on their index in the
/// `arrangedSubviews` array"; `.equalSpacing` and `.equalCentering`: "If there's any ambiguity,
/// the stack view shrinks the views based on their index in the `arrangedSubviews` array". Which
/// end gives first is read from frames Interface Builder stored (docs/interface-builder.md, "Stack
/// ties by index"): a shortfall shared at one compression resistance is taken from the LAST
/// visible arranged view first. Spare length at one hugging priority (`.fill` "stretches") is not
/// tie-broken: no stored frame in the corpora shows which end IB stretches, so that stays an
/// ambiguity (`--compare-frames` names it a tie).
///
/// Only where a tie exists (`tiedStacks`): a pass is solved as the file says; a stack whose
/// arranged views that pass squeezed at one compression resistance, with the split between them
/// left open by the solver, is tied, and the pass is solved again with the tie-break on that
/// stack. A layout without such a tie never gets one and keeps its arithmetic bit for bit.
///
/// The tie-break sits below every priority the layout's own constraints decide (docs/cassowary.md,
/// "Lexicographic priorities": one objective level per integer priority, a lower level deciding
/// only among the solutions optimal at every higher one): at priority 1, the lowest, each visible
/// arranged view of a tied stack but the last gets `w x (length - content) >= 0` along the stack's
/// axis, `w = step x rank`, the rank being how many visible arranged views come after it. Among
/// the layouts the file's priorities leave equally good, the one taking the least from earlier
/// views wins: the last view gives first, then the one before it. It cannot change how much the
/// stack's views give against any other constraint (that is decided at the compression
/// resistance's own level, before), and it weighs less than a constraint of the file's own at
/// priority 1 (weight 1 per point) as long as a stack has fewer than 1000 views.
struct StackTieBreak: Sendable {
  /// The weight per rank: far above the tableau's 1e-8 zero, below the weight 1 of a constraint at
  /// priority 1 for fewer than 1000 arranged views.
  static let step = 1e-3

  /// The tie-break's priority: the lowest.
  static let priority = LayoutPriority(1)!

  /// One weighted view: its stack's axis and its rank (visible arranged views after it).
  private struct Rank: Sendable {
    var axis: Axis
    var rank: Int
  }

  /// The weighted views by index.
  private var ranks: [Int: Rank] = [:]

  /// No tie-break.
  init() {}

  /// The tie-break of the stacks `tied` (stack view ids) of `plan`.
  init(_ plan: StackViewPlan?, tied: Set<ViewID>) {
    guard let plan, !tied.isEmpty else { return }
    for stack in plan.stacks where tied.contains(stack.view) {
      let last = stack.visible.count - 1
      for (position, view) in stack.visible.enumerated() where position < last {
        ranks[view.rawValue] = Rank(axis: stack.configuration.axis, rank: last - position)
      }
    }
  }

  /// The tie-break's constraints, `weight x (length - content) >= 0` at `priority`, one per
  /// weighted view with a content size along its stack's axis, in view order.
  func constraints(intrinsic: [IntrinsicSize]) -> [(view: Int, axis: Axis, content: Double, weight: Double)] {
    ranks.keys.sorted().compactMap { view in
      guard let entry = ranks[view], let content = intrinsic[view][entry.axis] else { return nil }
      return (view, entry.axis, content, Self.step * Double(entry.rank))
    }
  }

  /// The stacks of `plan` that `state`'s solved pass leaves tied: a fill, equal-spacing or
  /// equal-centering stack with two or more visible arranged views that have a content size along
  /// its axis and the same compression resistance along it (not required), at least one of them
  /// below its content size, and at least one such squeezed view whose length the solver leaves
  /// open (its optimal range wider than `LayoutEngine.ambiguityTolerance`: the shortfall can move
  /// between them at no cost). Reads the solver only when a view is squeezed.
  static func tiedStacks(
    _ state: PassState, plan: StackViewPlan, variables: FrameVariables
  ) -> Set<ViewID> {
    let tolerance = LayoutEngine.ambiguityTolerance
    let scene = plan.scene
    var tied: Set<ViewID> = []
    for stack in plan.stacks where stack.visible.count > 1 {
      let distribution = stack.configuration.distribution
      guard distribution == .fill || distribution.spacingIsMinimum else { continue }
      let axis = stack.configuration.axis
      var byPriority: [LayoutPriority: [Int]] = [:]
      for view in stack.visible {
        let i = view.rawValue
        let priority = scene.views[i].compressionResistance[axis]
        guard state.intrinsic[i][axis] != nil, !priority.isRequired else { continue }
        byPriority[priority, default: []].append(i)
      }
      let isTied = byPriority.values.contains { group in
        guard group.count > 1 else { return false }
        return group.contains { i in
          let length = variables.length(i, axis)
          guard let content = state.intrinsic[i][axis], state.pass.values[length] < content - tolerance
          else { return false }
          let range = state.pass.solver.optimalRange(of: state.pass.variableHandles[length])
          return !(range.upper - range.lower <= tolerance)
        }
      }
      if isTied { tied.insert(stack.view) }
    }
    return tied
  }
}
