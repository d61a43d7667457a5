import Layout
import TestSupport
import Testing

@testable import Recipe

/// The readable content guide in the recipe language: `Readable Content Guide.Leading` anchors and
/// the `layoutMarginsFollowReadableWidth` attribute on views, `set` lines and `superview` lines.
@Suite("Readable width in the recipe language")
struct ReadableWidthSyntaxTests {
  static let source = """
    recipe "Readable"
    device "iPad" landscape
    superview layoutMarginsFollowReadableWidth

    view "Card" layoutMarginsFollowReadableWidth true
    view "Text" intrinsic none x 40

    1. Text.Leading = Readable Content Guide.Leading
    2. Text.Trailing = Readable Content Guide.Trailing
    3. Text.Top = Readable Content Guide.Top
    4. Card.Leading = Superview.LeadingMargin
    5. Card.Trailing = Superview.TrailingMargin
    6. Card.Top = Text.Bottom + 8
    7. Card.Height = 10

    variant "Full width"
      set "Card" layoutMarginsFollowReadableWidth false
      superview layoutMarginsFollowReadableWidth false
    """

  /// The lines before the first variant alone: the base scene.
  static func baseVariant() throws -> LoweredVariant {
    let baseSource = try #require(source.components(separatedBy: "\n\nvariant").first)
    return try #require(RecipeCompiler.compile(baseSource).variants.first)
  }

  @Test("parses, formats back to the same text, and lowers onto the scene, the views and the anchors")
  func roundTrip() throws {
    let parsed = RecipeParser.parse(Self.source, fileName: "r.recipe")
    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map(\.summary))")
    let formatted = RecipeFormatter.format(parsed.recipe)
    #expect(formatted == Self.source + "\n")
    #expect(RecipeParser.parse(formatted).recipe == parsed.recipe)

    let compiled = RecipeCompiler.compile(Self.source, fileName: "r.recipe")
    #expect(!compiled.hasErrors, "\(compiled.diagnostics.map(\.summary))")
    let base = try #require(Self.baseVariant().scene)
    #expect(base.rootLayoutMarginsFollowReadableWidth)
    #expect(base.views.first { $0.name == "Card" }?.layoutMarginsFollowReadableWidth == true)
    #expect(base.constraints[0].second?.item == .readableContentGuide(nil))
    let full = try #require(compiled.variant(named: "Full width")?.scene)
    #expect(!full.rootLayoutMarginsFollowReadableWidth)
    #expect(full.views.first { $0.name == "Card" }?.layoutMarginsFollowReadableWidth == false)
  }

  /// iPad landscape (1024 wide, margins 20, 984 between them): the guide is 672 wide at 176.
  /// Text is pinned to it; Card to the root's margins, which follow the readable width in the
  /// base (176, 672) and not in the variant (20, 984). Text's top: the guide's, 20.
  @Test("solves to frames derived by hand")
  func frames() throws {
    let compiled = RecipeCompiler.compile(Self.source, fileName: "r.recipe")
    let cases = [
      ("base", Rect(x: 176, y: 68, width: 672, height: 10)),
      ("Full width", Rect(x: 20, y: 68, width: 984, height: 10)),
    ]
    for (name, card) in cases {
      let variant = try name == "base" ? Self.baseVariant() : #require(compiled.variant(named: name))
      let result = try LayoutEngine.solve(variant.scene, measure: FakeMeasurer.measureProportional)
      let text = try #require(variant.scene.viewID(named: "Text"))
      let cardID = try #require(variant.scene.viewID(named: "Card"))
      #expect(result.frame(text) == Rect(x: 176, y: 20, width: 672, height: 40), "\(name)")
      #expect(result.frame(cardID) == card, "\(name)")
    }
  }

  @Test("in a cell, the guide is the content view's")
  func cellGuide() throws {
    let compiled = RecipeCompiler.compile(
      "cell width 1024\nview \"Box\"\n1. Box.Leading = Readable Content Guide.Leading")
    let scene = try #require(compiled.variants.first?.scene)
    let content = try #require(scene.viewID(named: "Content View"))
    #expect(scene.constraints.first?.second?.item == .readableContentGuide(content))
  }

  /// The only diagnostic of `source`.
  func only(_ source: String) throws -> Diagnostic {
    let diagnostics = RecipeCompiler.compile(source, fileName: "t.recipe").diagnostics
    #expect(diagnostics.count == 1, "\(diagnostics.map(\.summary))")
    return try #require(diagnostics.first)
  }

  @Test("a guide has no margins or baselines: located error")
  func guideAttributes() throws {
    let d = try only("view \"V\"\n1. V.Leading = Readable Content Guide.LeadingMargin")
    #expect(d.message == "Readable Content Guide has no attribute LeadingMargin")
    #expect((d.line, d.column) == (2, 39))
    #expect(
      d.hint == "the readable content guide has edges, centres, Width and Height (no margins or baselines)")
  }

  @Test("misspellings are located, with did-you-mean hints")
  func misspellings() throws {
    let keyword = try only("view \"V\" layoutMarginsFollowReadableWidht")
    #expect(keyword.message == "unknown attribute \"layoutMarginsFollowReadableWidht\"")
    #expect((keyword.line, keyword.column) == (1, 10))
    #expect(keyword.hint == "did you mean \"layoutMarginsFollowReadableWidth\"?")
    let value = try only("view \"V\" layoutMarginsFollowReadableWidth ture")
    #expect(value.message == "unknown value for layoutMarginsFollowReadableWidth \"ture\"")
    #expect((value.line, value.column) == (1, 43))
    #expect(value.hint == "did you mean \"true\"?")
  }

  @Test("the name is built in")
  func builtinName() throws {
    let d = try only("view \"Readable Content Guide\"")
    #expect(d.hint?.contains("Readable Content Guide") == true, "\(d.summary)")
  }
}
