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
  /// Rejected before solving; the reason names the problem.
  case invalid(reason: String)
  /// Not installed in the scene's size classes.
  case notInstalled
}
