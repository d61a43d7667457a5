import Foundation
import Golden
import GoldenTesting
import Testing

/// `expectGolden` in a test suite: the book's A1 matches its committed golden; in a fresh folder
/// a missing golden is recorded once (with an issue), then matches; a different golden fails with
/// the diff paths and the re-record command in the issue; a recipe's sweep golden is checked too.
@Suite struct ExpectGoldenTests {
  static let a1 = "recipes/a1-simple-label-and-text-field.recipe"
  /// The start of the report subfolder of a call in this file (`GoldenTests.ExpectGoldenTests-LINE`).
  static let callFolder = "GoldenTests.ExpectGoldenTests-"

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
        $0.rawValue.contains("diff image: \(report)/\(Self.callFolder)")
          && $0.rawValue.contains("/images/a1-simple-label-and-text-field.diff.png")
          && $0.rawValue.contains("re-record: layout-diagram record \(recipes[0]) --mode all")
          && $0.rawValue.contains("LAYOUT_DIAGRAM_RECORD=failed")
          // A1's metadata beside D4's PNG: not compared part by part, and said so.
          && $0.rawValue.contains("the golden's metadata does not describe its PNG")
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
          && $0.rawValue.contains("diff image: \(report)/\(Self.callFolder)")
          && $0.rawValue.contains("/images/\(a7)-sweep.diff.png")
          && $0.rawValue.contains("re-record: layout-diagram record \(recipe) --mode all")
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

  /// Issue 26, item 9: the first run of a new recipe (record mode `missing`) writes the golden and
  /// says so in one issue, without also saying "no golden ... record it".
  @Test func theFirstRunSaysRecordedOnly() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recipe = try Repository.copyRecipes(["d4-progress-view"], to: folder.appendingPathComponent("book"))[
      0]
    let goldens = folder.appendingPathComponent("goldens").path
    let report = folder.appendingPathComponent("report").path
    let texts = IssueTexts()
    withKnownIssue {
      expectGolden(recipe, goldens: goldens, reportFolder: report, record: .missing)
    } matching: {
      texts.collect($0)
    }
    #expect(texts.all.count == 1, "\(texts.all)")
    let text = texts.all.joined()
    #expect(text.contains("recorded \(goldens)/d4-progress-view.png and "), "\(text)")
    #expect(!text.contains("no golden"), "\(text)")
    #expect(!text.contains("record it"), "\(text)")
    #expect(FileManager.default.fileExists(atPath: "\(goldens)/d4-progress-view.png"))
  }

  /// Issue 26, item 9: two tests of one recipe (two call sites, one report folder) each get diff
  /// images of their own, and each issue names its own: the first is not overwritten.
  @Test func twoCallsOfOneRecipeWriteTheirDiffImagesApart() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recipes = try Repository.copyRecipes(
      ["a1-simple-label-and-text-field", "d4-progress-view"], to: folder.appendingPathComponent("book"))
    let goldens = folder.appendingPathComponent("goldens").path
    let report = folder.appendingPathComponent("report").path
    #expect(try Repository.tool(["record", recipes[1], "--goldens", goldens]).status == 0)
    // d4's golden under a1's name: both calls below fail.
    try FileManager.default.copyItem(
      atPath: "\(goldens)/d4-progress-view.png", toPath: "\(goldens)/a1-simple-label-and-text-field.png")
    let texts = IssueTexts()
    withKnownIssue {
      expectGolden(recipes[0], goldens: goldens, reportFolder: report, record: .never)
    } matching: {
      texts.collect($0)
    }
    withKnownIssue {
      expectGolden(recipes[0], goldens: goldens, tolerance: .exact, reportFolder: report, record: .never)
    } matching: {
      texts.collect($0)
    }
    let diffs = texts.all.flatMap { $0.split(separator: "\n") }.filter { $0.contains("diff image: ") }
      .map { String($0.split(separator: " ").last ?? "") }
    #expect(diffs.count == 2 && Set(diffs).count == 2, "\(diffs)")
    for diff in diffs { #expect(FileManager.default.fileExists(atPath: diff), "\(diff)") }
  }

  /// Issue 26, item 4: in record mode `never` a goldens folder that does not exist is one issue
  /// naming it (no recipe reported missing); a record mode creates it.
  @Test func aGoldensFolderThatDoesNotExistIsNamed() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recipe = Repository.root.appendingPathComponent(Self.a1).path
    let typo = folder.appendingPathComponent("Goldns").path
    let texts = IssueTexts()
    withKnownIssue {
      let outcomes = expectGolden(recipe, goldens: typo, reportFolder: folder.path, record: .never)
      #expect(outcomes.isEmpty)
    } matching: {
      texts.collect($0)
    }
    #expect(texts.all.count == 1, "\(texts.all)")
    #expect(texts.all.joined().contains("goldens: \(typo): no such folder of goldens"), "\(texts.all)")
    #expect(!texts.all.joined().contains("no golden:"), "\(texts.all)")
    #expect(!FileManager.default.fileExists(atPath: typo))
  }

  /// Issue 26, item 7: an undeclared ambiguity is named in the issue (a located warning line), while
  /// the recipe is recorded as without it.
  @Test func anUndeclaredAmbiguityIsNamedInTheIssue() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recipe = try StrictCommandTests.undeclaredD3(in: folder.appendingPathComponent("book"))
    let goldens = folder.appendingPathComponent("goldens").path
    let texts = IssueTexts()
    withKnownIssue {
      expectGolden(recipe, goldens: goldens, reportFolder: folder.path, record: .missing)
    } matching: {
      texts.collect($0)
    }
    #expect(
      texts.all.joined().contains(
        "\(recipe):9:11: warning: ambiguous layout for Image (width); Label (minX, width), which variant "
          + "\"Equal hugging\" does not expect; --strict lists it and fails"), "\(texts.all)")
  }

  @Test func recordModeComesFromTheEnvironment() {
    #expect(RecordMode.fromEnvironment([:]) == .missing)
    #expect(RecordMode.fromEnvironment(["LAYOUT_DIAGRAM_RECORD": "failed"]) == .failed)
    #expect(RecordMode.fromEnvironment(["LAYOUT_DIAGRAM_RECORD": "NEVER"]) == .never)
    #expect(RecordMode.fromEnvironment(["LAYOUT_DIAGRAM_RECORD": "sometimes"]) == nil)
  }
}

/// The comments of the issues a `withKnownIssue` matcher sees (the matcher is `@Sendable`).
final class IssueTexts: @unchecked Sendable {
  private let lock = NSLock()
  private var texts: [String] = []

  /// Every comment collected, in order.
  var all: [String] { lock.withLock { texts } }

  /// Keeps the issue's comments; matches every issue.
  func collect(_ issue: Issue) -> Bool {
    lock.withLock { texts += issue.comments.map(\.rawValue) }
    return true
  }
}
