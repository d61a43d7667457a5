import Foundation
import Testing

/// `check --jobs N` and `record --jobs N` against the same runs with `--jobs 1`: the same
/// standard output and error (recipe by recipe in input order), exit status, JUnit file, HTML
/// report and images, and the same goldens written, over a folder that holds every kind of
/// outcome: matches, a mismatch, a missing golden, a recipe with errors and a sweep's filmstrip.
@Suite struct ParallelCheckTests {
  static let stems = [
    "a1-simple-label-and-text-field", "a2-dynamic-height-label-and-text-field", "a3-fixed-height-columns",
    "a5-two-equal-width-buttons", "a7-two-buttons-with-equal-spacing", "c1-subtitle-cell",
  ]

  /// Replaces the run's own folder names and the timings, the only parts that may differ.
  private func normalized(_ text: String, _ folder: String) -> String {
    text.replacingOccurrences(of: folder, with: "FOLDER").replacingOccurrences(
      of: #"time="[0-9.]+""#, with: #"time="T""#, options: .regularExpression)
  }

  private func files(_ folder: String) throws -> [String: Data] {
    var found: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder)
    while let name = enumerator?.nextObject() as? String {
      var isFolder: ObjCBool = false
      let path = "\(folder)/\(name)"
      if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
        found[name] = try Data(contentsOf: URL(fileURLWithPath: path))
      }
    }
    return found
  }

  @Test func parallelRunsReadExactlyAsSerialOnes() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let book = folder.appendingPathComponent("book")
    let recipes = try Repository.copyRecipes(Self.stems, to: book)
    let broken = book.appendingPathComponent("b0-broken.recipe").path
    try "label \"A\"\n1. A.Leadng = Superview.Leading\n".write(
      toFile: broken, atomically: true, encoding: .utf8)

    // record: the same output and the same goldens, byte for byte.
    var recorded: [[String: Data]] = []
    var recordOutputs: [String] = []
    for jobs in [1, 3] {
      let goldens = folder.appendingPathComponent("goldens-\(jobs)").path
      let run = try Repository.tool(["record", book.path, "--goldens", goldens, "--jobs", "\(jobs)"])
      #expect(run.status == 65, "\(run.stdout)\(run.stderr)")
      recordOutputs.append(normalized("\(run.status)\n\(run.stdout)\n\(run.stderr)", goldens))
      recorded.append(try files(goldens))
    }
    #expect(recordOutputs[0] == recordOutputs[1])
    #expect(recorded[0] == recorded[1])
    #expect(recorded[0].count == 2 * (Self.stems.count + 1))  // a PNG and its metadata; a7's sweep too

    // A mismatch (A1 moved 8 pt) and a missing golden (C1's removed).
    let goldens = folder.appendingPathComponent("goldens-1").path
    try FileManager.default.removeItem(atPath: "\(goldens)/c1-subtitle-cell.png")
    let source = try String(contentsOfFile: recipes[0], encoding: .utf8)
    try source.replacingOccurrences(
      of: "Top Layout Guide.Bottom + 20.0", with: "Top Layout Guide.Bottom + 28.0"
    )
    .write(toFile: recipes[0], atomically: true, encoding: .utf8)

    var outputs: [String] = []
    var reports: [[String: Data]] = []
    for jobs in [1, 2, 4] {
      let report = folder.appendingPathComponent("report-\(jobs)").path
      let junit = folder.appendingPathComponent("junit-\(jobs).xml").path
      let run = try Repository.tool([
        "check", book.path, "--goldens", goldens, "--report", report, "--junit", junit, "--jobs", "\(jobs)",
      ])
      // The recipe with errors wins over the mismatch (65 over 1).
      #expect(run.status == 65, "\(run.stdout)\(run.stderr)")
      #expect(run.stdout.contains("5 match, 1 differ, 1 missing, 1 with errors"), "\(run.stdout)")
      let junitText = try String(contentsOfFile: junit, encoding: .utf8)
      outputs.append(
        normalized("\(run.status)\n\(run.stdout)\n\(run.stderr)\n\(junitText)", report).replacingOccurrences(
          of: junit, with: "JUNIT"))
      var images = try files(report)
      let removed = images.removeValue(forKey: "index.html")
      let index = try #require(removed)
      images["index.html"] = Data(normalized(String(decoding: index, as: UTF8.self), report).utf8)
      reports.append(images)
    }
    #expect(outputs[0] == outputs[1])
    #expect(outputs[0] == outputs[2])
    #expect(reports[0] == reports[1])
    #expect(reports[0] == reports[2])
    // The serial run's order: the broken recipe (b0) before C1, A1's mismatch first.
    let lines = outputs[0].split(separator: "\n")
    let a1 = try #require(lines.firstIndex { $0.hasPrefix("a1-simple-label-and-text-field:") })
    let c1 = try #require(lines.firstIndex { $0.hasPrefix("c1-subtitle-cell:") })
    #expect(a1 < c1)
  }

  @Test func jobsMustBePositive() throws {
    for command in ["check", "record"] {
      let run = try Repository.tool([command, "--jobs", "0"])
      #expect(run.status == 64)
      #expect(run.stderr.contains("--jobs must be at least 1"))
    }
  }
}
