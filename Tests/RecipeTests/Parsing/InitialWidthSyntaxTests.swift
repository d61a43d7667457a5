import Layout
import TestSupport
import Testing

@testable import Recipe

/// `initialWidth W` on a label: its width before the first layout pass (`ViewSpec.initialWidth`).
@Suite("initialWidth on a label")
struct InitialWidthSyntaxTests {
  static let source = """
    recipe "Status"
    scene 400 x 400

    label "Status" text "Presenting status of long-running process" lines 4 initialWidth 150

    1. Status.CenterX = Superview.CenterX
    2. Status.CenterY = Superview.CenterY
    """

  @Test("parses, formats back to the same text and lowers onto ViewSpec.initialWidth")
  func roundTrip() throws {
    let parsed = RecipeParser.parse(Self.source, fileName: "s.recipe")
    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map(\.summary))")
    #expect(RecipeFormatter.format(parsed.recipe) == Self.source + "\n")
    let compiled = RecipeCompiler.compile(Self.source, fileName: "s.recipe")
    let scene = try #require(compiled.variants.first?.scene)
    #expect(scene.views.first { $0.name == "Status" }?.initialWidth == 150)
  }

  @Test("a negative width is a located error; on a view that is not a label, a checker warning")
  func errors() {
    let negative = RecipeParser.parse("label \"L\" text \"x\" lines 0 initialWidth -3")
    #expect(negative.hasErrors)
    let onView = RecipeCompiler.compile("scene 100 x 100\nview \"V\" initialWidth 40")
    #expect(!onView.diagnostics.isEmpty, "\(onView.diagnostics.map(\.summary))")
  }
}
