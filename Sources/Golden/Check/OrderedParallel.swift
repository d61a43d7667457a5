import Foundation
import Synchronization

/// Runs one piece of work per index on up to `jobs` threads and hands each result to `deliver` in
/// index order, whatever order the workers finish in: what `deliver` prints reads exactly as in a
/// serial run. Workers take the next index when they are free, so one slow recipe does not hold
/// up a fixed share of the others; a result that finishes early waits until every earlier one has
/// been delivered. With one job, everything runs on the calling thread.
enum OrderedParallel {
  static func run<Result: Sendable>(
    count: Int, jobs: Int, work: @escaping @Sendable (Int) -> Result,
    deliver: @escaping @Sendable (Int, Result) -> Void
  ) {
    let workers = max(1, min(jobs, count))
    if workers == 1 {
      for index in 0..<count { deliver(index, work(index)) }
      return
    }
    let queue = Queue<Result>(count: count)
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while let index = queue.next() {
        let result = work(index)
        queue.finish(index, result, deliver: deliver)
      }
    }
  }

  private final class Queue<Result: Sendable>: Sendable {
    private struct State {
      var next = 0
      var delivered = 0
      var waiting: [Int: Result] = [:]
    }

    private let count: Int
    private let state = Mutex(State())

    init(count: Int) { self.count = count }

    func next() -> Int? {
      state.withLock { state in
        guard state.next < count else { return nil }
        defer { state.next += 1 }
        return state.next
      }
    }

    /// Keeps `result` and delivers, under the lock, every result that is now next in order.
    func finish(_ index: Int, _ result: Result, deliver: (Int, Result) -> Void) {
      state.withLock { state in
        state.waiting[index] = result
        while let ready = state.waiting.removeValue(forKey: state.delivered) {
          deliver(state.delivered, ready)
          state.delivered += 1
        }
      }
    }
  }
}
