import Foundation
import Synchronization

/// Enforces `--max-render-time`: a recipe that takes longer to load, solve and draw stops the run.
///
/// The solver and the renderer cannot be interrupted half-way, so the watchdog, a thread that
/// looks at the recipes in progress four times a second, reports the one over time, removes the
/// temporary files of the run and exits with status 65: a pathological recipe in a pull request
/// must fail the CI job in bounded time, not hang it.
public final class RenderWatchdog: Sendable {
  /// Seconds a recipe may take.
  public let seconds: Double
  private let running = Mutex<(next: Int, started: [Int: (file: String, at: ContinuousClock.Instant)])>(
    (0, [:]))

  /// A watchdog allowing `seconds` per recipe; its thread starts with the first recipe.
  public init(seconds: Double) {
    self.seconds = seconds
  }

  /// Runs `body` for `file` under the time limit.
  public func run<T>(_ file: String, _ body: () throws(CLIError) -> T) throws(CLIError) -> T {
    let token = running.withLock { running in
      defer { running.next += 1 }
      running.started[running.next] = (file, ContinuousClock.now)
      return running.next
    }
    if token == 0 { startThread() }
    defer { _ = running.withLock { $0.started.removeValue(forKey: token) } }
    return try body()
  }

  private func startThread() {
    let thread = Thread { [self] in
      while true {
        Thread.sleep(forTimeInterval: 0.25)
        let late = running.withLock { running in
          running.started.values.filter { ContinuousClock.now - $0.at > .seconds(seconds) }
            .map(\.file).sorted().first
        }
        if let late {
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
