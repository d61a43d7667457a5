/// What `LayoutEngine.solve` is doing, reported through ``LayoutTimings/phase`` as it starts each
/// part (the command line's progress line for a slow recipe reads it).
public enum LayoutPhase: Sendable, Equatable {
  /// Building and solving layout pass `pass` (1-based; wrapping text and margins can ask for more).
  case solving(pass: Int)
  /// Diagnosing the final pass: statuses, broken optionals, ambiguity and its witnesses.
  case diagnosing
}
