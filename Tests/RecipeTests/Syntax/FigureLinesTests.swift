import Recipe
import Testing

@Suite("Recipe lines for the figure: fit and sweep")
struct FigureLinesTests {
  static let base = "recipe \"R\"\nscene 375 x 667\nview \"A\"\n1. A.Leading = Superview.Leading\n"

  @Test("fit and sweep are read, kept by the formatter, and reach the recipe")
  func parsed() throws {
    let source = Self.base + "fit scene\nsweep 320...1024/4  # four widths\n"
    let compiled = RecipeCompiler.compile(source, fileName: "t.recipe")
    #expect(compiled.diagnostics.isEmpty, "\(compiled.diagnostics.map(\.summary))")
    #expect(compiled.recipe.fit == .scene)
    // (1024 - 320) / 3 = 234.67: 554.67 and 789.33 rounded.
    #expect(compiled.recipe.sweep?.widths == [320, 555, 789, 1024])
    let formatted = RecipeFormatter.format(compiled.recipe)
    #expect(formatted.contains("fit scene\n"))
    #expect(formatted.contains("sweep 320...1024/4"))
  }

  @Test("an unknown fit is located at its word, with what would be accepted")
  func unknownFit() throws {
    let diagnostics = RecipeCompiler.compile(Self.base + "fit everything\n", fileName: "t.recipe").diagnostics
    let d = try #require(diagnostics.first)
    #expect(diagnostics.count == 1)
    #expect(d.message == "unknown fit \"everything\"")
    #expect((d.line, d.column) == (5, 5))
    #expect(d.hint?.contains("fit content") == true)
  }

  @Test("a bad sweep is located at its widths and says why")
  func badSweep() throws {
    let diagnostics = RecipeCompiler.compile(Self.base + "sweep 1024...320\n", fileName: "t.recipe")
      .diagnostics
    let d = try #require(diagnostics.first)
    #expect(d.message == "the range 1024...320 must go from the narrower to the wider width")
    #expect((d.line, d.column) == (5, 7))
  }

  @Test("fit and sweep in a variant are errors: they apply to the whole figure")
  func inVariant() throws {
    let source = Self.base + "variant \"V\"\n  fit content\n  sweep 320...640\n"
    let messages = RecipeCompiler.compile(source, fileName: "t.recipe").diagnostics.map(\.message)
    #expect(messages.contains("fit applies to the whole figure: put it before the first variant"))
    #expect(messages.contains("sweep applies to the whole recipe: put it before the first variant"))
  }
}
