/// How the solver treated a constraint; decides its colour.
public enum DiagramConstraintStatus: Hashable, Sendable {
  /// Satisfied (blue, or purple when installed in one size class only).
  case satisfied
  /// Optional and not fully satisfied, by this many points (orange).
  case brokenOptional(by: Double)
  /// Part of an unsatisfiable set, or broken to recover (red).
  case conflicting
  /// Satisfied but the layout it takes part in is ambiguous (red).
  case ambiguous
  /// Not installed in this panel's size class: not drawn, listed as such.
  case notInstalled
}
