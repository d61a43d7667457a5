import Layout
import TestSupport
import Testing

@testable import Recipe

/// `cell width W [scale S] [rowHeight H]`: the table's row height for a cell whose content does
/// not fix its height (`Scene.cellRowHeight`, docs/layout.md).
@Suite("rowHeight on the cell line")
struct CellRowHeightSyntaxTests {
  static let source = """
    recipe "Centred in a row"
    cell width 374 scale 2 rowHeight 51

    view "Box"

    1. Box.Leading = Content View.LeadingMargin
    2. Box.CenterY = Content View.CenterY
    3. Box.Width = 100
    4. Box.Height = 22
    """

  @Test("parses, formats back to the same text and lowers onto Scene.cellRowHeight")
  func roundTrip() throws {
    let parsed = RecipeParser.parse(Self.source, fileName: "c.recipe")
    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map(\.summary))")
    #expect(RecipeFormatter.format(parsed.recipe) == Self.source + "\n")
    let compiled = RecipeCompiler.compile(Self.source, fileName: "c.recipe")
    let scene = try #require(compiled.variants.first?.scene)
    #expect(scene.cellRowHeight == 51)
    #expect(scene.rootWidth == 374)
    // By hand: the cell is the row's 51 high, the box centred: (51 - 22) / 2 = 14.5.
    let result = try LayoutEngine.solve(scene, measure: FakeMeasurer.measureProportional)
    #expect(result.rootFrame.height == 51)
    #expect(result.frame(ViewID(1)) == Rect(x: 8, y: 14.5, width: 100, height: 22))
    #expect(result.ambiguity == nil)
  }

  @Test("without the word the cell has no row height (the default 44 fallback)")
  func absent() throws {
    let scene = try #require(RecipeCompiler.compile("cell width 320\nview \"V\"").variants.first?.scene)
    #expect(scene.cellRowHeight == nil)
  }

  @Test("a row height that is missing, zero or negative is a located error")
  func errors() {
    let zero = RecipeParser.parse("cell width 320 rowHeight 0")
    #expect(zero.diagnostics.first?.message.contains("a row height") == true, "\(zero.diagnostics)")
    #expect(zero.diagnostics.first?.line == 1 && zero.diagnostics.first?.column == 26)
    let missing = RecipeParser.parse("cell width 320 rowHeight")
    #expect(missing.hasErrors)
    #expect(missing.diagnostics.first?.message.contains("a row height") == true, "\(missing.diagnostics)")
    // Only a cell has a row height.
    #expect(RecipeParser.parse("scene 320 x 480 rowHeight 44").hasErrors)
  }
}
