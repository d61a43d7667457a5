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
  /// 434 x 272 on retina6_1 (Xcode 12): margins from the device's insets 44 and 34, 20 at the
  /// sides: the box at (20, 44), 434 - 40 = 394 wide, 272 - 78 = 194 high. The view is wider than
  /// the 414-point screen, so its safe area has the device's full bottom inset as well as the 44
  /// it overlaps at the top (`SceneConverter.hasFullBottomInset`, session 36): the same insets as
  /// its margins', which need no line of their own. (Narrower, its safe area's bottom is the
  /// overlap, none, and the margins are written as the root's own: `XibSafeAreaImportTests`.)
  /// Before, the view had the default status bar (20) and compact-width margins (16): (16, 20)
  /// 402 x 252.
  @Test func topLevelViewOnA414PointPhone() throws {
    let scene = try ImportSupport.solvedFixture("XibCanvas.xib", variant: .canvas)
    #expect(scene.text.contains("\nscene 434 x 272 scale 2 safeAreaInsets 44 0 34 0\n"), "\(scene.text)")
    #expect(!scene.text.contains("\nsuperview margins"), "\(scene.text)")
    #expect(scene.variant.scene.widthClass == .compact && scene.variant.scene.heightClass == .regular)
    let frames = scene.framesByIBID
    #expect(frames["box"] == Rect(x: 20, y: 44, width: 394, height: 194))
  }

  /// The same view 375 wide on retina5_9 (the iPhone X's canvas before Xcode 13: 44 and 34): 16 at
  /// the sides, (16, 44) 343 x 194.
  @Test func topLevelViewOnA375PointPhone() throws {
    var text = String(decoding: try ImportSupport.fixture("XibCanvas.xib"), as: UTF8.self)
    text = text.replacingOccurrences(of: "retina6_1", with: "retina5_9")
      .replacingOccurrences(of: #"width="434""#, with: #"width="375""#)
    let scene = try ImportSupport.solvedDocument(text: text, name: "XibCanvas.xib", variant: .canvas)
    let frames = scene.framesByIBID
    #expect(frames["box"] == Rect(x: 16, y: 44, width: 343, height: 194))
  }

  /// Without a device (the Any/Any canvas of Xcode 7 and earlier: saved by 10117) IB simulates no
  /// screen: the view is a plain view with UIView's 8 on every side, the box at (8, 8), 434 - 16
  /// = 418 wide, 272 - 16 = 256 high (session 36, misses36: every such view of the eight sets
  /// pinned to its margins stores 8, swiftmessages, mitmobile and zazo; `XibRootMarginsTests`).
  /// Saved by Xcode 8 or later (the fixture's 17506) the rule does not reach it (no such file
  /// stores a view at its top-level view's margins: second read L1 of session 36): a root's
  /// margins, 20 at the sides, and a recipe scene's 20-point status bar, (20, 20) 394 x 252.
  @Test func topLevelViewWithoutADevice() throws {
    var text = String(decoding: try ImportSupport.fixture("XibCanvas.xib"), as: UTF8.self)
    text = text.replacingOccurrences(
      of: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#, with: "")
    let xcode7 = try ImportSupport.solvedDocument(
      text: try ImportSupport.replacingToolsVersion(in: text, with: "10117"), name: "XibCanvas.xib",
      variant: .canvas)
    #expect(!xcode7.text.contains("safeAreaInsets"), "\(xcode7.text)")
    #expect(xcode7.framesByIBID["box"] == Rect(x: 8, y: 8, width: 418, height: 256))
    let xcode12 = try ImportSupport.solvedDocument(text: text, name: "XibCanvas.xib", variant: .canvas)
    #expect(xcode12.framesByIBID["box"] == Rect(x: 20, y: 20, width: 394, height: 252), "\(xcode12.text)")
  }

  /// IB's own frames on the 414-point retina6_1 canvas: swiftmessages-CenteredView's background
  /// view, its stack and the views in it (the icon image view squeezed to 0 high, its compression
  /// resistance the lowest) are at IB's frames; the 38-pt emoji label is not (its width is
  /// text: Apple Color Emoji against our fallback). apple-cookbook-xcode12's label and field at
  /// the root's margins, 20 and 394.
  @Test func sharedFilesOnA414PointCanvas() throws {
    let (data, name) = try ImportSupport.sharedPublicApp("swiftmessages-CenteredView.xib")
    let scene = try ImportSupport.solvedDocument(data, name: name, variant: .canvas)
    let comparison = scene.comparison()
    #expect(
      comparison.summary == "6 of 7 views at Interface Builder's frames (within 1 pt)",
      "\(comparison.differences)")
    #expect(
      scene.framesByIBID["0Mj-jC-BX6"] == Rect(x: 20, y: 44, width: 394, height: 194)
    )

    let cookbook = try ImportSupport.shared("apple-cookbook-xcode12/SimpleLabelAndTextField.storyboard")
    let page = try ImportSupport.solvedDocument(cookbook.data, name: cookbook.name, variant: .canvas)
    let frames = page.framesByIBID
    #expect(frames["c38-WG-Nsd"]?.minX == 20)
    #expect(frames["bOP-ah-HLn"]?.maxX == 394)
    let pageComparison = page.comparison()
    #expect(pageComparison.within == pageComparison.counted, "\(pageComparison.differences)")
  }
}
