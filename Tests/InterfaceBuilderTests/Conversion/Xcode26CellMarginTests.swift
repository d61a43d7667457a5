import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A table view cell's content margins in documents of Xcode 26 (the iOS 26 SDK): 15 at the top
/// and bottom, 20 at the sides, whatever the width (docs/interface-builder.md, "Cells").
/// `Xcode26Cell.xib`'s frames are derived by hand (its comment); netnewswire-Inspector's are IB's.
@Suite struct Xcode26CellMarginTests {
  static func canvasFrames(_ text: String) throws -> (ImportedRecipe, [String: Rect]) {
    let result = try IBImporter.importDocument(
      Data(text.utf8), fileName: "Xcode26Cell.xib", options: ImportOptions(scene: .canvas))
    let recipe = try #require(result.recipes.first)
    let variant = try #require(try ImportSupport.compile(recipe.text).variants.first)
    return (recipe, ImportSupport.framesByIBID(variant, try ImportSupport.solve(variant)))
  }

  /// 339 x 80: the box at (20, 15) 299 x 50 in Xcode 26's document. Saved by Xcode 15 the sides
  /// follow the canvas device's width (a top-level cell is laid out as on that screen): 20 on the
  /// 393-point retina6_12, so (20, 11) 299 x 58; 16 on the 375-point retina4_7 (Xcode 12 on),
  /// (16, 11) 307 x 58; 15 there saved by Xcode 11, (15, 11) 309 x 58.
  @Test func xcode26CellMarginsAreFifteenAndTwenty() throws {
    let text = String(decoding: try ImportSupport.fixture("Xcode26Cell.xib"), as: UTF8.self)
    let (recipe, frames) = try Self.canvasFrames(text)
    #expect(recipe.text.contains("\nsuperview margins 15 20 15 20\n"), "\(recipe.text)")
    #expect(frames["box"] == Rect(x: 20, y: 15, width: 299, height: 50))

    let older = text.replacingOccurrences(of: #"toolsVersion="24506""#, with: #"toolsVersion="23504""#)
    let (olderRecipe, olderFrames) = try Self.canvasFrames(older)
    #expect(olderRecipe.text.contains("\nsuperview margins 11 20 11 20\n"), "\(olderRecipe.text)")
    #expect(olderFrames["box"] == Rect(x: 20, y: 11, width: 299, height: 58))

    let smaller = older.replacingOccurrences(
      of: #"<device id="retina6_12""#, with: #"<device id="retina4_7""#)
    let (smallerRecipe, smallerFrames) = try Self.canvasFrames(smaller)
    #expect(smallerRecipe.text.contains("\nsuperview margins 11 16 11 16\n"), "\(smallerRecipe.text)")
    #expect(smallerFrames["box"] == Rect(x: 16, y: 11, width: 307, height: 58))

    let xcode11 = smaller.replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="16097""#)
    let (xcode11Recipe, xcode11Frames) = try Self.canvasFrames(xcode11)
    #expect(xcode11Recipe.text.contains("\nsuperview margins 11 15 11 15\n"), "\(xcode11Recipe.text)")
    #expect(xcode11Frames["box"] == Rect(x: 15, y: 11, width: 309, height: 58))

    // Without a device the cell's own width decides: 339, narrower than 390, so 16 (Xcode 15).
    let noDevice = older.replacingOccurrences(
      of: #"<device id="retina6_12" orientation="portrait" appearance="light"/>"#, with: "")
    let (noDeviceRecipe, _) = try Self.canvasFrames(noDevice)
    #expect(noDeviceRecipe.text.contains("\nsuperview margins 11 16 11 16\n"), "\(noDeviceRecipe.text)")

    // The same older cell 393 wide (a 393-point table): 20 at the sides from 390 on, 393 - 40 = 353.
    let wider = older.replacingOccurrences(of: #"width="339""#, with: #"width="393""#)
    let (widerRecipe, widerFrames) = try Self.canvasFrames(wider)
    #expect(widerRecipe.text.contains("\nsuperview margins 11 20 11 20\n"), "\(widerRecipe.text)")
    #expect(widerFrames["box"] == Rect(x: 20, y: 11, width: 353, height: 58))
  }

  /// netnewswire-Inspector (toolsVersion 24506): the Home Page and Feed URL cells pin an empty
  /// label to their content view's margins; IB stored both labels at y 15 (1 high, in 31-point
  /// cells) and the Home Page cell's 25-point symbol image view centred at 15.5. We put the
  /// labels at y 15 (0 high: an empty label has no height) and the image view's alignment
  /// rectangle at 15 - 12.5 = 2.5, its frame (a 19.38-point `safari` image in a 20.287-point line
  /// of its font: 0.907 shorter, half of it at each side) at 2.5 + 0.4535 = 2.9535, 24.093 high,
  /// within 1 pt of its stored frame (3.5, 24 high); at 11 and -1.5 before, then 2.5.
  @Test func netNewsWireInspectorCells() throws {
    let (data, name) = try ImportSupport.sharedPublicApp("netnewswire-Inspector.storyboard")
    let result = try IBImporter.importDocument(data, fileName: name, options: ImportOptions(scene: .canvas))
    var frames: [String: Rect] = [:]
    var compared: [String: Bool] = [:]
    for recipe in result.recipes {
      let compiled = try ImportSupport.compile(recipe.text)
      let variant = try #require(
        recipe.canvasVariant.flatMap { compiled.variant(named: $0) } ?? compiled.variants.first)
      let solved = try ImportSupport.solve(variant)
      frames.merge(ImportSupport.framesByIBID(variant, solved)) { first, _ in first }
      let comparison = FrameComparison.compare(recipe.storedFrames, variant: variant, result: solved)
      for difference in comparison.differences { compared[difference.ibID.rawValue] = false }
    }
    #expect(frames["HUP-Cu-FGT"]?.minY == 15)
    #expect(frames["rOV-XS-bNW"]?.minY == 15)
    #expect(abs((frames["p82-kn-lfh"]?.minY ?? 0) - 2.9535) < 0.001)
    for id in ["HUP-Cu-FGT", "rOV-XS-bNW", "p82-kn-lfh"] {
      #expect(compared[id] == nil, "\(id) is off IB's frame")
    }
  }
}
