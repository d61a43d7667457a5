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

  /// A 0 side has no image to cover (before, `backgroundImage 0 x 0` dropped the 6-point padding
  /// and the 30-point least width: "x" solved 8 x 18): refused at the number, as
  /// `minimumLineHeight`'s bound is, columns by hand (`button "D" title "x" backgroundImage ` is
  /// 37 characters, so the width is at column 38 and, after `40 x `, the height at 43).
  @Test("a side of 0 is a located error")
  func zeroSideRefused() throws {
    for (text, column) in [("0 x 0", 38), ("40 x 0", 43), ("100001 x 40", 38)] {
      let parsed = RecipeParser.parse(
        "button \"D\" title \"x\" backgroundImage \(text)", fileName: "t.recipe")
      let d = try #require(parsed.diagnostics.first, "\(text)")
      #expect(d.isError)
      #expect(d.line == 1)
      #expect(d.column == column, "\(text)")
      #expect(d.message.contains("more than 0 and at most 100000 points"), "\(d.message)")
    }
  }

  static func warnings(_ text: String) -> [Diagnostic] {
    RecipeCompiler.compile(text, fileName: "t.recipe").diagnostics.filter { $0.severity == .warning }
  }

  /// A configured button or one with an image is sized by those (`ControlMetrics.contentSize`), so
  /// its background is not covered: before, `button "C" title "cancel" backgroundImage 40 x 40
  /// configuration plain` solved 69 x 32 without a word. Now a warning at the later of the two
  /// attributes, on the declaration or on a `set` line; a classic titled button has none.
  @Test("backgroundImage beside configuration or image is a located warning")
  func ignoredBackgroundWarns() throws {
    let configured = Self.warnings(
      "button \"C\" title \"cancel\" backgroundImage 40 x 40 configuration plain")
    #expect(configured.count == 1)
    #expect(configured.first?.column == 51)  // `configuration`, after 50 characters by hand
    #expect(configured.first?.message.contains("configured button") == true)
    let imaged = Self.warnings("button \"I\" title \"x\" image 20 x 20 backgroundImage 40 x 40")
    #expect(imaged.count == 1)
    #expect(imaged.first?.column == 36)  // `backgroundImage`, after 35 characters
    #expect(imaged.first?.message.contains("with an image") == true)
    let later = Self.warnings(
      """
      button "S" title "x" image 20 x 20
      set "S" backgroundImage 40 x 40
      """)
    #expect(later.count == 1)
    #expect(later.first?.line == 2)
    #expect(Self.warnings(Self.source).isEmpty)
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
