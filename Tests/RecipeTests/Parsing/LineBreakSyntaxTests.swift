import Layout
import Testing

@testable import Recipe

/// `lineBreak MODE` on labels and buttons: parsed into Layout's `LineBreakMode` through the
/// keyword table, printed back as written, lowered onto `ViewSpec.lineBreakMode`, and located
/// errors for unknown modes and views that have none.
@Suite("Line-break modes in the recipe language")
struct LineBreakSyntaxTests {
  static let source = """
    recipe "Line breaks"
    scene 375 x 667

    label "Wrapped" text "Hello world" lines 0 lineBreak charWrap
    label "Words" text "Hello world" lineBreak wordWrap
    label "Clipped" text "Hello world" lineBreak clip
    label "Head" text "Hello world" lineBreak truncateHead
    label "Tail" text "Hello world" lineBreak truncateTail
    button "Middle" title "Hello world" lineBreak truncateMiddle
    label "Plain" text "Hello world"
    button "Go" title "Go"

    variant "Defaults"

    variant "UIKit's names"
      set "Plain" lineBreak byCharWrapping
      set "Go" lineBreak ByTruncatingTail
    """

  @Test("parses, formats back to the same text, and lowers to ViewSpec.lineBreakMode")
  func roundTrip() throws {
    let parsed = RecipeParser.parse(Self.source, fileName: "l.recipe")
    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map(\.summary))")
    let formatted = RecipeFormatter.format(parsed.recipe)
    #expect(formatted == Self.source + "\n")
    #expect(RecipeParser.parse(formatted).recipe == parsed.recipe)
    let compiled = RecipeCompiler.compile(Self.source, fileName: "l.recipe")
    #expect(!compiled.hasErrors, "\(compiled.diagnostics.map(\.summary))")
    let scene = try #require(compiled.variants.first?.scene)
    #expect(
      scene.views.map(\.lineBreakMode) == [
        .byCharWrapping, .byWordWrapping, .byClipping,
        .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle,
        .byTruncatingTail,  // a label's default
        .byTruncatingMiddle,  // a button's default
      ])
    let set = try #require(compiled.variants.last?.scene)
    #expect(set.views[6].lineBreakMode == .byCharWrapping)
    #expect(set.views[7].lineBreakMode == .byTruncatingTail)
  }

  static func only(_ line: String) throws -> Diagnostic {
    let source = "scene 375 x 667\n" + line
    let diagnostics = RecipeCompiler.compile(source, fileName: "t.recipe").diagnostics
    #expect(diagnostics.count == 1, "\(diagnostics.map(\.summary))")
    return try #require(diagnostics.first)
  }

  @Test("an unknown mode, located at the word, with a did-you-mean hint")
  func unknownMode() throws {
    // `label "L" text "x" lineBreak ` is 29 characters: the word starts at column 30.
    let d = try Self.only("label \"L\" text \"x\" lineBreak truncateTial")
    #expect(d.message == "unknown line break mode \"truncateTial\"")
    #expect((d.line, d.column) == (2, 30))
    #expect(d.hint == "did you mean \"truncateTail\"?")
  }

  @Test("a text field has no line-break mode")
  func textFieldHasNone() throws {
    let d = try Self.only("textField \"F\" placeholder \"x\" lineBreak clip")
    #expect(d.message == "a textField has no attribute \"lineBreak\"")
    #expect(d.line == 2 && d.column == 31)
    #expect(d.hint == "a text field scrolls its text: lineBreak applies to labels and buttons")
  }
}
