import Layout
import Testing

@testable import Recipe

/// The margin attributes of issue 12: `insetsLayoutMarginsFromSafeArea`,
/// `preservesSuperviewLayoutMargins` on views, and the `superview` line for the root view.
@Suite("Safe-area margin attributes in the recipe language")
struct SafeAreaSyntaxTests {
  static let source = """
    recipe "Margins"
    device "iPhone X" landscape
    superview margins 0 4 0 30 insetsLayoutMarginsFromSafeArea yes viewRespectsSystemMinimumLayoutMargins false

    view "Card" margins 12 insetsLayoutMarginsFromSafeArea false
    label "Title" in "Card" text "Hello" preservesSuperviewLayoutMargins

    1. Card.Leading = Superview.LeadingMargin
    2. Card.Top = Superview.Top

    variant "Inset"
      set "Card" insetsLayoutMarginsFromSafeArea true
      set "Title" preservesSuperviewLayoutMargins false
      superview insetsLayoutMarginsFromSafeArea false
    """

  @Test("parses, formats back to the same text, and lowers onto the scene and the views")
  func roundTrip() throws {
    let parsed = RecipeParser.parse(Self.source, fileName: "m.recipe")
    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map(\.summary))")
    let formatted = RecipeFormatter.format(parsed.recipe)
    #expect(formatted == Self.source + "\n")
    #expect(RecipeParser.parse(formatted).recipe == parsed.recipe)

    // The lines before the first variant alone: the base scene.
    let baseSource = try #require(Self.source.components(separatedBy: "\n\nvariant").first)
    let base = try #require(RecipeCompiler.compile(baseSource).variant(named: "default")?.scene)
    #expect(base.rootMargins == EdgeInsets(top: 0, left: 4, bottom: 0, right: 30))
    #expect(base.rootInsetsLayoutMarginsFromSafeArea)
    #expect(!base.viewRespectsSystemMinimumLayoutMargins)
    // Own 4 (no minimum) + the landscape inset 44.
    #expect(base.effectiveRootMargins.left == 48)
    let card = try #require(base.views.first { $0.name == "Card" })
    #expect(card.layoutMargins == EdgeInsets(all: 12) && !card.insetsLayoutMarginsFromSafeArea)
    #expect(base.views.first { $0.name == "Title" }?.preservesSuperviewLayoutMargins == true)

    let compiled = RecipeCompiler.compile(Self.source, fileName: "m.recipe")
    #expect(!compiled.hasErrors, "\(compiled.diagnostics.map(\.summary))")
    let inset = try #require(compiled.variant(named: "Inset")?.scene)
    #expect(inset.views.first { $0.name == "Card" }?.insetsLayoutMarginsFromSafeArea == true)
    #expect(inset.views.first { $0.name == "Title" }?.preservesSuperviewLayoutMargins == false)
    // The variant's superview line turns the root's insets off and keeps the base's margins.
    #expect(!inset.rootInsetsLayoutMarginsFromSafeArea)
    #expect(inset.effectiveRootMargins == EdgeInsets(top: 0, left: 4, bottom: 0, right: 30))
  }

  @Test("defaults: UIKit's (insets from the safe area on, preserving off, system minimum respected)")
  func defaults() throws {
    let compiled = RecipeCompiler.compile("view \"V\"")
    let scene = try #require(compiled.variants.first?.scene)
    #expect(scene.rootInsetsLayoutMarginsFromSafeArea && scene.viewRespectsSystemMinimumLayoutMargins)
    #expect(scene.views[0].insetsLayoutMarginsFromSafeArea && !scene.views[0].preservesSuperviewLayoutMargins)
  }

  @Test("in a cell, superview lines apply to the content view")
  func cellContentView() throws {
    let compiled = RecipeCompiler.compile(
      "cell width 375\nsuperview margins 4 insetsLayoutMarginsFromSafeArea false")
    #expect(!compiled.hasErrors, "\(compiled.diagnostics.map(\.summary))")
    let content = try #require(compiled.variants.first?.scene.views.first)
    #expect(content.kind == .contentView && content.layoutMargins == EdgeInsets(all: 4))
    #expect(!content.insetsLayoutMarginsFromSafeArea)
  }

  /// The only diagnostic of `source`.
  func only(_ source: String) throws -> Diagnostic {
    let diagnostics = RecipeCompiler.compile(source, fileName: "t.recipe").diagnostics
    #expect(diagnostics.count == 1, "\(diagnostics.map(\.summary))")
    return try #require(diagnostics.first)
  }

  @Test("a misspelt Boolean value is located, with a did-you-mean hint")
  func badBoolean() throws {
    let d = try only("view \"V\" insetsLayoutMarginsFromSafeArea flase")
    #expect(d.message == "unknown value for insetsLayoutMarginsFromSafeArea \"flase\"")
    #expect((d.line, d.column) == (1, 42))
    #expect(d.hint == "did you mean \"false\"?")
  }

  @Test("viewRespectsSystemMinimumLayoutMargins belongs to the view controller")
  func respectsOnAView() throws {
    let d = try only("view \"V\" viewRespectsSystemMinimumLayoutMargins false")
    #expect(d.message == "only a view controller's root view has \"viewRespectsSystemMinimumLayoutMargins\"")
    #expect((d.line, d.column) == (1, 10))
    #expect(d.hint == "write it on a superview line: superview viewRespectsSystemMinimumLayoutMargins false")
    let cell = try only("cell width 375\nsuperview viewRespectsSystemMinimumLayoutMargins false")
    #expect(cell.message == "a cell has no view controller, so no viewRespectsSystemMinimumLayoutMargins")
    #expect((cell.line, cell.column) == (2, 11))
  }

  @Test("the root view takes only margin attributes; superview needs one")
  func superviewAttributes() throws {
    let d = try only("superview preservesSuperviewLayoutMargins")
    #expect(d.message == "the root view has no attribute \"preservesSuperviewLayoutMargins\" in a recipe")
    #expect((d.line, d.column) == (1, 11))
    let empty = try only("superview")
    #expect(empty.message.hasPrefix("expected an attribute of the root view"))
    #expect((empty.line, empty.column) == (1, 10))
  }
}
