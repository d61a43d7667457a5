import Foundation
import Golden
import GoldenTesting
import Testing

/// `expectGolden` in a test suite: the book's A1 matches its committed golden; in a fresh folder
/// a missing golden is recorded once (with an issue), then matches; a different golden fails with
/// the diff paths and the re-record command in the issue; a recipe's sweep golden is checked too.
@Suite struct ExpectGoldenTests {
  static let a1 = "recipes/a1-simple-label-and-text-field.recipe"

  @Test func bookRecipeMatchesItsCommittedGolden() throws {
    let recipe = Repository.root.appendingPathComponent(Self.a1).path
    let goldens = Repository.root.appendingPathComponent("Tests/Goldens").path
    let report = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: report) }
    let outcomes = expectGolden(recipe, goldens: goldens, reportFolder: report.path, record: .never)
    #expect(outcomes.count == 1 && outcomes.allSatisfy(\.passed))
  }

  @Test func missingIsRecordedThenMatchesAndAChangeFails() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recipes = try Repository.copyRecipes(
      ["a1-simple-label-and-text-field", "d4-progress-view"], to: folder.appendingPathComponent("book"))
    let goldens = folder.appendingPathComponent("goldens").path
    let report = folder.appendingPathComponent("report").path
    withKnownIssue {
      expectGolden(recipes[0], goldens: goldens, reportFolder: report, record: .missing)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("recorded \(goldens)/a1-simple-label-and-text-field.png")
      }
    }
    #expect(
      expectGolden(recipes[0], goldens: goldens, reportFolder: report, record: .never).first?.passed == true)
    // d4's golden under a1's name: a mismatch.
    try FileManager.default.removeItem(atPath: "\(goldens)/a1-simple-label-and-text-field.png")
    #expect(try Repository.tool(["record", recipes[1], "--goldens", goldens]).status == 0)
    try FileManager.default.copyItem(
      atPath: "\(goldens)/d4-progress-view.png", toPath: "\(goldens)/a1-simple-label-and-text-field.png")
    withKnownIssue {
      expectGolden(recipes[0], goldens: goldens, reportFolder: report, record: .never)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("diff image: \(report)/images/a1-simple-label-and-text-field.diff.png")
          && $0.rawValue.contains(
            "re-record: swift run -c release layout-diagram record \(recipes[0]) --mode all")
          && $0.rawValue.contains("LAYOUT_DIAGRAM_RECORD=failed")
      }
    }
  }

  /// A7 has a `sweep` line, so it has two goldens, and `expectGolden` checks both: recorded, both
  /// pass. With only the sweep line changed (six widths to four) the figure still matches and the
  /// filmstrip fails with an issue of its own (its diff image, the re-record command); `failed`
  /// then rewrites the sweep golden alone (an issue for it, none for the figure), and both pass.
  @Test func sweepGoldenIsCheckedAndRecordedToo() throws {
    let a7 = "a7-two-buttons-with-equal-spacing"
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recipe = try Repository.copyRecipes([a7], to: folder.appendingPathComponent("book"))[0]
    let goldens = folder.appendingPathComponent("goldens").path
    let report = folder.appendingPathComponent("report").path
    #expect(try Repository.tool(["record", recipe, "--goldens", goldens]).status == 0)
    let unchanged = expectGolden(recipe, goldens: goldens, reportFolder: report, record: .never)
    #expect(unchanged.map(\.stem) == [a7, "\(a7)-sweep"] && unchanged.allSatisfy(\.passed))

    let source = try String(contentsOfFile: recipe, encoding: .utf8)
    #expect(source.contains("\nsweep 320...1024\n"))
    try source.replacingOccurrences(of: "\nsweep 320...1024\n", with: "\nsweep 320...1024/4\n")
      .write(toFile: recipe, atomically: true, encoding: .utf8)
    withKnownIssue {
      let changed = expectGolden(recipe, goldens: goldens, reportFolder: report, record: .never)
      #expect(changed.map(\.kind) == [.match, .mismatch])
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("\(a7)-sweep: differs from the golden")
          && $0.rawValue.contains("diff image: \(report)/images/\(a7)-sweep.diff.png")
          && $0.rawValue.contains(
            "re-record: swift run -c release layout-diagram record \(recipe) --mode all")
      }
    }
    withKnownIssue {
      expectGolden(recipe, goldens: goldens, reportFolder: report, record: .failed)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("recorded \(goldens)/\(a7)-sweep.png and ") }
    }
    let rerecorded = expectGolden(recipe, goldens: goldens, reportFolder: report, record: .never)
    #expect(rerecorded.count == 2 && rerecorded.allSatisfy(\.passed))
  }

  @Test func recordModeComesFromTheEnvironment() {
    #expect(RecordMode.fromEnvironment([:]) == .missing)
    #expect(RecordMode.fromEnvironment(["LAYOUT_DIAGRAM_RECORD": "failed"]) == .failed)
    #expect(RecordMode.fromEnvironment(["LAYOUT_DIAGRAM_RECORD": "NEVER"]) == .never)
    #expect(RecordMode.fromEnvironment(["LAYOUT_DIAGRAM_RECORD": "sometimes"]) == nil)
  }
}
