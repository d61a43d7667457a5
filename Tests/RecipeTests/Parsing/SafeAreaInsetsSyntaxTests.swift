import Layout
import TestSupport
import Testing

@testable import Recipe

/// `scene W x H ... safeAreaInsets T L B R` (issue 22, Interface Builder's canvas under its bars):
/// the insets replace the scene's own and set both layout guides.
@Suite("safeAreaInsets on the scene line")
struct SafeAreaInsetsSyntaxTests {
  static let source = """
    recipe "Under a navigation bar and a tab bar"
    scene 414 x 896 scale 2 safeAreaInsets 88 0 83 0

    view "Box"

    1. Box.Top = Top Layout Guide.Bottom
    2. Box.Bottom = Bottom Layout Guide.Top
    3. Box.Leading = Safe Area.Leading
    4. Box.Width = 100
    """

  @Test("parses, formats back to the same text and lowers: safe area, layout guides, scale")
  func roundTrip() throws {
    let parsed = RecipeParser.parse(Self.source, fileName: "s.recipe")
    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map(\.summary))")
    #expect(RecipeFormatter.format(parsed.recipe) == Self.source + "\n")
    let compiled = RecipeCompiler.compile(Self.source, fileName: "s.recipe")
    let scene = try #require(compiled.variants.first?.scene)
    #expect(scene.safeAreaInsets == EdgeInsets(top: 88, left: 0, bottom: 83, right: 0))
    #expect(scene.topLayoutGuideBottom == 88)
    #expect(scene.bottomLayoutGuideTop == Double(813))
    #expect(scene.scale == 2)
    // By hand: the box spans the guides, 88 ... 813.
    let result = try LayoutEngine.solve(scene, measure: FakeMeasurer.measureProportional)
    #expect(result.frame(ViewID(0)) == Rect(x: 0, y: 88, width: 100, height: 725))
  }

  @Test("without the words the scene keeps its own safe area (the status bar's 20)")
  func defaults() throws {
    let scene = try #require(RecipeCompiler.compile("scene 500 x 700\nview \"V\"").variants.first?.scene)
    #expect(scene.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(scene.topLayoutGuideBottom == 20)
    #expect(scene.bottomLayoutGuideTop == nil)
  }

  @Test("a negative or missing inset is a located error")
  func errors() {
    let negative = RecipeParser.parse("scene 375 x 667 safeAreaInsets 20 0 -4 0")
    // The lexer reads "-" and "4": the bottom inset is not a number.
    let error = negative.diagnostics.first
    #expect(error?.message.contains("the bottom safe-area inset") == true)
    #expect(error?.line == 1 && error?.column == 37)
    let short = RecipeParser.parse("scene 375 x 667 safeAreaInsets 20 0")
    #expect(short.hasErrors)
    #expect(short.diagnostics.first?.message.contains("bottom safe-area inset") == true)
  }
}
