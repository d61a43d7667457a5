import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A xib's top-level view on Interface Builder's canvas (issue 22): IB lays it out as the root of
/// the screen it simulates, with the device's safe area whatever the view's own size, and a view
/// controller root's side margins, 20 on the 414-point phones in portrait
/// (`Scene.systemMinimumLayoutMargins`). `XibCanvas.xib`'s frames are derived by hand (its comment);
/// the shared files' are IB's own.
@Suite struct XibCanvasImportTests {
  static func canvasScene(_ data: Data, name: String) throws -> (ImportedRecipe, LoweredVariant) {
    let result = try IBImporter.importDocument(data, fileName: name, options: ImportOptions(scene: .canvas))
    let recipe = try #require(result.recipes.first)
    let compiled = try ImportSupport.compile(recipe.text)
    let variant = try #require(
      recipe.canvasVariant.flatMap { compiled.variant(named: $0) } ?? compiled.variants.first)
    return (recipe, variant)
  }

  /// 434 x 272 on retina6_1 (Xcode 12): margins from the device's insets 44 and 34, 20 at the
  /// sides: the box at (20, 44), 434 - 40 = 394 wide, 272 - 78 = 194 high. The safe area is the
  /// part of the device's the view overlaps (44 at the top, none at the bottom), so the margins are
  /// written as the root's own, measured from its edges. Before, the view had the default status
  /// bar (20) and compact-width margins (16): (16, 20) 402 x 252.
  @Test func topLevelViewOnA414PointPhone() throws {
    let (recipe, variant) = try Self.canvasScene(
      try ImportSupport.fixture("XibCanvas.xib"), name: "XibCanvas.xib")
    #expect(recipe.text.contains("\nscene 434 x 272 scale 2 safeAreaInsets 44 0 0 0\n"), "\(recipe.text)")
    #expect(
      recipe.text.contains("\nsuperview margins 44 20 34 20 insetsLayoutMarginsFromSafeArea false  #"),
      "\(recipe.text)")
    #expect(variant.scene.widthClass == .compact && variant.scene.heightClass == .regular)
    let frames = ImportSupport.framesByIBID(variant, try ImportSupport.solve(variant))
    #expect(frames["box"] == Rect(x: 20, y: 44, width: 394, height: 194))
  }

  /// The same view 375 wide on retina5_9 (the iPhone X's canvas before Xcode 13: 44 and 34): 16 at
  /// the sides, (16, 44) 343 x 194.
  @Test func topLevelViewOnA375PointPhone() throws {
    var text = String(decoding: try ImportSupport.fixture("XibCanvas.xib"), as: UTF8.self)
    text = text.replacingOccurrences(of: "retina6_1", with: "retina5_9")
      .replacingOccurrences(of: #"width="434""#, with: #"width="375""#)
    let (_, variant) = try Self.canvasScene(Data(text.utf8), name: "XibCanvas.xib")
    let frames = ImportSupport.framesByIBID(variant, try ImportSupport.solve(variant))
    #expect(frames["box"] == Rect(x: 16, y: 44, width: 343, height: 194))
  }

  /// Without a device (the Any/Any canvas) nothing changes: IB's 600-point canvas, margins 20, the
  /// 20-point status bar of a recipe's scene.
  @Test func topLevelViewWithoutADevice() throws {
    var text = String(decoding: try ImportSupport.fixture("XibCanvas.xib"), as: UTF8.self)
    text = text.replacingOccurrences(
      of: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#, with: "")
    let (recipe, variant) = try Self.canvasScene(Data(text.utf8), name: "XibCanvas.xib")
    #expect(!recipe.text.contains("safeAreaInsets"), "\(recipe.text)")
    let frames = ImportSupport.framesByIBID(variant, try ImportSupport.solve(variant))
    #expect(frames["box"] == Rect(x: 20, y: 20, width: 394, height: 252))
  }

  /// IB's own frames on the 414-point retina6_1 canvas: swiftmessages-CenteredView's background
  /// view, its stack and the views in it (the icon image view squeezed to 0 high, its compression
  /// resistance the lowest) are at IB's frames; the 38-pt emoji label is not (its width is
  /// text: Apple Color Emoji against our fallback). apple-cookbook-xcode12's label and field at
  /// the root's margins, 20 and 394.
  @Test func sharedFilesOnA414PointCanvas() throws {
    let (data, name) = try ImportSupport.sharedPublicApp("swiftmessages-CenteredView.xib")
    let (recipe, variant) = try Self.canvasScene(data, name: name)
    let result = try ImportSupport.solve(variant)
    let comparison = FrameComparison.compare(recipe.storedFrames, variant: variant, result: result)
    #expect(
      comparison.summary == "6 of 7 views at Interface Builder's frames (within 1 pt)",
      "\(comparison.differences)")
    #expect(
      ImportSupport.framesByIBID(variant, result)["0Mj-jC-BX6"] == Rect(x: 20, y: 44, width: 394, height: 194)
    )

    let cookbook = try ImportSupport.shared("apple-cookbook-xcode12/SimpleLabelAndTextField.storyboard")
    let (page, pageVariant) = try Self.canvasScene(cookbook.data, name: cookbook.name)
    let frames = ImportSupport.framesByIBID(pageVariant, try ImportSupport.solve(pageVariant))
    #expect(frames["c38-WG-Nsd"]?.minX == 20)
    #expect(frames["bOP-ah-HLn"]?.maxX == 394)
    let pageComparison = FrameComparison.compare(
      page.storedFrames, variant: pageVariant, result: try ImportSupport.solve(pageVariant))
    #expect(pageComparison.within == pageComparison.counted, "\(pageComparison.differences)")
  }
}
