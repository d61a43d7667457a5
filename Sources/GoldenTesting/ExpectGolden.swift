import Foundation
import Golden
import Pipeline
import Testing

/// Renders a recipe, compares it with its golden and, when they differ, records a test issue that
/// holds the summary, the views that moved, the environment line, the paths of the diff images and
/// the exact command that re-records the golden. A recipe with a `sweep` line has a second golden,
/// its filmstrip (`NAME-sweep.png`), compared the same way with an issue of its own.
///
/// ```swift
/// import GoldenTesting
/// import Testing
///
/// @Test func simpleLabelAndTextField() {
///   expectGolden("recipes/a1-simple-label-and-text-field.recipe")
/// }
/// ```
///
/// - Parameters:
///   - recipe: the recipe file (relative to the working folder: the package root under `swift test`).
///   - goldens: the folder of goldens (`Tests/Goldens` by default).
///   - tolerance: exact by default.
///   - reportFolder: where the diff images of a failure go, in a subfolder per call
///     (`Module.FigureTests-12/images/`: the test file and the line of the call).
///   - record: the record mode; by default from `LAYOUT_DIAGRAM_RECORD` (unset: `missing`). A mode
///     writes only the goldens it applies to (`failed`: the figure or the sweep that failed).
/// - Returns: the check's outcomes: the figure's, then the sweep's for a recipe with a `sweep`
///   line (one outcome when the recipe cannot be drawn; none when the check cannot start).
@discardableResult
public func expectGolden(
  _ recipe: String, goldens: String = GoldenStore.defaultFolder, tolerance: Tolerance = .exact,
  reportFolder: String = "out/golden-failures", record: RecordMode? = nil,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) -> [CheckOutcome] {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let environment = ProcessInfo.processInfo.environment
  guard let mode = record ?? RecordMode.fromEnvironment(environment) else {
    let value = environment[RecordMode.environmentVariable] ?? ""
    Issue.record(
      "\(RecordMode.environmentVariable)=\(value) is not a record mode: use never, missing, all or failed",
      sourceLocation: location)
    return []
  }
  let store = GoldenStore(folder: goldens)
  if mode == .never || FileManager.default.fileExists(atPath: goldens) {
    // Only a record mode creates the folder; comparing against one that is not there (a typo)
    // would report every golden missing.
    do throws(CLIError) {
      try store.checkFolder(option: "goldens:")
    } catch {
      Issue.record("\(error.message)", sourceLocation: location)
      return []
    }
  }
  // Each call site's images in a folder of its own: two tests of one recipe do not overwrite
  // the images the other's issue names.
  let callFolder = (reportFolder as NSString).appendingPathComponent(
    reportSubfolder(fileID: fileID, line: line))
  let checker: GoldenChecker
  do {
    checker = GoldenChecker(
      store: store, comparer: ImageComparer(tolerance: tolerance), reportFolder: callFolder,
      pipeline: try GoldenChecker.pipeline())
  } catch {
    Issue.record("\(error.message)", sourceLocation: location)
    return []
  }
  let outcomes = GoldenInput.expand([recipe]).flatMap { checker.checkAll($0) }
  let rerun = "or run the test with \(RecordMode.environmentVariable)=failed"
  for outcome in outcomes {
    guard let rendering = outcome.rendering, mode.writes(outcome) else {
      if !outcome.passed {
        let hint = outcome.kind == .error ? "" : "\n  \(rerun)"
        Issue.record("\(outcome.message(reportFolder: callFolder))\(hint)", sourceLocation: location)
      }
      continue
    }
    // Written from the check's own drawing; an issue all the same, so the new file is looked at.
    let why =
      outcome.passed
      ? "record mode \(mode.rawValue)" : outcome.message(reportFolder: callFolder, recorded: true)
    do {
      let written = try store.write(rendering)
      let text =
        "recorded \(written.joined(separator: " and ")) (\(RecordMode.environmentVariable)="
        + "\(mode.rawValue)); look at it, commit it, and re-run the test\n\(why)"
      Issue.record(Comment(rawValue: text), sourceLocation: location)
    } catch {
      Issue.record("\(error.message)", sourceLocation: location)
    }
  }
  return outcomes
}

/// The report subfolder of one `expectGolden` call: its file (`Module/FigureTests.swift` ->
/// `Module.FigureTests`) and line, `Module.FigureTests-12`.
func reportSubfolder(fileID: String, line: Int) -> String {
  var name = fileID.hasSuffix(".swift") ? String(fileID.dropLast(".swift".count)) : fileID
  name = name.replacingOccurrences(of: "/", with: ".")
  return "\(name)-\(line)"
}
