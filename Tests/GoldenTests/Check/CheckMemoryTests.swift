import Foundation
import Golden
import Pipeline
import Render
import Testing

/// A failing check keeps no image in memory once its images are in the report: the outcome holds
/// the counts and the box, the diff image is on disk (so a run's memory does not grow with the
/// number of failures). Without a report folder the diff stays in the outcome, the only place
/// it is.
@Suite struct CheckMemoryTests {
  @Test func aFailureWrittenToTheReportKeepsOnlyItsSummary() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let stems = ["a1-simple-label-and-text-field", "d4-progress-view"]
    let recipes = try Repository.copyRecipes(stems, to: folder.appendingPathComponent("book"))
    let goldens = folder.appendingPathComponent("goldens").path
    #expect(try Repository.tool(["record", recipes[1], "--goldens", goldens]).status == 0)
    // D4's golden under A1's name: the sizes differ, so the diff covers both.
    try FileManager.default.copyItem(
      atPath: "\(goldens)/\(stems[1]).png", toPath: "\(goldens)/\(stems[0]).png")
    let expected = try RasterImage(
      png: [UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(goldens)/\(stems[0]).png"))))

    let report = folder.appendingPathComponent("report").path
    func checker(_ reportFolder: String?) throws -> GoldenChecker {
      GoldenChecker(
        store: GoldenStore(folder: goldens), comparer: ImageComparer(), reportFolder: reportFolder,
        pipeline: try GoldenChecker.pipeline())
    }
    let written = try checker(report).check(recipes[0])
    #expect(written.kind == .mismatch)
    let comparison = try #require(written.comparison)
    #expect(comparison.diff == nil && comparison.changedPixels > 0)
    let diffPath = try #require(written.images?.diff)
    let diff = try RasterImage(
      png: [UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(report)/\(diffPath)"))))
    #expect(diff.width >= expected.width && diff.height >= expected.height)

    let kept = try checker(nil).check(recipes[0])
    #expect(kept.kind == .mismatch && kept.images == nil)
    #expect(kept.comparison?.diff?.width == diff.width && kept.comparison?.diff?.height == diff.height)
  }
}
