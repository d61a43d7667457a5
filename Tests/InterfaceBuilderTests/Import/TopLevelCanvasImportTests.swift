import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// Top-level views Interface Builder lays out as the root of a simulated screen (issue 22): a xib
/// whose top-level object is a stack view (laid out at its stored size, arranging its views), and
/// a view in a storyboard scene's dock (the device's safe area where it overlaps the view). The
/// fixtures' frames are derived by hand (their comments).
@Suite struct TopLevelCanvasImportTests {
  static func canvasRecipes(_ name: String) throws -> [ImportSupport.SolvedScene] {
    try ImportSupport.solvedScenes(ImportSupport.importFixture(name), variant: .canvas)
  }

  /// The 300 x 60 stack arranges its three views 96 wide, 6 apart, 60 high, as stored; before,
  /// the stack was read as a plain root and its views had no constraints (ambiguous).
  @Test func aTopLevelStackArrangesItsViews() throws {
    let scene = try #require(try Self.canvasRecipes("TopLevelStack.xib").first)
    #expect(scene.text.contains("\nscene 300 x 60 "), "\(scene.text)")
    #expect(scene.text.contains("stackView \"Tiles\" axis horizontal"), "\(scene.text)")
    let result = scene.result
    #expect(result.ambiguity == nil, "\(result.diagnoses)")
    let frames = scene.framesByIBID
    #expect(frames["stack"] == Rect(x: 0, y: 0, width: 300, height: 60))
    #expect(frames["first"] == Rect(x: 0, y: 0, width: 96, height: 60))
    #expect(frames["second"] == Rect(x: 102, y: 0, width: 96, height: 60))
    #expect(frames["third"] == Rect(x: 204, y: 0, width: 96, height: 60))
    let comparison = scene.comparison()
    #expect(comparison.within == comparison.counted && comparison.counted >= 3, "\(comparison.differences)")
  }

  /// The dock view's box is pinned 6 inside its safe area: 44 at the top (the part of the
  /// retina6_5 screen's insets the 108-point view overlaps), so (6, 50) 488 x 40. The 500-point
  /// view is wider than the 414-point screen, so its safe area's bottom is the device's full 34
  /// (`SceneConverter.hasFullBottomInset`, session 36; the box is held by its top and sides only).
  /// Before, the dock view had no safe area and the three constraints were left out with a warning.
  @Test func aDockViewHasTheSafeAreaItOverlaps() throws {
    let recipes = try Self.canvasRecipes("DockSafeArea.storyboard")
    let scene = try #require(recipes.first { $0.recipe.name == "Terminal - Bar" })
    #expect(scene.text.contains("\nscene 500 x 108 scale 3 safeAreaInsets 44 0 34 0\n"), "\(scene.text)")
    #expect(!scene.text.contains("safe area of"), "\(scene.text)")
    let frames = scene.framesByIBID
    #expect(frames["barBox"] == Rect(x: 6, y: 50, width: 488, height: 40))
  }
}
