import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A xib's top-level view is the root of the screen Interface Builder simulates for it (issue 22),
/// so constraints to its safe area guide are constraints to the recipe's Safe Area, as a view
/// controller root's are [DOC: UIView safeAreaLayoutGuide]. They were left out with a warning
/// ("refers to the safe area of the cell"), leaving the views pinned to it ambiguous.
/// `XibSafeArea.xib`'s frame is derived by hand (its comment).
@Suite struct XibSafeAreaImportTests {
  static func canvasScene(_ data: Data) throws -> (ImportedRecipe, LoweredVariant) {
    let result = try IBImporter.importDocument(
      data, fileName: "XibSafeArea.xib", options: ImportOptions(scene: .canvas))
    let recipe = try #require(result.recipes.first)
    let compiled = try ImportSupport.compile(recipe.text)
    let variant = try #require(
      recipe.canvasVariant.flatMap { compiled.variant(named: $0) } ?? compiled.variants.first)
    return (recipe, variant)
  }

  /// 300 x 200 on retina6_1 (Xcode 12: insets 44 and 34): the box at (10, 52), 280 x 108, and no
  /// constraint left out.
  @Test func topLevelViewSafeAreaIsTheScenes() throws {
    let (recipe, variant) = try Self.canvasScene(try ImportSupport.fixture("XibSafeArea.xib"))
    #expect(!recipe.text.contains("safe area of"), "\(recipe.text)")
    #expect(recipe.text.contains("Box.Top = Safe Area.Top + 8"), "\(recipe.text)")
    let result = try ImportSupport.solve(variant)
    #expect(ImportSupport.framesByIBID(variant, result)["box"] == Rect(x: 10, y: 52, width: 280, height: 108))
    let comparison = FrameComparison.compare(recipe.storedFrames, variant: variant, result: result)
    #expect(comparison.within == comparison.counted, "\(comparison.differences)")
  }

  /// Without a device (IB's Any/Any canvas) the view is no simulated screen's root: its safe area
  /// guide stays a guide a recipe cannot name, and the importer says so.
  @Test func withoutADeviceTheGuideIsLeftOut() throws {
    var text = String(decoding: try ImportSupport.fixture("XibSafeArea.xib"), as: UTF8.self)
    text = text.replacingOccurrences(
      of: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#, with: "")
    let (recipe, _) = try Self.canvasScene(Data(text.utf8))
    #expect(recipe.text.contains("refers to the safe area of"), "\(recipe.text)")
    #expect(!recipe.text.contains("Safe Area.Top"), "\(recipe.text)")
  }
}
