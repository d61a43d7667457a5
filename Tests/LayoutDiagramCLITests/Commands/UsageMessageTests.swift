import Foundation
import TestSupport
import Testing

/// Issue 26, item 6: a usage mistake names what is wrong and why. The expected words come from
/// the issue, not from the program's output (the bare call is `HelpTextTests.bareCall`).
@Suite("usage messages name the mistake and the reason")
struct UsageMessageTests {
  @Test("a mistyped subcommand gets a did-you-mean", arguments: [("rendr", "render"), ("chek", "check")])
  func mistypedSubcommand(_ typed: String, _ meant: String) throws {
    let output = try TestProcess.runTool([typed, "recipes/a1-simple-label-and-text-field.recipe"])
    #expect(output.status == 64)
    #expect(output.stderr.contains("did you mean \"\(meant)\"?"), "\(output.stderr)")
  }

  @Test(
    "an invalid --shard says why",
    arguments: [
      ("3/2", "only 2 shards"), ("0/2", "numbered from 1"), ("1/0", "at least 1"), ("1of2", "I/N"),
    ])
  func invalidShard(_ value: String, _ reason: String) throws {
    let output = try TestProcess.runTool(["check", "--shard", value])
    #expect(output.status == 64)
    #expect(output.stderr.contains(reason), "\(output.stderr)")
  }

  @Test("a binary file given as a recipe is named by its format, not by its first bad byte")
  func binaryInput() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A real golden PNG, and a PDF's header followed by the binary comment PDF writers add.
    let png = TestProcess.repositoryRoot.appendingPathComponent(
      "Tests/Goldens/a1-simple-label-and-text-field.png")
    let pdf = folder.appendingPathComponent("figure.recipe")
    try Data(Array("%PDF-1.7\n%".utf8) + [0xE2, 0xE3, 0xCF, 0xD3, 0x0A]).write(to: pdf)
    for (file, format) in [(png.path, "is a PNG image"), (pdf.path, "is a PDF document")] {
      let output = try TestProcess.runTool(["solve", file])
      #expect(output.status == 65)
      #expect(output.stderr.contains(format), "\(output.stderr)")
      #expect(!output.stderr.contains("not UTF-8"), "\(output.stderr)")
    }
  }
}
