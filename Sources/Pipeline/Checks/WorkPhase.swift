/// What the recipe the current task works on is doing now ("solving", "diagnosing", "drawing"):
/// the pipeline reports each phase, and whoever runs it under a time limit listens
/// (`layout-diagram render`'s watchdog shows a slow recipe's phase on the terminal).
public enum WorkPhase {
  /// The listener of the current task, nil when nobody listens.
  @TaskLocal public static var listener: (@Sendable (String) -> Void)?

  /// Tells the current task's listener, if any, that its recipe is now in `phase`.
  public static func report(_ phase: String) {
    listener?(phase)
  }
}
