import Foundation
import TestSupport
import Testing

/// `import`, `render` and `solve` on UIKit and AppKit console logs (the shared real logs of
/// ../shared/uikit-logs), run through the real binary.
@Suite("Console logs on the command line")
struct ConsoleLogCommandTests {
  /// Runs the binary with `input` on standard input.
  static func run(_ arguments: [String], input: Data) throws -> ProcessOutput {
    try TestProcess.run(TestProcess.tool, arguments, input: [UInt8](input))
  }

  @Test("solve a log: our minimal set printed, UIKit's broken constraint and ours named")
  func solveText() throws {
    let path = try SharedLogs.relativePath("01-")
    let output = try TestProcess.runTool(["solve", path])
    #expect(output.status == 0, "\(output.stderr)")
    // V:[UIView(200)] and V:[UIView(84)]: UIKit broke the first, our solver (log order) the second.
    #expect(
      output.stderr.contains(
        "note: \(String(path.split(separator: "/").last!.dropLast(4))): UIKit broke constraint 1, which is in the set."
      ))
    #expect(output.stderr.contains("would break constraint 2 instead"))
    #expect(output.stdout.contains("Unable to simultaneously satisfy constraints"))
  }

  @Test("solve - reads a log from standard input; --format json has the log's addresses, set and advice")
  func solveJSONFromStandardInput() throws {
    let path = try SharedLogs.relativePath("22-")
    let data = try Data(contentsOf: TestProcess.repositoryRoot.appendingPathComponent(path))
    let output = try Self.run(["solve", "-", "--format", "json"], input: data)
    #expect(output.status == 0, "\(output.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    let log = try #require(json["log"] as? [String: Any])
    #expect(log["verdict"] as? String == "unsatisfiableWithNonNegativeSizes")
    // UIKit broke the second entry, 0x17da1a80 (the Thonburi-to-Lorem spacing).
    let broken = try #require(log["uikitBroken"] as? [String: Any])
    #expect(broken["number"] as? Int == 2 && broken["address"] as? String == "0x17da1a80")
    let set = try #require(log["conflictingSet"] as? [Int])
    #expect(set.contains(2))
    let advice = try #require(log["advice"] as? [[String: Any]])
    #expect(advice.contains { $0["rule"] as? String == "encapsulatedHeight" })
    let views = try #require(json["views"] as? [[String: Any]])
    #expect(views.contains { $0["ibID"] as? String == "0x17d99fc0" })
    let constraints = try #require(json["constraints"] as? [[String: Any]])
    let encapsulated = try #require(constraints.first { $0["ibID"] as? String == "0x17e96fa0" })
    #expect(encapsulated["identifier"] as? String == "UIView-Encapsulated-Layout-Height")
    #expect(
      constraints.contains {
        $0["ibID"] as? String == "0x17da1a80" && $0["status"] as? String == "brokenToRecover"
      })
  }

  @Test("import a log recognised by its content, not its extension; render writes a figure per log")
  func importAndRender() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let data = try Data(
      contentsOf: TestProcess.repositoryRoot.appendingPathComponent(try SharedLogs.relativePath("27-")))
    let pasted = folder.appendingPathComponent("issue-comment")
    try data.write(to: pasted)
    let imported = try TestProcess.runTool(["import", pasted.path, "--out", folder.path])
    #expect(imported.status == 0, "\(imported.stderr)")
    // Two logs in the paste: two recipes.
    let recipes = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".recipe")
    }
    .sorted()
    #expect(recipes == ["issue-comment-1.recipe", "issue-comment-2.recipe"])
    let first = try String(contentsOf: folder.appendingPathComponent(recipes[0]), encoding: .utf8)
    #expect(first.contains("id \"0x7f9501772b30\"") && first.contains("expect conflict"))
    let rendered = try TestProcess.runTool(["render", pasted.path, "--out", folder.path])
    #expect(rendered.status == 0, "\(rendered.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("issue-comment-1.png").path))
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("issue-comment-2.png").path))
  }

  @Test("a binary or empty log is refused with a located error and status 65; the redacted log says why")
  func refused() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let binary = folder.appendingPathComponent("crash.log")
    try Data([0x55, 0x6E, 0x0A, 0x00, 0xFF]).write(to: binary)
    let output = try TestProcess.runTool(["solve", binary.path])
    #expect(output.status == 65)
    #expect(output.stderr.contains("crash.log:2:1: error: the file holds the control byte 0x00"))
    let redacted = try TestProcess.runTool([
      "render", try SharedLogs.relativePath("28-"), "--out", folder.path,
    ])
    #expect(redacted.status == 65 && redacted.stderr.contains("redacted"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["crash.log"])
  }

  @Test("render refuses a log of NSGridView expressions only: exit 65, located message, no file")
  func gridOnlyLogRefused() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("grid-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try TestProcess.runTool(["render", try SharedLogs.relativePath("34-"), "--out", folder.path])
    #expect(output.status == 65)
    #expect(
      output.stderr.contains(
        "34-nsgridview-expression-constraints-partial.log:1:1: error: nothing to draw: none of the log's 4 constraints"
      ))
    #expect(output.stderr.contains("NSGridView"))
    #expect((try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty ?? true)
  }
}
