import Foundation
import Golden
import Testing

/// Goldens for sweep outputs: a recipe with a `sweep` line has a second golden, its filmstrip
/// `NAME-sweep.png`, that `record` writes and `check` compares like the figure.
@Suite struct SweepGoldenTests {
  static let a7 = "a7-two-buttons-with-equal-spacing"

  /// A7's `sweep 320...1024` is six evenly spaced widths, 704 / 5 = 140.8 pt apart, on whole
  /// points: 320, 460.8 -> 461, 601.6 -> 602, 742.4 -> 742, 883.2 -> 883, 1024. `record` writes
  /// the figure and the filmstrip (NAME-sweep.png, drawn by the pipeline `render` uses) with one
  /// metadata "variant" per width; `check` compares both.
  @Test func recordWritesTheFilmstripGoldenAndCheckComparesIt() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recipe = try Repository.copyRecipes([Self.a7], to: folder.appendingPathComponent("book"))[0]
    let goldens = folder.appendingPathComponent("goldens").path
    let record = try Repository.tool(["record", recipe, "--goldens", goldens])
    #expect(record.status == 0, "\(record.stderr)")
    let sweepPNG = "\(goldens)/\(Self.a7)-sweep.png"
    let sweepJSON = "\(goldens)/\(Self.a7)-sweep.golden.json"
    for path in ["\(goldens)/\(Self.a7).png", "\(goldens)/\(Self.a7).golden.json", sweepPNG, sweepJSON] {
      #expect(record.stdout.contains("wrote \(path)"))
    }
    let metadata = try GoldenMetadata.decode(Array(try Data(contentsOf: URL(fileURLWithPath: sweepJSON))))
    #expect(metadata.variants.map(\.name) == ["320 pt", "461 pt", "602 pt", "742 pt", "883 pt", "1024 pt"])
    #expect(metadata.variants.allSatisfy { $0.views.map(\.name).contains("Long Button") })

    let report = folder.appendingPathComponent("report").path
    let check = try Repository.tool(["check", recipe, "--goldens", goldens, "--report", report])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    #expect(check.stdout.contains("checked 2 figures of 1 recipe: 2 match"))
  }

  /// Changing only the sweep line (`/4`: four widths instead of six) leaves the figure as it was
  /// and changes the filmstrip: the check fails (1) on the sweep golden alone. Removing only the
  /// sweep golden, `record --mode missing` writes just that one back.
  @Test func aChangedSweepFailsTheCheckAndMissingRecordsOnlyTheSweep() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recipe = try Repository.copyRecipes([Self.a7], to: folder.appendingPathComponent("book"))[0]
    let goldens = folder.appendingPathComponent("goldens").path
    #expect(try Repository.tool(["record", recipe, "--goldens", goldens]).status == 0)

    let source = try String(contentsOfFile: recipe, encoding: .utf8)
    #expect(source.contains("\nsweep 320...1024\n"))
    try source.replacingOccurrences(of: "\nsweep 320...1024\n", with: "\nsweep 320...1024/4\n")
      .write(toFile: recipe, atomically: true, encoding: .utf8)
    let report = folder.appendingPathComponent("report").path
    let check = try Repository.tool(["check", recipe, "--goldens", goldens, "--report", report])
    #expect(check.status == 1)
    #expect(check.stdout.contains("\(Self.a7)-sweep: differs from the golden"))
    #expect(!check.stdout.contains("\(Self.a7): differs"))
    #expect(check.stdout.contains("1 match, 1 differ"))

    try FileManager.default.removeItem(atPath: "\(goldens)/\(Self.a7)-sweep.png")
    try FileManager.default.removeItem(atPath: "\(goldens)/\(Self.a7)-sweep.golden.json")
    let missing = try Repository.tool(["record", recipe, "--goldens", goldens, "--mode", "missing"])
    #expect(missing.status == 0)
    let wrote = missing.stdout.split(separator: "\n").filter { $0.hasPrefix("wrote ") }
    #expect(
      wrote == ["wrote \(goldens)/\(Self.a7)-sweep.png", "wrote \(goldens)/\(Self.a7)-sweep.golden.json"])
  }
}
