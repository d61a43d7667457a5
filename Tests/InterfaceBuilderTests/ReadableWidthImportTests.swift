import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// `layoutMarginsFollowReadableWidth="YES"` on a root view, a subview and a cell's content view
/// becomes the recipe's `layoutMarginsFollowReadableWidth`, checked by frames derived by hand
/// (docs/layout.md, "Readable content guide": 672 pt at Large, centred in the margins).
@Suite struct ReadableWidthImportTests {
  func imported(_ name: String) throws -> ImportResult {
    try IBImporter.importDocument(try ImportSupport.fixture(name), fileName: name)
  }

  @Test func attributeBecomesTheRecipeAttribute() throws {
    let result = try imported("ReadableWidth.storyboard")
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let text = try #require(result.recipes.first).text
    for line in [
      "superview layoutMarginsFollowReadableWidth",
      #"view "Band" layoutMarginsFollowReadableWidth id "band""#,
    ] {
      #expect(text.contains("\n" + line + "\n"), "\(line)\n---\n\(text)")
    }
  }

  /// iPad portrait (768 x 1024, regular width, status bar 20):
  /// - Body at the root's margins: 20 at the sides (728 between them), following the readable
  ///   width: 20 + (728 - 672) / 2 = 48, 672 wide; top margin 20 (the status bar).
  /// - Inner at Band's margins: Band spans 768, its margins are 8 (752 between them), following
  ///   the readable width: 8 + (752 - 672) / 2 = 48, 672 wide; Band's top 200 + 8.
  /// These are also the frames the file stores (IB's canvas is the same iPad).
  @Test func iPadFramesAreCappedAndCentred() throws {
    let recipe = try #require(try imported("ReadableWidth.storyboard").recipes.first)
    let variant = try #require(try ImportSupport.compile(recipe.text).variants.first)
    let frames = ImportSupport.framesByIBID(variant, try ImportSupport.solve(variant))
    #expect(frames["body"] == Rect(x: 48, y: 20, width: 672, height: 100))
    #expect(frames["inner"] == Rect(x: 48, y: 208, width: 672, height: 44))
  }

  /// iPhone 8 portrait (375 wide): the margins (16 at the root, 8 on Band) are narrower than the
  /// readable width, so following it changes nothing: Body (16, 20; 343 wide), Inner (8, 208;
  /// 359 wide).
  @Test func iPhoneFramesAreTheMargins() throws {
    let recipe = try #require(try imported("ReadableWidth.storyboard").recipes.first)
    let parsed = RecipeParser.parse(recipe.text)
    let text = RecipeFormatter.format(ImportSupport.withScene(parsed.recipe, width: 375, height: 667))
    let variant = try #require(try ImportSupport.compile(text).variants.first)
    let frames = ImportSupport.framesByIBID(variant, try ImportSupport.solve(variant))
    #expect(frames["body"] == Rect(x: 16, y: 20, width: 343, height: 100))
    #expect(frames["inner"] == Rect(x: 8, y: 208, width: 359, height: 44))
  }

  /// A cell on the iPad (768 points wide) whose content view follows the readable width (Apple's
  /// SelfSizingTableViewCells sets it): content margins 8, 752 between them, so the box is at
  /// 8 + (752 - 672) / 2 = 48, 672 wide, and the cell is 8 + 44 + 8 = 60 high.
  @Test func cellContentViewFollowsTheReadableWidth() throws {
    let result = try imported("ReadableCell.xib")
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let recipe = try #require(result.recipes.first)
    #expect(recipe.text.contains("\nsuperview layoutMarginsFollowReadableWidth\n"), "\(recipe.text)")
    let variant = try #require(try ImportSupport.compile(recipe.text).variants.first)
    let solved = try ImportSupport.solve(variant)
    #expect(ImportSupport.framesByIBID(variant, solved)["box"] == Rect(x: 48, y: 8, width: 672, height: 44))
    #expect(solved.rootFrame.height == 60)
  }
}
