import Foundation
import Testing

/// `layout-diagram record` modes on the real binary.
@Suite struct RecordCommandTests {
  static let stems = ["a1-simple-label-and-text-field", "d4-progress-view"]

  @Test func modesWriteWhatTheySay() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recipes = try Repository.copyRecipes(Self.stems, to: folder.appendingPathComponent("book"))
    let goldens = folder.appendingPathComponent("goldens").path
    func png(_ stem: String) -> String { "\(goldens)/\(stem).png" }
    func json(_ stem: String) -> String { "\(goldens)/\(stem).golden.json" }

    let first = try Repository.tool(["record"] + recipes + ["--goldens", goldens])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout.contains("wrote \(png(Self.stems[0]))\nwrote \(json(Self.stems[0]))"))
    #expect(first.stdout.contains("recorded 2 goldens"))
    // a1's golden tampered with (d4's pixels), d4's golden deleted.
    let tampered = try #require(FileManager.default.contents(atPath: png(Self.stems[1])))
    try tampered.write(to: URL(fileURLWithPath: png(Self.stems[0])))
    try FileManager.default.removeItem(atPath: png(Self.stems[1]))
    try FileManager.default.removeItem(atPath: json(Self.stems[1]))

    let missing = try Repository.tool(["record"] + recipes + ["--goldens", goldens, "--mode", "missing"])
    #expect(missing.status == 0)
    #expect(missing.stdout.contains("wrote \(png(Self.stems[1]))"))
    #expect(!missing.stdout.contains("wrote \(png(Self.stems[0]))"))
    #expect(missing.stdout.contains("recorded 1 golden in \(goldens); 1 left as they were"))
    #expect(FileManager.default.contents(atPath: png(Self.stems[0])) == tampered)

    let failed = try Repository.tool(["record"] + recipes + ["--goldens", goldens, "--mode", "failed"])
    #expect(failed.stdout.contains("wrote \(png(Self.stems[0]))"))
    #expect(!failed.stdout.contains("wrote \(png(Self.stems[1]))"))
    #expect(FileManager.default.contents(atPath: png(Self.stems[0])) != tampered)

    let all = try Repository.tool(["record"] + recipes + ["--goldens", goldens, "--mode", "all"])
    #expect(all.stdout.contains("recorded 2 goldens"))
    // No temporary files left behind.
    #expect(try FileManager.default.contentsOfDirectory(atPath: goldens).allSatisfy { !$0.hasSuffix(".tmp") })
  }

  /// Issue 26, item 4 (and 6): a --goldens path through a file is named as --goldens, not --out.
  @Test func aGoldensPathThroughAFileNamesTheOption() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recipe = try Repository.copyRecipes([Self.stems[0]], to: folder)[0]
    let afile = folder.appendingPathComponent("afile").path
    try "x".write(toFile: afile, atomically: true, encoding: .utf8)
    let run = try Repository.tool(["record", recipe, "--goldens", afile])
    #expect(run.status == 73)
    #expect(run.stderr.contains("error: --goldens \(afile): "), "\(run.stderr)")
    #expect(!run.stderr.contains("--out"), "\(run.stderr)")
    // A folder that does not exist is created: recording is how goldens start.
    let fresh = folder.appendingPathComponent("new/goldens").path
    #expect(try Repository.tool(["record", recipe, "--goldens", fresh]).status == 0)
    #expect(FileManager.default.fileExists(atPath: "\(fresh)/\(Self.stems[0]).png"))
  }

  /// Issue 26, item 7: recording a recipe with an undeclared ambiguity says so in one located
  /// warning line on standard error; the status stays 0 and the golden is written.
  @Test func anUndeclaredAmbiguityIsOneWarningLine() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recipe = try StrictCommandTests.undeclaredD3(in: folder.appendingPathComponent("book"))
    let goldens = folder.appendingPathComponent("goldens").path
    let run = try Repository.tool(["record", recipe, "--goldens", goldens])
    #expect(run.status == 0, "\(run.stderr)")
    let warnings = run.stderr.split(separator: "\n").filter { $0.contains("warning: ") }
    #expect(
      warnings == [
        "\(recipe):9:11: warning: ambiguous layout for Image (width); Label (minX, width), which variant "
          + "\"Equal hugging\" does not expect; --strict lists it and fails"
      ], "\(run.stderr)")
    #expect(FileManager.default.fileExists(atPath: "\(goldens)/\(StrictCommandTests.d3).png"))
  }
}
