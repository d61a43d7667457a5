/// UIKit's index tie-break when a stack view shrinks or stretches its arranged views. Apple's
/// `UIStackView.Distribution.fill`: "When the arranged views don't fit within the stack view, it
/// shrinks the views according to their compression resistance priority. If the arranged views
/// don't fill the stack view, it stretches the views according to their hugging priority. If
/// there's any ambiguity, the stack view resizes the arranged views based on their index in the
/// `arrangedSubviews` array"; `.equalSpacing` and `.equalCentering`: "If there's any ambiguity,
/// the stack view shrinks the views based on their index in the `arrangedSubviews` array". Which
/// end gives or takes first is read from frames Interface Builder stored (docs/interface-builder.md,
/// "Stack ties by index"): a shortfall shared at one compression resistance is taken from the LAST
/// visible arranged view first; spare length shared at one hugging priority (a fill stack only)
/// goes to the FIRST visible arranged view.
///
/// Only where a tie exists (`tiedStacks`, `stretchTiedStacks`): a pass is solved as the file says;
/// a stack whose arranged views that pass squeezed at one compression resistance (or stretched at
/// one hugging), with the split between them left open by the solver, is tied, and the pass is
/// solved again with the tie-break on that stack (a stretch tie: on every fill stack's
/// stretching). A layout without such a tie never gets one and
/// keeps its arithmetic bit for bit.
///
/// The tie-break sits below every priority the layout's own constraints decide (docs/cassowary.md,
/// "Lexicographic priorities": one objective level per integer priority, a lower level deciding
/// only among the solutions optimal at every higher one): at priority 1, the lowest. Squeezed:
/// each visible arranged view of a tied stack but the last gets `w x (length - content) >= 0`
/// along the stack's axis, `w = step x rank`, the rank being how many visible arranged views come
/// after it: among the layouts the file's priorities leave equally good, the one taking the least
/// from earlier views wins (the last view gives first, then the one before it). A view held at a
/// length by a constraint of its own below required (`heldLengths`: `height = 14 @750`) is a
/// member of its priority's group with that length for its content, and weighs above every
/// content view of its stack (`w = step x (visible views + rank)`, the last one too): a squeezed
/// stack's content views give before its held lengths, held lengths among themselves by index
/// [read from stored frames: Pocket Casts' spacers, `heldLengths`]. Stretched: the
/// visible arranged views of every fill stack that have a content size are ranked in document
/// order (view index) per axis, and each but the first gets `w x (content - length) >= 0`, `w =
/// step x rank`: the first takes the spare length, then the next; across nested stacks, the outer
/// stack's first arranged view before its own first view, "by index" at each level [CHOICE:
/// openterm-Main's container gives its spare to the first label of the first nested stack; a tie
/// between two stacks' first views is found from either]. It cannot change how much the stack's views give or take against any other constraint
/// (that is decided at the priority's own level, before), and it weighs less than a constraint of
/// the file's own at priority 1 (weight 1 per point) as long as a stack has fewer than 1000 views.
struct StackTieBreak: Sendable {
  /// The weight per rank: far above the tableau's 1e-8 zero, below the weight 1 of a constraint at
  /// priority 1 for fewer than 1000 arranged views.
  static let step = 1e-3

  /// The tie-break's priority: the lowest.
  static let priority = LayoutPriority(1)!

  /// The highest rank weighed (weights stay below 1, a constraint of the file's own at priority 1).
  static let maxRank = 999

  /// One weighted view: its stack's axis and its rank (visible arranged views after it when
  /// squeezed, before it when stretched).
  private struct Rank: Sendable {
    var axis: Axis
    var rank: Int
  }

  /// The weighted views by index: those kept from giving (squeezed stacks) and those kept from
  /// taking (stretched stacks).
  private var ranks: [Int: Rank] = [:]
  /// The visible arranged views of squeezed stacks held at a length of their own (`heldLengths`),
  /// by index: their stack's axis, that length and their weight's rank (above every content view's
  /// of their stack, so that a squeezed stack's content views give before them).
  private var held: [Int: (axis: Axis, length: Double, rank: Int)] = [:]
  /// The visible arranged views of every fill stack, by index, with their stack's axis, when a
  /// stretch tie was found: ranked by document order (view index) per axis when the constraints
  /// are made, among those with a content size.
  private var stretchAxes: [Int: Axis] = [:]

  /// No tie-break.
  init() {}

  /// The tie-break of the stacks `tied` (squeezed; stack view ids) of `plan`, and, when
  /// `stretched` names any stack, of every fill stack's stretching (`stretchAxes`).
  init(_ plan: StackViewPlan?, tied: Set<ViewID>, stretched: Set<ViewID> = []) {
    guard let plan, !tied.isEmpty || !stretched.isEmpty else { return }
    let holds = tied.isEmpty ? [:] : Self.heldLengths(plan)
    for stack in plan.stacks {
      let axis = stack.configuration.axis
      if tied.contains(stack.view) {
        let last = stack.visible.count - 1
        for (position, view) in stack.visible.enumerated() {
          if let hold = holds[view.rawValue]?[axis] {
            held[view.rawValue] = (axis, hold.length, stack.visible.count + last - position)
          } else if position < last {
            ranks[view.rawValue] = Rank(axis: axis, rank: last - position)
          }
        }
      }
      if !stretched.isEmpty, stack.configuration.distribution == .fill {
        for view in stack.visible { stretchAxes[view.rawValue] = axis }
      }
    }
  }

  /// The tie-break's constraints, `weight x (length - content) >= 0` at `priority`, one per
  /// weighted view with a content size along its stack's axis (or, squeezed, a held length, which
  /// stands for `content`), in view order: squeezed stacks' views first (positive weights), then
  /// stretched stacks' (negative weights: `content - length >= 0`, weighed).
  func constraints(intrinsic: [IntrinsicSize]) -> [(view: Int, axis: Axis, content: Double, weight: Double)] {
    let weighed = Set(ranks.keys).union(held.keys).sorted()
    let squeezed = weighed.compactMap { view -> (Int, Axis, Double, Double)? in
      if let hold = held[view] {
        return (view, hold.axis, hold.length, Self.step * Double(Swift.min(hold.rank, Self.maxRank)))
      }
      guard let entry = ranks[view], let content = intrinsic[view][entry.axis] else { return nil }
      return (view, entry.axis, content, Self.step * Double(Swift.min(entry.rank, Self.maxRank)))
    }
    var stretched: [(Int, Axis, Double, Double)] = []
    var rank: [Axis: Int] = [:]
    for view in stretchAxes.keys.sorted() {
      guard let axis = stretchAxes[view], let content = intrinsic[view][axis] else { continue }
      let r = rank[axis, default: 0]
      rank[axis] = r + 1
      if r > 0 { stretched.append((view, axis, content, -Self.step * Double(Swift.min(r, Self.maxRank)))) }
    }
    return (squeezed + stretched).map { (view: $0.0, axis: $0.1, content: $0.2, weight: $0.3) }
  }

  /// The stacks of `plan` that `state`'s solved pass leaves tied: a fill, equal-spacing or
  /// equal-centering stack with two or more visible arranged views that have a content size along
  /// its axis and the same compression resistance along it (not required), or a length held at that
  /// priority (`heldLengths`), at least one of them below its content size (held length), and at
  /// least one such squeezed view whose length the solver leaves open (its optimal range wider than `LayoutEngine.ambiguityTolerance`: the shortfall can move
  /// between them at no cost). Reads the solver only when a view is squeezed.
  static func tiedStacks(
    _ state: PassState, plan: StackViewPlan, variables: FrameVariables
  ) -> Set<ViewID> {
    tied(state, plan: plan, variables: variables, stretched: false)
  }

  /// The fill stacks of `plan` that `state`'s solved pass leaves tied in stretching: a visible
  /// arranged view with a content size along the stack's axis and a hugging along it that is not
  /// required, above its content size, with its length left open by the solver (the spare length
  /// can move to another view at no cost: one of the same hugging, in this stack or another).
  static func stretchTiedStacks(
    _ state: PassState, plan: StackViewPlan, variables: FrameVariables
  ) -> Set<ViewID> {
    tied(state, plan: plan, variables: variables, stretched: true)
  }

  private static func tied(
    _ state: PassState, plan: StackViewPlan, variables: FrameVariables, stretched: Bool
  ) -> Set<ViewID> {
    let tolerance = LayoutEngine.ambiguityTolerance
    let scene = plan.scene
    var tied: Set<ViewID> = []
    let holds = stretched ? [:] : heldLengths(plan)
    // A squeeze tie needs two views of one stack; a stretch tie may pair a stack's only view
    // with a view of another stack.
    for stack in plan.stacks where stack.visible.count > (stretched ? 0 : 1) {
      let distribution = stack.configuration.distribution
      if stretched {
        guard distribution == .fill else { continue }
      } else {
        guard distribution == .fill || distribution.spacingIsMinimum else { continue }
      }
      let axis = stack.configuration.axis
      // Each member's length and the length it keeps: its content size, or (squeezed) a length
      // held by a constraint of its own, grouped by the priority that keeps it.
      var byPriority: [LayoutPriority: [(view: Int, keeps: Double)]] = [:]
      for view in stack.visible {
        let i = view.rawValue
        if let hold = holds[i]?[axis] {
          byPriority[hold.priority, default: []].append((i, hold.length))
          continue
        }
        let priority = stretched ? scene.views[i].hugging[axis] : scene.views[i].compressionResistance[axis]
        guard let content = state.intrinsic[i][axis], !priority.isRequired else { continue }
        byPriority[priority, default: []].append((i, content))
      }
      let isTied = byPriority.values.contains { group in
        guard stretched || group.count > 1 else { return false }
        return group.contains { i, content in
          let length = variables.length(i, axis)
          let value = state.pass.values[length]
          guard stretched ? value > content + tolerance : value < content - tolerance else { return false }
          let range = state.pass.solver.optimalRange(of: state.pass.variableHandles[length])
          return !(range.upper - range.lower <= tolerance)
        }
      }
      if isTied { tied.insert(stack.view) }
    }
    return tied
  }

  /// The lengths the visible arranged views of `plan`'s stacks hold by a constraint of their own
  /// below required, by view index and axis: `length == c` (no second item, `c >= 0`), installed
  /// in the scene's size classes, the first such per axis; with that constraint's priority (one
  /// pass over the scene's constraints). Such a length is kept, in a squeezed stack, before the
  /// content sizes of its siblings at the same priority [read from stored frames: Pocket Casts'
  /// `PodcastHeadingTableCell.xib` (/work/tune), an equal-spacing column 55 points short whose four
  /// spacer views hold `height = 14, 11, 15, 15 @750` beside a 3-line label resisting at 750: IB
  /// keeps the spacers and squeezes the label from 58 to 3; docs/layout.md, "Stack views"].
  static func heldLengths(_ plan: StackViewPlan) -> [Int: [Axis: (length: Double, priority: LayoutPriority)]]
  {
    let scene = plan.scene
    let arranged = Set(plan.stacks.flatMap { $0.visible.map(\.rawValue) })
    var holds: [Int: [Axis: (length: Double, priority: LayoutPriority)]] = [:]
    for constraint in scene.constraints
    where constraint.second == nil && constraint.relation == .equal && !constraint.priority.isRequired {
      guard case .view(let view) = constraint.first.item, arranged.contains(view.rawValue),
        case .points(let value) = constraint.constant, value >= 0,
        constraint.installation.isInstalled(width: scene.widthClass, height: scene.heightClass)
      else { continue }
      let axis: Axis
      switch constraint.first.attribute {
      case .width: axis = .horizontal
      case .height: axis = .vertical
      default: continue
      }
      if holds[view.rawValue]?[axis] == nil {
        holds[view.rawValue, default: [:]][axis] = (value, constraint.priority)
      }
    }
    return holds
  }
}
