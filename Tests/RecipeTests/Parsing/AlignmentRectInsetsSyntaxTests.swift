import Layout
import Testing

@testable import Recipe

/// `alignmentRectInsets`: UIView's alignment insets, on any kind of view, 1 or 4 numbers (negative
/// past the frame), written back as read.
@Suite("alignmentRectInsets in the recipe language")
struct AlignmentRectInsetsSyntaxTests {
  @Test("1 or 4 signed numbers on any kind, located errors")
  func insets() throws {
    let source = """
      imageView "Symbol" image 21.385 x 19.38 alignmentRectInsets -0.454 0 -0.454 0
      view "Box" alignmentRectInsets 2
      """
    #expect(RecipeFormatter.format(RecipeParser.parse(source).recipe) == source + "\n")
    let compiled = RecipeCompiler.compile(source, fileName: "t.recipe")
    #expect(!compiled.hasErrors, "\(compiled.diagnostics.map(\.summary))")
    let views = try #require(compiled.variants.first?.scene.views)
    #expect(views[0].alignmentRectInsets == EdgeInsets(top: -0.454, left: 0, bottom: -0.454, right: 0))
    #expect(views[1].alignmentRectInsets == EdgeInsets(all: 2))
    let two = RecipeCompiler.compile("view \"V\" alignmentRectInsets 1 2", fileName: "t.recipe")
    #expect(
      two.diagnostics.map(\.message) == [
        "alignmentRectInsets take 1 number (all sides) or 4 (top leading bottom trailing)"
      ])
    let d = try #require(two.diagnostics.first)
    #expect((d.line, d.column) == (1, 30))  // the first of the two numbers
  }
}
