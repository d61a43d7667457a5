import Foundation
import Pipeline

/// A `record` run: each golden subject checked exactly against the goldens in the store (without
/// a report) and the goldens its mode applies to (`RecordMode.writes`) written from the check's
/// own rendering, each path listed, then a summary line.
public struct GoldenRecorder {
  /// The checker: exact comparison, no report, drawing at the run's scale and theme.
  public var checker: GoldenChecker
  /// Which goldens are written.
  public var mode: RecordMode

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
    var status = ExitStatus.success
    var written = 0
    var kept = 0
    for input in inputs {
      let stem = input.stem
      if mode.writesOnlyMissing && store.image(stem) != nil
        && store.image(GoldenRendering.sweepStem(stem)) != nil
      {
        kept += 2
        continue
      }
      do throws(CLIError) {
        for outcome in checker.checkAll(input) {
          guard let rendering = outcome.rendering else {
            // The recipe could not be drawn: its error is the only outcome.
            if let error = outcome.error { throw error }
            continue
          }
          for warning in rendering.warnings { printError("\(input.path): warning: \(warning)") }
          if let warning = rendering.strictWarning { printError(warning) }
          guard mode.writes(outcome) else {
            kept += 1
            continue
          }
          for path in try store.write(rendering) { print("wrote \(path)") }
          written += 1
        }
      } catch {
        printError(error.message)
        status = status.combined(with: error.status)
      }
    }
    print(
      "recorded \(written) golden\(written == 1 ? "" : "s") in \(store.folder); \(kept) left as they were")
    return status
  }
}
