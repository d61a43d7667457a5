import Foundation
import TestSupport
import Testing

@testable import Render

/// `layout-diagram docc CATALOG` (what the `render-layout-diagrams` plugin runs) on a small fixture
/// package: the names DocC expects, 2x pixels, both themes, nothing rewritten that did not
/// change, nothing written when a recipe has errors.
@Suite("DocC catalog figures")
struct DocCCommandTests {
  /// A package with one target whose catalog keeps a recipe in `Diagrams/` and an article.
  static func fixture() throws -> (catalog: URL, recipe: URL) {
    let root = try TestProcess.temporaryFolder(prefix: "docc-fixture")
    let catalog = root.appendingPathComponent("Sources/Demo/Demo.docc")
    try FileManager.default.createDirectory(
      at: catalog.appendingPathComponent("Diagrams"), withIntermediateDirectories: true)
    try "# ``Demo``\n\n![The login form](login)\n".write(
      to: catalog.appendingPathComponent("Demo.md"), atomically: true, encoding: .utf8)
    let recipe = catalog.appendingPathComponent("Diagrams/login.recipe")
    try Book.text("a1-simple-label-and-text-field.recipe").write(
      to: recipe, atomically: true, encoding: .utf8)
    return (catalog, recipe)
  }

  static func identity(_ url: URL) throws -> (inode: Int, modified: Date) {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return (
      (attributes[.systemFileNumber] as? NSNumber)?.intValue ?? -1,
      attributes[.modificationDate] as? Date ?? .distantPast
    )
  }

  @Test func drawsLightAndDarkAt2xAndRewritesOnlyWhatChanged() throws {
    let (catalog, recipe) = try Self.fixture()
    let resources = catalog.appendingPathComponent("Resources")
    let light = resources.appendingPathComponent("login@2x.png")
    let dark = resources.appendingPathComponent("login~dark@2x.png")

    let first = try TestProcess.runTool(["docc", catalog.path])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout == "wrote \(light.path)\nwrote \(dark.path)\n")
    let lightImage = try #require(try PNGDecoder.decode(Array(try Data(contentsOf: light))))
    let darkImage = try #require(try PNGDecoder.decode(Array(try Data(contentsOf: dark))))
    // At 2x: the pixel size is twice the figure's size in points, which the SVG states.
    let svgRun = try TestProcess.runTool(
      ["render", recipe.path, "--format", "svg", "--out", catalog.deletingLastPathComponent().path + "/svg"])
    #expect(svgRun.status == 0)
    let svg = try String(
      contentsOfFile: catalog.deletingLastPathComponent().path + "/svg/login.svg", encoding: .utf8)
    let size = try #require(svg.firstMatch(of: /width="([0-9.]+)" height="([0-9.]+)"/))
    #expect(Double(lightImage.width) == 2 * (Double(size.1) ?? 0))
    #expect(Double(lightImage.height) == 2 * (Double(size.2) ?? 0))
    #expect(darkImage.width == lightImage.width && darkImage.height == lightImage.height)
    // The page background of each theme (Theme: #F2F2F7 light, #000000 dark) in the top-left pixel.
    #expect(lightImage.pixels[0] & 0xFF_FFFF == 0xF2_F2F7)
    #expect(darkImage.pixels[0] & 0xFF_FFFF == 0x00_0000)

    // Again, unchanged: nothing is written (same inode, same date).
    let before = (try Self.identity(light), try Self.identity(dark))
    let second = try TestProcess.runTool(["docc", catalog.path])
    #expect(second.stdout == "unchanged \(light.path)\nunchanged \(dark.path)\n")
    let after = (try Self.identity(light), try Self.identity(dark))
    #expect(before.0 == after.0 && before.1 == after.1)

    // The recipe edited: both files are written again, with new bytes.
    let oldLight = try Data(contentsOf: light)
    let text = try String(contentsOf: recipe, encoding: .utf8)
    try text.replacingOccurrences(of: "text \"Name\"", with: "text \"Full legal name\"").write(
      to: recipe, atomically: true, encoding: .utf8)
    let third = try TestProcess.runTool(["docc", catalog.path])
    #expect(third.stdout == "wrote \(light.path)\nwrote \(dark.path)\n")
    #expect(try Data(contentsOf: light) != oldLight)
  }

  @Test func aRecipeWithErrorsWritesNothing() throws {
    let (catalog, recipe) = try Self.fixture()
    try "recipe \"Broken\"\nscene 375 x 667\nlabel \"A\" text \"a\"\n1. A.Leading = Nowhere.Trailing\n".write(
      to: recipe, atomically: true, encoding: .utf8)
    let result = try TestProcess.runTool(["docc", catalog.path])
    #expect(result.status == 65)
    #expect(result.stderr.contains("login.recipe:4:"))
    #expect(result.stderr.contains("^"))
    #expect(!FileManager.default.fileExists(atPath: catalog.appendingPathComponent("Resources").path))
  }

  @Test func aMissingCatalogIsReported() throws {
    let result = try TestProcess.runTool(["docc", "/nonexistent/Demo.docc"])
    #expect(result.status == 66)
    #expect(result.stderr.contains("/nonexistent/Demo.docc: error: no such folder"))
  }
}
