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
}
