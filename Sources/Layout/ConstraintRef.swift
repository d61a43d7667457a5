/// Names a constraint in a result: one of the scene's, or one the engine added.
public enum ConstraintRef: Hashable, Comparable, Sendable {
  /// `Scene.constraints[i]`.
  case explicit(Int)
  /// `LayoutResult.implicitConstraints[i]` (intrinsic size, margins, scene size, fitting size ...).
  case implicit(Int)

  /// Scene constraints sort before implicit ones, each by index.
  public static func < (lhs: ConstraintRef, rhs: ConstraintRef) -> Bool {
    switch (lhs, rhs) {
    case (.explicit(let a), .explicit(let b)), (.implicit(let a), .implicit(let b)): return a < b
    case (.explicit, .implicit): return true
    case (.implicit, .explicit): return false
    }
  }
}

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
