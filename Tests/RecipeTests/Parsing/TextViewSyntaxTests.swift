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

  @Test("textContainerInset: 1 or 4 numbers on a text view only, located errors")
  func containerInset() throws {
    let source = """
      textView "Notes" text "x" textContainerInset 12 4 20 6
      textView "Flush" text "y" textContainerInset 0
      """
    #expect(RecipeFormatter.format(RecipeParser.parse(source).recipe) == source + "\n")
    let compiled = RecipeCompiler.compile(source, fileName: "t.recipe")
    #expect(!compiled.hasErrors, "\(compiled.diagnostics.map(\.summary))")
    let views = try #require(compiled.variants.first?.scene.views)
    #expect(views[0].textContainerInset == EdgeInsets(top: 12, left: 4, bottom: 20, right: 6))
    #expect(views[1].textContainerInset == EdgeInsets(all: 0))
    let onLabel = RecipeCompiler.compile("label \"L\" text \"x\" textContainerInset 4", fileName: "t.recipe")
    #expect(onLabel.diagnostics.map(\.message) == ["a label has no attribute \"textContainerInset\""])
    let three = RecipeCompiler.compile("textView \"T\" textContainerInset 1 2 3", fileName: "t.recipe")
    #expect(
      three.diagnostics.map(\.message) == [
        "textContainerInset take 1 number (all sides) or 4 (top leading bottom trailing)"
      ])
    let d = try #require(three.diagnostics.first)
    #expect((d.line, d.column) == (1, 33))  // the first of the three numbers
  }
}
