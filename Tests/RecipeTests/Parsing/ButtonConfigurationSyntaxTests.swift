import Layout
import Testing

@testable import Recipe

/// `configuration STYLE` and `contentInsets ...` on buttons: parsed, formatted back, lowered onto
/// `ViewSpec.buttonStyle` / `contentInsets`, and refused on other kinds with a located error.
@Suite("Button configurations in the recipe language")
struct ButtonConfigurationSyntaxTests {
  static let source = """
    recipe "Buttons"
    scene 375 x 667

    button "Plain" title "Go" configuration plain
    button "Filled" title "Go" configuration filled contentInsets 2 4 6 8
    button "Even" title "Go" configuration tinted contentInsets 3
    button "Classic" title "Go"
    button "Icon" title "Go" configuration plain imagePadding 8 imagePlacement top image 20 x 20
    """

  @Test("parses, formats back to the same text, and lowers to the view spec")
  func roundTrip() throws {
    let parsed = RecipeParser.parse(Self.source, fileName: "b.recipe")
    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map(\.summary))")
    #expect(RecipeFormatter.format(parsed.recipe) == Self.source + "\n")
    let compiled = RecipeCompiler.compile(Self.source, fileName: "b.recipe")
    #expect(!compiled.hasErrors, "\(compiled.diagnostics.map(\.summary))")
    let views = try #require(compiled.variants.first).scene.views
    func view(_ name: String) throws -> ViewSpec { try #require(views.first { $0.name == ViewName(name) }) }
    #expect(try view("Plain").buttonStyle == .plain)
    #expect(try view("Plain").contentInsets == nil)
    #expect(try view("Filled").buttonStyle == .filled)
    #expect(try view("Filled").contentInsets == EdgeInsets(top: 2, left: 4, bottom: 6, right: 8))
    #expect(try view("Even").contentInsets == EdgeInsets(all: 3))
    #expect(try view("Classic").buttonStyle == nil)
    #expect(try view("Classic").imagePadding == nil && view("Classic").imagePlacement == nil)
    #expect(try view("Icon").imagePadding == 8)
    #expect(try view("Icon").imagePlacement == .top)
  }

  @Test("an unknown image placement is located, with the choices")
  func unknownImagePlacement() throws {
    let diagnostics = RecipeCompiler.compile(
      "button \"B\" title \"Go\" configuration plain imagePlacement above", fileName: "t.recipe"
    ).diagnostics
    let d = try #require(diagnostics.first)
    #expect(diagnostics.count == 1)
    #expect(d.message == "unknown image placement \"above\"")
    #expect((d.line, d.column) == (1, 58))
    #expect(d.hint == "expected one of: leading, trailing, top, bottom")
  }

  @Test("an unknown style is located, with the choices")
  func unknownStyle() throws {
    let diagnostics = RecipeCompiler.compile("button \"B\" configuration bordered", fileName: "t.recipe")
      .diagnostics
    let d = try #require(diagnostics.first)
    #expect(diagnostics.count == 1)
    #expect(d.message == "unknown button configuration style \"bordered\"")
    #expect((d.line, d.column) == (1, 26))
  }

  @Test("a label has no configuration or content insets; insets take 1 or 4 numbers")
  func wrongKindAndCount() throws {
    let onLabel = RecipeCompiler.compile("label \"L\" text \"x\" configuration filled", fileName: "t.recipe")
      .diagnostics
    #expect(onLabel.map(\.message) == ["a label has no attribute \"configuration\""])
    #expect(onLabel.first?.hint == "\"configuration\" applies to: button")
    let count = RecipeCompiler.compile("button \"B\" contentInsets 1 2", fileName: "t.recipe").diagnostics
    #expect(
      count.map(\.message) == ["contentInsets take 1 number (all sides) or 4 (top leading bottom trailing)"])
  }
}
