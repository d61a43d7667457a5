import Layout
import Testing

@testable import Recipe

/// `backgroundImage W x H` on a button: parsed, formatted back, lowered onto
/// `ViewSpec.backgroundImageSize`, sized by `ControlMetrics.classicButtonWithBackground`, and
/// refused on other kinds with a located error.
@Suite("Button background images in the recipe language")
struct ButtonBackgroundImageSyntaxTests {
  static let source = """
    recipe "Backgrounds"
    scene 375 x 667

    button "Bubble" title "3" backgroundImage 40 x 40
    button "Plain" title "3"
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
    #expect(try view("Bubble").backgroundImageSize == Size(width: 40, height: 40))
    #expect(try view("Plain").backgroundImageSize == nil)
  }

  @Test("a label takes no background image: a located error")
  func refusedOnALabel() throws {
    let diagnostics = RecipeCompiler.compile(
      "label \"L\" text \"Hi\" backgroundImage 40 x 40", fileName: "t.recipe"
    ).diagnostics
    #expect(!diagnostics.isEmpty)
    let d = try #require(diagnostics.first)
    #expect(d.line == 1)
  }

  /// By hand: a 17-point title 9.5 wide and 20.29 high rounds up to 10 x 21; over a 40 x 40 image
  /// the button is 40 x 40 (no 6-point padding, no 30-point least width), over a 20 x 49 image
  /// 20 wide would be narrower than a 25.2-wide title: 26 x 49; contentEdgeInsets 0 4 0 4 add to
  /// the title (10 + 8 = 18 < 40).
  @Test("the larger of the title and the image, per axis")
  func largerPerAxis() {
    let none = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    #expect(
      ControlMetrics.classicButtonWithBackground(
        background: Size(width: 40, height: 40), textWidth: 9.5, textHeight: 20.29, insets: none)
        == IntrinsicSize(width: 40, height: 40))
    #expect(
      ControlMetrics.classicButtonWithBackground(
        background: Size(width: 20, height: 49), textWidth: 25.2, textHeight: 20.29, insets: none)
        == IntrinsicSize(width: 26, height: 49))
    #expect(
      ControlMetrics.classicButtonWithBackground(
        background: Size(width: 40, height: 10), textWidth: 9.5, textHeight: 20.29,
        insets: EdgeInsets(top: 0, left: 4, bottom: 0, right: 4))
        == IntrinsicSize(width: 40, height: 21))
  }
}
