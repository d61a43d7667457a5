import Foundation
import Pipeline
import Synchronization

/// A `check` run over golden subjects: checked `jobs` at a time (`OrderedParallel`), each
/// recipe's messages and verdicts printed in the order of the inputs under a progress line, so
/// that a parallel run prints, reports and exits exactly as a serial one; what fails printed (mismatches and missing goldens on standard output, errors and strict problems on
/// standard error), then the HTML report (and the JUnit file) written and the summary printed.
public struct CheckRun: Sendable {
  /// The checker (goldens, comparison, report images, pipeline).
  public var checker: GoldenChecker
  /// The tolerance as given (`--tolerance`), for the report.
  public var tolerance: String
  /// The shard checked, if any.
  public var shard: Shard?
  /// Where the JUnit file goes (nil: none).
  public var junit: String?
  /// Whether `--strict` is on (the summary then counts undeclared diagnoses).
  public var strict: Bool
  /// How many recipes are checked at once (`--jobs`; 1: one after another on this thread).
  public var jobs = 1

  /// A run with `checker`, whose `reportFolder` must be set.
  public init(
    checker: GoldenChecker, tolerance: String, shard: Shard? = nil, junit: String? = nil, strict: Bool
  ) {
    self.checker = checker
    self.tolerance = tolerance
    self.shard = shard
    self.junit = junit
    self.strict = strict
  }

  /// The report folder.
  var report: String { checker.reportFolder ?? "" }

  /// Checks `inputs` and returns the run's status: bad input and unwritable reports win over a
  /// mismatch (`ExitStatus.precedence`).
  public func run(_ inputs: [GoldenInput]) -> ExitStatus {
    let progress = Progress(total: inputs.count, verb: "checking")
    let collected = Collected()
    let checker = self.checker
    if jobs > 1, !inputs.isEmpty, let folder = checker.reportFolder {
      // Made before the workers start (every check writes an image there): two workers creating
      // the folder at once could race.
      try? FileManager.default.createDirectory(
        atPath: (folder as NSString).appendingPathComponent("images"), withIntermediateDirectories: true)
    }
    OrderedParallel.run(
      count: inputs.count, jobs: jobs,
      work: { index in
        var messages: [String] = []
        var outcomes = checker.checkAll(inputs[index], messages: &messages)
        // Compared: its PNG is not needed again, and a book's worth would only fill memory.
        for k in outcomes.indices { outcomes[k].rendering = nil }
        return (messages, outcomes)
      },
      deliver: { index, result in
        progress.show(index, inputs[index].stem)
        if !result.0.isEmpty { progress.clear() }
        for message in result.0 { printError(message) }
        for outcome in result.1 {
          collected.outcomes.withLock { $0.append(outcome) }
          report(outcome, progress: progress)
        }
      })
    progress.clear()
    return finish(collected.outcomes.withLock { $0 }, recipes: inputs.count)
  }

  /// The outcomes delivered so far, in input order.
  private final class Collected: Sendable {
    let outcomes = Mutex<[CheckOutcome]>([])
  }

  /// Prints what a recipe's check found (failures, an environment change, strict problems).
  private func report(_ outcome: CheckOutcome, progress: Progress) {
    if let failure = outcome.strictFailure {
      progress.clear()
      printError(failure.message)
    }
    if outcome.passed, let line = outcome.environmentLine, line.hasPrefix("environment differs") {
      // Same pixels from another environment: worth knowing before it stops being true.
      progress.clear()
      print("\(outcome.stem): matches the golden; \(line)")
    }
    if !outcome.passed {
      progress.clear()
      if outcome.kind == .error {
        printError(outcome.message(reportFolder: report))
      } else {
        print(outcome.message(reportFolder: report))
      }
    }
  }

  private func finish(_ outcomes: [CheckOutcome], recipes: Int) -> ExitStatus {
    var status = ExitStatus.success
    do throws(CLIError) {
      let html = CheckReport(outcomes: outcomes, tolerance: tolerance, shard: shard?.description).html()
      let index = (report as NSString).appendingPathComponent("index.html")
      try AtomicFile.write(Array(html.utf8), toPath: index)
      if let junit {
        try AtomicFile.write(
          Array(JUnitReport(outcomes: outcomes, reportFolder: report).xml().utf8), toPath: junit)
      }
    } catch {
      printError(error.message)
      status = .cannotWrite
    }
    let count = { (kind: CheckOutcome.Kind) in outcomes.filter { $0.kind == kind }.count }
    let line =
      "checked \(outcomes.count) figure\(outcomes.count == 1 ? "" : "s") of \(recipes) "
      + "recipe\(recipes == 1 ? "" : "s")"
      + (shard.map { " (shard \($0))" } ?? "") + ": \(count(.match)) match, \(count(.mismatch)) differ, "
      + "\(count(.missing)) missing, \(count(.error)) with errors"
      + (strict ? ", \(outcomes.filter { $0.strictFailure != nil }.count) with undeclared diagnoses" : "")
      + "; report: "
      + (report as NSString).appendingPathComponent("index.html")
    print(line)
    // Bad input and unwritable reports win over a mismatch (`ExitStatus.precedence`).
    for error in outcomes.compactMap(\.error) { status = status.combined(with: error.status) }
    for failure in outcomes.compactMap(\.strictFailure) { status = status.combined(with: failure.status) }
    return outcomes.allSatisfy(\.passed) ? status : status.combined(with: .goldenMismatch)
  }
}
