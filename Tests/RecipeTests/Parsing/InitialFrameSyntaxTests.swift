import Layout
import TestSupport
import Testing

@testable import Recipe

/// `initialFrame X Y W H` on any view: its frame before the first layout pass
/// (`ViewSpec.initialFrame`).
@Suite("initialFrame on a view")
struct InitialFrameSyntaxTests {
  static let source = """
    recipe "Card"
    scene 375 x 812 safeAreaInsets 44 0 34 0

    view "Card" initialFrame 0 682 375 130
    view "Box" in "Card" initialFrame -4.5 8 375 80

    1. Card.Top = Superview.Top + 682
    """

  @Test("parses, formats back to the same text and lowers onto ViewSpec.initialFrame")
  func roundTrip() throws {
    let parsed = RecipeParser.parse(Self.source, fileName: "s.recipe")
    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map(\.summary))")
    #expect(RecipeFormatter.format(parsed.recipe) == Self.source + "\n")
    let compiled = RecipeCompiler.compile(Self.source, fileName: "s.recipe")
    let scene = try #require(compiled.variants.first?.scene)
    #expect(
      scene.views.first { $0.name == "Card" }?.initialFrame == Rect(x: 0, y: 682, width: 375, height: 130))
    #expect(
      scene.views.first { $0.name == "Box" }?.initialFrame == Rect(x: -4.5, y: 8, width: 375, height: 80))
  }

  @Test("a negative size, a missing number or an origin past 100000 is a located error")
  func errors() {
    #expect(RecipeParser.parse("view \"V\" initialFrame 0 0 -3 10").hasErrors)
    #expect(RecipeParser.parse("view \"V\" initialFrame 0 0 10").hasErrors)
    #expect(RecipeParser.parse("view \"V\" initialFrame 200000 0 10 10").hasErrors)
  }
}
