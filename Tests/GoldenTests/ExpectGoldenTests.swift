import Foundation
import GoldenTesting
import Testing

/// `expectGolden` in a test suite: the book's A1 matches its committed golden; in a fresh folder
/// a missing golden is recorded once (with an issue), then matches; a different golden fails with
/// the diff paths and the re-record command in the issue.
@Suite struct ExpectGoldenTests {
  static let a1 = "recipes/a1-simple-label-and-text-field.recipe"

  @Test func bookRecipeMatchesItsCommittedGolden() throws {
    let recipe = Repository.root.appendingPathComponent(Self.a1).path
    let goldens = Repository.root.appendingPathComponent("Tests/Goldens").path
    let report = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: report) }
    let outcome = expectGolden(recipe, goldens: goldens, reportFolder: report.path, record: .never)
    #expect(outcome?.passed == true)
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
    #expect(expectGolden(recipes[0], goldens: goldens, reportFolder: report, record: .never)?.passed == true)
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

  @Test func recordModeComesFromTheEnvironment() {
    #expect(GoldenRecordMode.fromEnvironment([:]) == .missing)
    #expect(GoldenRecordMode.fromEnvironment(["LAYOUT_DIAGRAM_RECORD": "failed"]) == .failed)
    #expect(GoldenRecordMode.fromEnvironment(["LAYOUT_DIAGRAM_RECORD": "NEVER"]) == .never)
    #expect(GoldenRecordMode.fromEnvironment(["LAYOUT_DIAGRAM_RECORD": "sometimes"]) == nil)
  }
}
