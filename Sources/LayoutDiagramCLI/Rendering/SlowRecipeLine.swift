import Foundation
import Pipeline
import Synchronization

/// The progress line of a recipe that takes more than a second: on standard error, only when it is a
/// terminal (quiet when piped or in CI logs), one line rewritten in place:
/// `big.recipe: diagnosing (3 s)`. `LAYOUT_DIAGRAM_PROGRESS_AFTER=SECONDS` sets the delay (README,
/// "Limits"). The line is cleared when the recipe ends, before anything else is printed about it.
final class SlowRecipeLine: Sendable {
  /// Seconds a recipe runs before its line appears.
  let delay: Double
  /// Whether standard error is a terminal.
  let enabled: Bool
  /// The token of the recipe on the line, if one is shown.
  private let shown = Mutex<Int?>(nil)

  init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    delay =
      environment["LAYOUT_DIAGRAM_PROGRESS_AFTER"].flatMap(Double.init).flatMap { $0 >= 0 ? $0 : nil } ?? 1
    enabled = isatty(STDERR_FILENO) == 1
  }

  /// Shows `entry` (recipe `token`) if it has run longer than the delay.
  func show(_ token: Int, _ entry: RenderWatchdog.Running) {
    guard enabled else { return }
    let elapsed = ContinuousClock.now - entry.at
    guard elapsed >= .seconds(delay) else { return }
    let seconds = Int(Double(elapsed.components.seconds))
    shown.withLock { shown in
      shown = token
      write("\r\u{1B}[K\(TerminalText.escaped(entry.file)): \(entry.phase) (\(seconds) s)")
    }
  }

  /// Clears the line if it shows recipe `token`.
  func finish(_ token: Int) {
    guard enabled else { return }
    shown.withLock { shown in
      guard shown == token else { return }
      shown = nil
      write("\r\u{1B}[K")
    }
  }

  /// Clears the line whatever it shows (before an error ends the run).
  func clear() {
    guard enabled else { return }
    shown.withLock { shown in
      if shown != nil { write("\r\u{1B}[K") }
      shown = nil
    }
  }

  private func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
