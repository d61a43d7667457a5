import Layout
import Recipe

/// A required content priority against an explicit required size: the file's own conflict.
///
/// A view whose content hugging or compression resistance in an axis is required (1000) holds its
/// intrinsic size there as a required constraint; a required constraint that sets the same size
/// to a constant (`width = 28`) conflicts with it unless the two values happen to agree; so does
/// a minimum (`width >= 48`) above a required hugging's intrinsic size, or a maximum below a
/// required compression resistance's. UIKit then logs "Unable to simultaneously satisfy
/// constraints" and breaks the content priority, keeping the explicit size (openradar 15106765:
/// "The view respects the explicit width constraint, ignoring its required content hugging";
/// Layout's break rule does the same, docs/layout.md, "Conflicts: the break rule"). Interface
/// Builder does not flag it. The located warning names both and says why the content priority is
/// the one broken, so that the conflict `layout-diagram solve` reports is tied to its cause. For a
/// bound it also says what Layout then leaves: solved without the broken content priority, the
/// size is free beyond the bound unless other constraints fix it (Interface Builder stores the
/// bound itself: talk-CallViewController's `width >= 48`, docs/interface-builder.md).
extension SceneConverter {
  /// Warns for each view with a required content priority and a required constant size or bound
  /// in the same axis (the view's own `width`/`height` constraint, no second item).
  mutating func contentPriorityConflictWarnings() {
    for view in declared {
      guard let kind = kinds[view.id], Self.contentPriorityKinds.contains(kind) else { continue }
      for constraint in view.constraints where constraint.secondItem == nil && constraint.priority >= 1000 {
        guard constraint.resolvedFirstItem == view.id,
          ["equal", "greaterThanOrEqual", "lessThanOrEqual"].contains(constraint.relation),
          constraint.firstAttribute == "width" || constraint.firstAttribute == "height"
        else { continue }
        let required = Self.requiredContentPriorities(view, against: constraint)
        guard !required.isEmpty else { continue }
        warn(view, Self.contentPriorityConflictMessage(constraint, required: required))
      }
    }
  }

  /// The kinds of view with an intrinsic size, whose content priorities apply.
  private static let contentPriorityKinds: Set<ViewKind> = [
    .label, .textField, .button, .textView, .imageView, .progressView, .switchControl,
    .activityIndicator, .slider, .stepper, .segmentedControl, .pageControl, .datePicker,
  ]

  /// The view's required content priorities (`content hugging`, `compression resistance`) in the
  /// axis of `constraint`, a required size or bound, that conflict with it.
  private static func requiredContentPriorities(_ view: IBView, against constraint: IBConstraint) -> [String]
  {
    let bound = constraint.relation
    let horizontal = constraint.firstAttribute == "width"
    let hugging = horizontal ? view.hugging.horizontal : view.hugging.vertical
    let resistance =
      horizontal ? view.compressionResistance.horizontal : view.compressionResistance.vertical
    // A minimum (`>=`) conflicts only with hugging (size <= intrinsic), a maximum (`<=`) only
    // with compression resistance (size >= intrinsic); an equality with either.
    return [
      (hugging ?? 0) >= 1000 && bound != "lessThanOrEqual" ? "content hugging" : nil,
      (resistance ?? 0) >= 1000 && bound != "greaterThanOrEqual" ? "compression resistance" : nil,
    ].compactMap { $0 }
  }

  /// The warning for `constraint`, a required size or bound, against the `required` content
  /// priorities of its view: when the two conflict, what UIKit breaks, and what Layout then leaves.
  private static func contentPriorityConflictMessage(_ constraint: IBConstraint, required: [String]) -> String
  {
    let bound = constraint.relation
    let horizontal = constraint.firstAttribute == "width"
    let size = constraint.firstAttribute
    let value = PositionalNumber.shortest(constraint.constant)
    let sets: String
    let left: String
    switch bound {
    case "greaterThanOrEqual":
      sets = "to at least \(value)"
      left = "above"
    case "lessThanOrEqual":
      sets = "to at most \(value)"
      left = "below"
    default:
      sets = "to \(value)"
      left = ""
    }
    // Layout solves without the constraint it breaks (docs/layout.md, "Conflicts: the break
    // rule"): a bound then no longer meets the content priority that held the size near the
    // intrinsic one, and the size is free beyond it unless other constraints fix it.
    // IB's stored frame is the bound for a minimum (talk-CallViewController's hang-up button,
    // docs/interface-builder.md); no file of the seven sets shows a maximum's.
    let stored = bound == "greaterThanOrEqual" ? " (Interface Builder stores the bound, \(value))" : ""
    let free =
      left.isEmpty
      ? ""
      : "; solved without the broken content priority, the \(size) is free \(left) \(value) unless other "
        + "constraints fix it, otherwise ambiguous\(stored)"
    let condition: String
    switch required.count {
    case 2: condition = "unless its intrinsic \(size) is exactly \(value)"
    default:
      condition =
        required[0] == "content hugging"
        ? "where its intrinsic \(size) is less than \(value)"
        : "where its intrinsic \(size) is more than \(value)"
    }
    let priorities = required.joined(separator: " and ") + (required.count > 1 ? " are" : " is")
    return
      "its \(horizontal ? "horizontal" : "vertical") \(priorities) required (1000) and a required constraint "
      + "sets its \(size) \(sets) (<constraint id=\"\(constraint.id)\"> at line \(constraint.line)): "
      + "\(condition), UIKit finds the two unsatisfiable and breaks the content priority, keeping the "
      + "explicit \(size) (an explicit required size wins over a required content priority: openradar "
      + "15106765)\(free); a priority below 1000 on either removes the conflict"
  }
}
