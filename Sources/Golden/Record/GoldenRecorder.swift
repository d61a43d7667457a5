import Foundation
import Pipeline
import Synchronization

/// A `record` run: each golden subject checked exactly against the goldens in the store (without
/// a report) and the goldens its mode applies to (`RecordMode.writes`) written from the check's
/// own rendering, each path listed, then a summary line. Recipes are drawn `jobs` at a time and
/// written and listed in input order (`OrderedParallel`), so that a parallel run writes and
/// prints exactly what a serial one does.
public struct GoldenRecorder: Sendable {
  /// The checker: exact comparison, no report, drawing at the run's scale and theme.
  public var checker: GoldenChecker
  /// Which goldens are written.
  public var mode: RecordMode
  /// How many recipes are drawn at once (`--jobs`; 1: one after another on this thread).
  public var jobs = 1

  /// A recorder writing into `store` with `pipeline` (its settings a golden's:
  /// `GoldenChecker.pipeline(scale:theme:)`).
  public init(store: GoldenStore, pipeline: FigurePipeline, mode: RecordMode) {
    checker = GoldenChecker(store: store, comparer: ImageComparer(), reportFolder: nil, pipeline: pipeline)
    checker.followsGoldenSettings = false
    self.mode = mode
  }

  /// Records the goldens of `inputs`; returns the status of the recipes that could not be drawn
  /// (their errors printed to standard error) or of the goldens that could not be written.
  public func run(_ inputs: [GoldenInput]) -> ExitStatus {
    let store = checker.store
    let checker = self.checker
    let mode = self.mode
    let tally = Tally()
    OrderedParallel.run(
      count: inputs.count, jobs: jobs,
      work: { index -> Drawn? in
        let stem = inputs[index].stem
        if mode.writesOnlyMissing && store.image(stem) != nil
          && store.image(GoldenRendering.sweepStem(stem)) != nil
        {
          return nil
        }
        var messages: [String] = []
        let outcomes = checker.checkAll(inputs[index], messages: &messages)
        return Drawn(messages: messages, outcomes: outcomes)
      },
      deliver: { index, drawn in
        tally.counts.withLock { counts in
          guard let drawn else {
            counts.kept += 2
            return
          }
          for message in drawn.messages { printError(message) }
          Self.write(drawn.outcomes, of: inputs[index], to: store, mode: mode, counts: &counts)
        }
      })
    let counts = tally.counts.withLock { $0 }
    print(
      "recorded \(counts.written) golden\(counts.written == 1 ? "" : "s") in \(store.folder); "
        + "\(counts.kept) left as they were")
    return counts.status
  }

  /// One input's check: what it would have printed, and its outcomes with their renderings.
  private struct Drawn: Sendable {
    var messages: [String]
    var outcomes: [CheckOutcome]
  }

  private struct Counts {
    var status = ExitStatus.success
    var written = 0
    var kept = 0
  }

  private final class Tally: Sendable {
    let counts = Mutex(Counts())
  }

  /// Writes the goldens of one input that `mode` applies to, listing each path; a recipe that
  /// could not be drawn or a golden that could not be written has its error printed and its status
  /// combined into the run's.
  private static func write(
    _ outcomes: [CheckOutcome], of input: GoldenInput, to store: GoldenStore, mode: RecordMode,
    counts: inout Counts
  ) {
    do throws(CLIError) {
      for outcome in outcomes {
        guard let rendering = outcome.rendering else {
          // The recipe could not be drawn: its error is the only outcome.
          if let error = outcome.error { throw error }
          continue
        }
        for warning in rendering.warnings { printError("\(input.path): warning: \(warning)") }
        if let warning = rendering.strictWarning { printError(warning) }
        guard mode.writes(outcome) else {
          counts.kept += 1
          continue
        }
        for path in try store.write(rendering) { print("wrote \(path)") }
        counts.written += 1
      }
    } catch {
      printError(error.message)
      counts.status = counts.status.combined(with: error.status)
    }
  }
}
