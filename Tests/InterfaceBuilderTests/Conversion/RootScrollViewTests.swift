import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A scroll view that is a view controller's root view: constraints from its subviews to its
/// edges, trailing margin and the legacy layout guides attach to its content area, its width to
/// its frame (`RootScrollView.storyboard`; docs/interface-builder.md, "A scroll view as a
/// controller's root view").
@Suite struct RootScrollViewTests {
  static func imported(_ fixture: String = "RootScrollView.storyboard") throws -> (
    recipe: ImportedRecipe, frames: [String: Rect]
  ) {
    let result = try IBImporter.importDocument(
      try ImportSupport.fixture(fixture), fileName: fixture, options: ImportOptions(scene: .canvas))
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let recipe = try #require(result.recipes.first)
    let compiled = try ImportSupport.compile(recipe.text)
    let variant = try #require(compiled.variants.first)
    return (recipe, ImportSupport.framesByIBID(variant, try ImportSupport.solve(variant)))
  }

  // By hand (the fixture's comment): the content is 16 + 200 + 16 = 232 wide (Wide's trailing is
  // the content's trailing margin) and 20 + 10 + 30 + 10 + 40 + 20 + 50 + 10 = 190 high (Last 10
  // above the bottom layout guide, 0 high at the content's bottom).
  @Test("edges, the trailing margin and the layout guides are the content's; the width is the frame's")
  func contentArea() throws {
    let (recipe, frames) = try Self.imported()
    #expect(recipe.text.contains("spacer \"Root Content\""), "\(recipe.text)")
    #expect(frames["title"] == Rect(x: 16, y: 30, width: 100, height: 30))
    #expect(frames["wide"] == Rect(x: 16, y: 70, width: 200, height: 40))
    #expect(frames["badge"] == Rect(x: 208, y: 30, width: 24, height: 24))
    #expect(frames["last"] == Rect(x: 0, y: 130, width: 187.5, height: 50))
    #expect(frames["foot"] == Rect(x: 16, y: 165, width: 40, height: 20))
  }

  @Test(
    "every stored frame is matched (Interface Builder's frames, which the frame reading missed by 143 to 477 points)"
  )
  func storedFramesMatch() throws {
    let (recipe, _) = try Self.imported()
    let comparison = try FrameComparisonTests.compare(recipe)
    #expect(comparison.differences.isEmpty, "\(comparison.differences)")
    #expect(comparison.counted == 5, "\(comparison.counted)")
  }

  // By hand (RootScrollViewGuides.storyboard's comment): the page is pinned to the content
  // guide on four sides, as wide as the frame guide (375) and 900 high; the card 20 inside it.
  @Test(
    "iOS 11's guides of a root scroll view: the content guide is the content area, the frame guide the root")
  func layoutGuides() throws {
    let (recipe, frames) = try Self.imported("RootScrollViewGuides.storyboard")
    #expect(recipe.text.contains("Page.Width = Superview.Width"), "\(recipe.text)")
    #expect(frames["page"] == Rect(x: 0, y: 0, width: 375, height: 900))
    #expect(frames["card"] == Rect(x: 20, y: 780, width: 335, height: 100))
  }

  // By hand (TopLevelScrollView.xib's comment): the content is 10 + 50 + 10 = 70 wide and
  // 10 + 40 + 20 + 30 + 15 = 115 high inside a 320 x 200 frame.
  @Test("a xib's top-level scroll view: its edges are its content's too, its width its frame's")
  func topLevelScrollView() throws {
    let (recipe, frames) = try Self.imported("TopLevelScrollView.xib")
    #expect(recipe.text.contains("spacer \"Root Content\""), "\(recipe.text)")
    #expect(frames["strip"] == Rect(x: 10, y: 10, width: 50, height: 40))
    #expect(frames["tag"] == Rect(x: 50, y: 10, width: 20, height: 20))
    #expect(frames["bar"] == Rect(x: 0, y: 70, width: 160, height: 30))
  }
}
