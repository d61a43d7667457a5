import Layout
import Testing

@testable import Recipe

/// `textView` is a view kind of the recipe language: text, font and colour, no line limit.
@Suite("Text views in the recipe language")
struct TextViewSyntaxTests {
  @Test("a text view declaration lowers to a textView with its text and font")
  func declaration() throws {
    let source = """
      recipe "Notes"
      scene 375 x 667

      textView "Notes" text "Some notes" font body alignment center
      """
    let compiled = RecipeCompiler.compile(source, fileName: "t.recipe")
    #expect(!compiled.hasErrors, "\(compiled.diagnostics.map(\.summary))")
    let view = try #require(compiled.variants.first?.scene.views.first)
    #expect(view.kind == .textView)
    #expect(view.text == "Some notes")
    #expect(view.alignment == .center)
    #expect(RecipeFormatter.format(RecipeParser.parse(source).recipe) == source + "\n")
  }

  @Test("a text view has no line limit")
  func noLines() throws {
    let diagnostics = RecipeCompiler.compile("textView \"T\" text \"x\" lines 2", fileName: "t.recipe")
      .diagnostics
    #expect(diagnostics.map(\.message) == ["a textView has no attribute \"lines\""])
  }
}
