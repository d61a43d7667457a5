/// UIKit's index tie-break when a stack view shrinks its arranged views. Apple's
/// `UIStackView.Distribution.fill`: "When the arranged views don't fit within the stack view, it
/// shrinks the views according to their compression resistance priority. [...] If there's any
/// ambiguity, the stack view resizes the arranged views based on their index in the
/// `arrangedSubviews` array"; `.equalSpacing` and `.equalCentering`: "If there's any ambiguity, the
/// stack view shrinks the views based on their index". Which end gives first is read from frames
/// Interface Builder stored (docs/interface-builder.md, "Stack ties by index"): a shortfall shared
/// at one compression resistance is taken from the LAST visible arranged view first. Spare length
/// at one hugging priority (`.fill` "stretches") is not tie-broken: no stored frame in the corpora
/// shows which end IB stretches, so that stays an ambiguity (`--compare-frames` names it a tie).
///
/// The solver has no priority between two integers (docs/cassowary.md, "Lexicographic
/// priorities": one objective level per integer priority; within a level the violations are
/// summed in expression units), so the tie-break is a weight within the level: an arranged view's
/// compression resistance along the stack's axis is scaled by `1 + step x rank`, where the rank is
/// how many visible arranged views come after it. A point taken from an earlier view then costs
/// slightly more than a point taken from a later one at the same priority. Only a choice between
/// violations whose weighted sums differ by less than that fraction can change, which within one
/// level is the tie itself; every other layout keeps its optimum.
struct StackTieBreak: Sendable {
  /// The weight step per rank: far above the tableau's 1e-8 zero, far below any difference that
  /// moves a frame by a visible amount (50 arranged views weigh at most 1.0005).
  static let step = 1e-5

  /// The compression-resistance rank of each visible arranged view of a fill, equal-spacing or
  /// equal-centering stack view, with the stack's axis.
  private var ranks: [Int: (axis: Axis, rank: Int)] = [:]

  init(_ plan: StackViewPlan?) {
    guard let plan else { return }
    for stack in plan.stacks where stack.visible.count > 1 {
      let distribution = stack.configuration.distribution
      guard distribution == .fill || distribution.spacingIsMinimum else { continue }
      let last = stack.visible.count - 1
      for (position, view) in stack.visible.enumerated() {
        ranks[view.rawValue] = (stack.configuration.axis, last - position)
      }
    }
  }

  /// The weight of view `index`'s compression resistance along `axis` (1 when no tie-break applies).
  func compressionWeight(_ index: Int, _ axis: Axis) -> Double {
    guard let entry = ranks[index], entry.axis == axis else { return 1 }
    return 1 + Self.step * Double(entry.rank)
  }
}
