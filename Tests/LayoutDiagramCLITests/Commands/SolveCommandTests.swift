import Foundation
import TestSupport
import Testing

@Suite("layout-diagram solve")
struct SolveCommandTests {
  struct Frame: Decodable {
    var x, y, width, height: Double
  }
  struct View: Decodable {
    var name: String
    var frame: Frame
    var lastBaseline: Double?
  }
  struct Document: Decodable {
    var recipe: String
    var variant: String
    var views: [View]
    var diagnostics: [Diagnostic]
  }
  struct Diagnostic: Decodable {
    var severity: String
    var message: String
  }

  /// A1 derived by hand. Scene 375 x 667, compact width: root margins 16 at the sides (REFERENCE
  /// §1). The label is Headline = Inter SemiBold 17 standing in for San Francisco; its width is
  /// hb-shape's advance of "Name" plus SF's tracking at 17 pt (-0.43 pt after each of the 4 glyphs,
  /// Apple's HIG) and semibold's extra width (0.011 em, 0.187 pt after each glyph:
  /// docs/typesetting.md, "The system font's weights"), rounded up to the 2x pixel grid. (1) label.x = 16. (3) field.x = 16 + label width + 8.
  /// (2) field.maxX = 375 - 16 = 359. (4) field.y = Top Layout Guide 20 + 20 = 40; the rounded-rect
  /// field is 30 pt tall (REFERENCE §2, iOS 12 era). (5) the two last baselines are equal.
  @Test("A1 frames follow from the constraints and hb-shape's advance of the label")
  func a1Frames() throws {
    let output = try TestProcess.runTool([
      "solve", "recipes/a1-simple-label-and-text-field.recipe", "--format", "json",
    ])
    #expect(output.status == 0, "\(output.stderr)")
    let document = try JSONDecoder().decode(Document.self, from: Data(output.stdout.utf8))
    let label = try #require(document.views.first { $0.name == "Name Label" })
    let field = try #require(document.views.first { $0.name == "Name Text Field" })
    let tracking = -0.43 + 0.011 * 17
    let advance =
      try HBShape.width(
        "Name", font: "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf", size: 17) + 4 * tracking
    // UIKit sizes a label up to the pixel grid (2x).
    let labelWidth = (advance * 2).rounded(.up) / 2
    #expect(label.frame.x == 16)
    #expect(label.frame.width == labelWidth)
    #expect(field.frame.x == 16 + labelWidth + 8)
    #expect(field.frame.x + field.frame.width == 359)
    #expect(field.frame.y == 40)
    #expect(field.frame.height == 30)
    let labelBaseline = try #require(label.lastBaseline)
    let fieldBaseline = try #require(field.lastBaseline)
    #expect(abs(labelBaseline - fieldBaseline) < 1e-9)
    #expect(document.diagnostics.isEmpty)
  }

  @Test("an unknown variant is a usage error that lists the variants")
  func unknownVariant() throws {
    let output = try TestProcess.runTool([
      "solve", "recipes/a2-dynamic-height-label-and-text-field.recipe", "--variant", "huge",
    ])
    #expect(output.status == 64)
    #expect(output.stderr.contains("has no variant \"huge\""))
    #expect(output.stderr.contains("its variants are"))
  }

  @Test("a recipe with errors exits 65 and prints the located error")
  func recipeErrors() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recipe = folder.appendingPathComponent("bad.recipe")
    try "recipe \"Bad\nscene 375 x 667\n".write(to: recipe, atomically: true, encoding: .utf8)
    let output = try TestProcess.runTool(["solve", recipe.path])
    #expect(output.status == 65)
    #expect(output.stderr.contains("bad.recipe:1:8: error"))
  }

  @Test("a file that is not UTF-8 is refused with a located error, not a crash")
  func binaryFile() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recipe = folder.appendingPathComponent("binary.recipe")
    try Data([0xFF, 0xFE, 0x00, 0xC3, 0x28, 0x89]).write(to: recipe)
    let output = try TestProcess.runTool(["solve", recipe.path])
    #expect(output.status == 65)
    #expect(output.stderr.contains("binary.recipe:1:1: error: the file is not UTF-8 text"))
  }
}
