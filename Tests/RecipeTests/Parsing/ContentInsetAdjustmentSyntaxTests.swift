import Layout
import Testing

@testable import Recipe

/// `contentInsetAdjustment`, `alwaysBounceVertical`, `alwaysBounceHorizontal` (scroll views: views)
/// and `contentLayoutGuide` (spacers): written back as read, lowered onto the view spec, and wrong
/// words or kinds refused at their column.
@Suite("Scroll view attributes in the recipe language")
struct ContentInsetAdjustmentSyntaxTests {
  @Test("read, written back and lowered")
  func roundTrip() throws {
    let source = """
      view "Scroll" contentInsetAdjustment scrollableAxes alwaysBounceVertical alwaysBounceHorizontal false
      spacer "Scroll Content" in "Scroll" contentLayoutGuide
      view "Other" contentInsetAdjustment never
      """
    #expect(RecipeFormatter.format(RecipeParser.parse(source).recipe) == source + "\n")
    let compiled = RecipeCompiler.compile(source, fileName: "t.recipe")
    #expect(!compiled.hasErrors, "\(compiled.diagnostics.map(\.summary))")
    let views = try #require(compiled.variants.first?.scene.views)
    #expect(views[0].contentInsetAdjustment == .scrollableAxes)
    #expect(views[0].alwaysBounceVertical)
    #expect(!views[0].alwaysBounceHorizontal)
    #expect(!views[0].isContentLayoutGuide)
    #expect(views[1].isContentLayoutGuide)
    #expect(views[1].contentInsetAdjustment == nil)
    #expect(views[2].contentInsetAdjustment == .never)
  }

  @Test("an unknown behaviour and a wrong kind of view are located errors")
  func errors() throws {
    let unknown = RecipeCompiler.compile(#"view "S" contentInsetAdjustment sometimes"#, fileName: "t.recipe")
    let d = try #require(unknown.diagnostics.first)
    #expect(d.message.contains("content inset adjustment"), "\(d.message)")
    #expect((d.line, d.column) == (1, 33))
    let label = RecipeCompiler.compile(
      #"label "L" text "A" contentInsetAdjustment always"#, fileName: "t.recipe")
    #expect(label.hasErrors, "\(label.diagnostics.map(\.summary))")
    let guide = RecipeCompiler.compile(#"view "V" contentLayoutGuide"#, fileName: "t.recipe")
    #expect(guide.hasErrors, "\(guide.diagnostics.map(\.summary))")
  }
}
