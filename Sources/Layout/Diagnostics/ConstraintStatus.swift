/// What happened to a constraint in the solved layout.
public enum ConstraintStatus: Hashable, Sendable {
  /// Holds in the solution.
  case satisfied
  /// An optional constraint that misses by `by` points (always > 0).
  case brokenOptional(by: Double)
  /// A required constraint in an unsatisfiable set that was kept (another one broke).
  case conflicting
  /// The required constraint the engine broke to recover (UIKit's "breaking constraint").
  case brokenToRecover
  /// A required constraint the solver holds that the solved values miss by `by` points, more than
  /// rounding explains: the solver lost precision (`Diagnosis.precisionLoss`).
  case imprecise(by: Double)
  /// Rejected before solving, for the issue named (`ConstraintIssue.message(constraint:in:)`
  /// renders it with the scene's names).
  case invalid(ConstraintIssue)
  /// Not installed in the scene's size classes.
  case notInstalled
}
