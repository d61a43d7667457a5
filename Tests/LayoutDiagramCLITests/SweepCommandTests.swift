import Foundation
import Testing

@Suite("layout-diagram render --sweep")
struct SweepCommandTests {
  @Test("--sweep writes the filmstrip in each format and the animated SVG, nothing else")
  func writesSweep() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try CommandRunner.run([
      "render", "recipes/a7-two-buttons-with-equal-spacing.recipe", "--sweep", "320...1024/3", "--format",
      "png,pdf", "--out", folder.path,
    ])
    #expect(output.status == 0, "\(output.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(
      names == [
        "a7-two-buttons-with-equal-spacing-sweep-animated.svg", "a7-two-buttons-with-equal-spacing-sweep.pdf",
        "a7-two-buttons-with-equal-spacing-sweep.png",
      ])
    let svg = try String(
      contentsOf: folder.appendingPathComponent("a7-two-buttons-with-equal-spacing-sweep-animated.svg"),
      encoding: .utf8)
    #expect(svg.contains("@keyframes sweep-2"))
    #expect(svg.contains("Width 672 pt"))
  }

  @Test("a sweep that is not a range or list is a usage error (64) that says what works")
  func badSweep() throws {
    let output = try CommandRunner.run(["render", "--sweep", "1024...320", "--out", "/tmp/unused"])
    #expect(output.status == 64)
    #expect(
      output.stderr.contains("--sweep: the range 1024...320 must go from the narrower to the wider width"))
  }
}
