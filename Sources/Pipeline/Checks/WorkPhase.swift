/// What the recipe the current task works on is doing now ("solving", "diagnosing", "drawing"):
/// the pipeline reports each phase, and whoever runs it under a time limit listens
/// (`layout-diagram render`'s watchdog shows a slow recipe's phase on the terminal).
public enum WorkPhase {
  /// Who hears the phases of the current task.
  ///
  /// A struct rather than a bare closure: a task-local of optional function type crashes
  /// `swift_task_localValuePush` in release builds (Swift 6.3, Linux).
  public struct Listener: Sendable {
    /// Called with each phase.
    public let hear: @Sendable (String) -> Void

    /// A listener calling `hear` with each phase.
    public init(_ hear: @escaping @Sendable (String) -> Void) {
      self.hear = hear
    }
  }

  /// The listener of the current task, nil when nobody listens.
  @TaskLocal public static var listener: Listener?

  /// Tells the current task's listener, if any, that its recipe is now in `phase`.
  public static func report(_ phase: String) {
    listener?.hear(phase)
  }
}
