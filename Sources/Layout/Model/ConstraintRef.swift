/// Names a constraint in a result: one of the scene's, or one the engine added.
public enum ConstraintRef: Hashable, Comparable, Sendable {
  /// `Scene.constraints[i]`.
  case explicit(Int)
  /// `LayoutResult.implicitConstraints[i]` (intrinsic size, margins, scene size, fitting size ...).
  case implicit(Int)

  /// `#4` (a scene constraint's 1-based position) or `#i2` (an implicit one's index), for messages
  /// that have no scene to name it from.
  public var tag: String {
    switch self {
    case .explicit(let index): return "#\(index + 1)"
    case .implicit(let index): return "#i\(index)"
    }
  }

  /// Scene constraints sort before implicit ones, each by index.
  public static func < (lhs: ConstraintRef, rhs: ConstraintRef) -> Bool {
    switch (lhs, rhs) {
    case (.explicit(let a), .explicit(let b)), (.implicit(let a), .implicit(let b)): return a < b
    case (.explicit, .implicit): return true
    case (.implicit, .explicit): return false
    }
  }
}
