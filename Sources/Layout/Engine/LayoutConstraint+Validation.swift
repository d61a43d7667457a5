extension LayoutConstraint {
  /// Checks the constraint against Auto Layout's validity rules (REFERENCE.md section 1) in
  /// `scene`: the first rule that fails is reported; nil when the constraint is fine.
  public func validationIssue(in scene: Scene) -> ConstraintIssue? {
    for item in items {
      if let id = item.viewID, scene.view(id) == nil {
        return ConstraintIssue(severity: .error, reason: "it refers to an unknown view \(id)")
      }
      if case .readableContentGuide(let id?) = item, scene.view(id) == nil {
        return ConstraintIssue(
          severity: .error, reason: "it refers to the readable content guide of an unknown view \(id)")
      }
    }
    guard multiplier.isFinite else {
      return ConstraintIssue(severity: .error, reason: "its multiplier is not a finite number")
    }
    switch constant {
    case .points(let c) where !c.isFinite, .systemSpacing(let c) where !c.isFinite:
      return ConstraintIssue(severity: .error, reason: "its constant is not a finite number")
    default: break
    }
    if let problem = AttributePairingProblem(first.attribute, second?.attribute) {
      return ConstraintIssue(severity: .error, reason: Self.reason(problem))
    }
    if second != nil, first.attribute.isLocation, multiplier != 1 {
      return ConstraintIssue(
        severity: .warning,
        reason:
          "a multiplier of \(formatPoints(multiplier)) on location attributes is documented as invalid; "
          + "UIKit accepts it at run time and so do we")
    }
    return nil
  }

  /// A refused pair of attributes in the words of a constraint issue (after "Constraint #n `...`: ").
  static func reason(_ problem: AttributePairingProblem) -> String {
    switch problem {
    case .locationToConstant(let attribute):
      return "a location attribute (\(attribute.cookbookName)) cannot be set to a constant; "
        + "relate it to another item's attribute"
    case .sizeWithLocation(let a, let b):
      return "it relates a size attribute with a location attribute (\(a.cookbookName) and \(b.cookbookName))"
    case .differentAxes(let a, let b):
      return "it relates a horizontal location with a vertical one (\(a.cookbookName) and \(b.cookbookName))"
    case .mixedDirections(let a, let b):
      return "it mixes leading/trailing with left/right (\(a.cookbookName) and \(b.cookbookName))"
    }
  }
}
