import Foundation
import Pipeline
import Synchronization

/// Enforces `--max-render-time`: a recipe that takes longer to load, solve and draw stops the run;
/// and shows a slow recipe's progress on a terminal (`SlowRecipeLine`).
///
/// The solver and the renderer cannot be interrupted half-way, so the watchdog, a thread that
/// looks at the recipes in progress four times a second, reports the one over time, removes the
/// temporary files of the run and exits with status 65: a pathological recipe in a pull request
/// must fail the CI job in bounded time, not hang it.
public final class RenderWatchdog: Sendable {
  /// One recipe in progress: its file, when it started, and what it is doing (`WorkPhase`).
  struct Running {
    var file: String
    var at: ContinuousClock.Instant
    var phase = "loading"
  }

  /// Seconds a recipe may take.
  public let seconds: Double
  private let running = Mutex<(next: Int, started: [Int: Running])>((0, [:]))
  private let line = SlowRecipeLine()

  /// A watchdog allowing `seconds` per recipe; its thread starts with the first recipe.
  public init(seconds: Double) {
    self.seconds = seconds
  }

  /// Runs `body` for `file` under the time limit.
  public func run<T>(_ file: String, _ body: () throws(CLIError) -> T) throws(CLIError) -> T {
    let token = running.withLock { running in
      defer { running.next += 1 }
      running.started[running.next] = Running(file: file, at: ContinuousClock.now)
      return running.next
    }
    if token == 0 { startThread() }
    defer {
      _ = running.withLock { $0.started.removeValue(forKey: token) }
      line.finish(token)
    }
    // What the recipe is doing now (`WorkPhase`: "solving", "diagnosing", "drawing"), shown on the
    // progress line once it has taken more than a second.
    let listener = WorkPhase.Listener { [self] in update(token, $0) }
    let result: Result<T, CLIError> = WorkPhase.$listener.withValue(listener) {
      Result { () throws(CLIError) -> T in try body() }
    }
    return try result.get()
  }

  private func update(_ token: Int, _ phase: String) {
    // Shown under the lock: a recipe that has ended (and cleared its line) is never shown again.
    running.withLock { running in
      running.started[token]?.phase = phase
      if let entry = running.started[token] { line.show(token, entry) }
    }
  }

  private func startThread() {
    let thread = Thread { [self] in
      while true {
        Thread.sleep(forTimeInterval: 0.25)
        let late = running.withLock { running -> String? in
          let late = running.started.values.filter { ContinuousClock.now - $0.at > .seconds(seconds) }
            .map(\.file).sorted().first
          if late == nil,
            let oldest = running.started.min(by: { ($0.value.at, $0.key) < ($1.value.at, $1.key) })
          {
            line.show(oldest.key, oldest.value)
          }
          return late
        }
        if let late {
          line.clear()
          printError(
            "\(late): error: solving and drawing took more than \(formatSeconds(seconds)) seconds; "
              + "the run was stopped and nothing more was written\n"
              + "hint: --max-render-time N allows more time (README, \"Limits\")")
          TemporaryFiles.removeAllAndExit(.recipeErrors)
        }
      }
    }
    thread.name = "layout-diagram render-time watchdog"
    thread.start()
  }

  private func formatSeconds(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
