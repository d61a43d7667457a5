import Foundation
import Pipeline
import Synchronization

/// Hands out recipe indexes to the render workers and prints their outcomes in index order.
///
/// Workers take the next index when they are free (so a slow recipe does not hold up a fixed
/// share of the others); an outcome that finishes early waits until every earlier one has been
/// printed. Standard output and standard error therefore read exactly as in a serial run.
final class RecipeQueue: Sendable {
  /// What rendering one recipe gave.
  struct Outcome: Sendable {
    /// Paths written, for standard output.
    var paths: [String] = []
    /// Diagnostics and errors, for standard error.
    var messages: [String] = []
    /// The recipe's status.
    var status = ExitStatus.success
  }

  private struct State {
    var next = 0
    var printed = 0
    var waiting: [Int: Outcome] = [:]
    var status = ExitStatus.success
  }

  private let count: Int
  private let state = Mutex(State())

  /// A queue of `count` recipes.
  init(count: Int) {
    self.count = count
  }

  /// The next recipe to render, or nil when all have been handed out.
  func next() -> Int? {
    state.withLock { state in
      guard state.next < count else { return nil }
      defer { state.next += 1 }
      return state.next
    }
  }

  /// Records the outcome of recipe `index` and prints every outcome that is now next in order.
  func finish(_ index: Int, _ outcome: Outcome) {
    state.withLock { state in
      state.waiting[index] = outcome
      while let ready = state.waiting.removeValue(forKey: state.printed) {
        for message in ready.messages { printError(message) }
        for path in ready.paths { print(path) }
        state.status = state.status.combined(with: ready.status)
        state.printed += 1
      }
    }
  }

  /// The status of every outcome printed so far, combined (`ExitStatus.combined`).
  var status: ExitStatus { state.withLock { $0.status } }
}
