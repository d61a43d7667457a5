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
/// stack. A layout without such a tie never sees a weight and keeps its arithmetic bit for bit.
///
/// The solver has no priority between two integers (docs/cassowary.md, "Lexicographic
/// priorities": one objective level per integer priority; within a level the violations are
/// summed in expression units), so the tie-break is a weight within the level: in a tied stack, an
/// arranged view's compression resistance along the stack's axis is scaled by `1 + step x rank`,
/// where the rank is how many visible arranged views come after it. A point taken from an earlier
/// view then costs slightly more than a point taken from a later one at the same priority.
struct StackTieBreak: Sendable {
  /// The weight step per rank: far above the tableau's 1e-8 zero, far below any difference that
  /// moves a frame by a visible amount (50 arranged views weigh at most 1.0005).
  static let step = 1e-5

  /// One weighted view: its stack's axis and its rank (visible arranged views after it).
  private struct Rank: Sendable {
    var axis: Axis
    var rank: Int
  }

  /// The stack views whose arranged views are tie-broken.
  let stacks: Set<ViewID>
  private var ranks: [Int: Rank] = [:]

  /// No tie-break: every weight is 1.
  init() { stacks = [] }

  /// The tie-break of the stacks `tied` (stack view ids) of `plan`.
  init(_ plan: StackViewPlan?, tied: Set<ViewID>) {
    stacks = tied
    guard let plan, !tied.isEmpty else { return }
    for stack in plan.stacks where tied.contains(stack.view) {
      let last = stack.visible.count - 1
      for (position, view) in stack.visible.enumerated() {
        ranks[view.rawValue] = Rank(axis: stack.configuration.axis, rank: last - position)
      }
    }
  }

  /// Whether no stack is tie-broken.
  var isEmpty: Bool { stacks.isEmpty }

  /// The weight of view `index`'s compression resistance along `axis` (1 when no tie-break applies).
  func compressionWeight(_ index: Int, _ axis: Axis) -> Double {
    guard let entry = ranks[index], entry.axis == axis else { return 1 }
    return 1 + Self.step * Double(entry.rank)
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
