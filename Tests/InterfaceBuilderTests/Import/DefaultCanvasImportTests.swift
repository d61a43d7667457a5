import Foundation
import InterfaceBuilder
import Layout
import Testing

/// The default import (no `--device`) writes IB's canvas scene line for a xib's top-level view
/// without a device and for a document whose `<device>` is not catalogued; there the canvas's
/// rules apply as they do with `--device canvas`, so the two imports write one recipe
/// (`SceneConverter.onCanvas`; docs/interface-builder.md, "The canvas's rules follow the scene
/// line"). On a device's scene (the document's own catalogued device) they stay off. Documents
/// written here, frames by hand.
@Suite struct DefaultCanvasImportTests {
  /// Each recipe's text of `text` imported with `options`.
  static func recipeTexts(_ text: String, name: String, options: ImportOptions) throws -> [String] {
    try ImportSupport.importDocument(text: text, name: name, options: options).recipes.map(\.text)
  }

  /// A xib's top-level view of Xcode 14 without a device (`EmptyArrangedLabelImportTests.xib`):
  /// the default import writes the canvas's `scene 320 x 200`, and its empty arranged labels get
  /// the canvas's 50 x 50 as with `--device canvas` (before, the default import gave them UIKit's
  /// 0 x 0 under the same scene line). On the iPhone 8 (`--device`) they keep 0 x 0.
  @Test func aDevicelessXibViewImportsAsOnTheCanvas() throws {
    let xib = EmptyArrangedLabelImportTests.xib
    let automatic = try Self.recipeTexts(xib, name: "Rows.xib", options: ImportOptions())
    let canvas = try Self.recipeTexts(xib, name: "Rows.xib", options: ImportSupport.canvas)
    #expect(automatic.count == 1)
    #expect(automatic == canvas)
    #expect(automatic.first?.contains("scene 320 x 200") == true, "\(automatic)")
    let result = try ImportSupport.importDocument(text: xib, name: "Rows.xib", options: ImportOptions())
    let frames = try ImportSupport.solvedFirst(result).framesByIBID
    // The column: the 10-high bar, 8, the empty title 50 high (IB's stored frame).
    #expect(frames["title"] == Rect(x: 0, y: 18, width: 320, height: 50))
    #expect(frames["badge"] == Rect(x: 40, y: 100, width: 50, height: 50))
    let device = try ImportSupport.importDocument(
      text: xib, name: "Rows.xib", options: ImportOptions(scene: .device(.iPhone8)))
    #expect(try ImportSupport.solvedFirst(device).framesByIBID["badge"]?.width == 0)
  }

  /// A controller of Xcode 8 (12118) on `retina3_5` (the 3.5-inch screen, not catalogued), 320 x
  /// 480 under the status bar, with a header from the root's top margin and a footer to its
  /// bottom margin. Both imports write the canvas's scene; the canvas of Xcode 8 gives the root
  /// margins no bar (`rootMarginsBeforeSafeArea`), so the header is at y 0 and the footer at
  /// 480 - 50 = 430 in both (before, the default import put the status bar's 20 in the top margin:
  /// the header at 20).
  static func uncatalogued(device: String) -> String {
    IBFixtureDocument(
      toolsVersion: "12118", device: device,
      scenes: [
        .controller(
          layoutGuides: true,
          root: IBFixtureRoot(
            width: 320, height: 480,
            subviews: """
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="header">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
              </view>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="footer">
                  <rect key="frame" x="0.0" y="430" width="320" height="50"/>
              </view>
              """,
            constraints: """
              <constraint firstItem="header" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="h-top"/>
              <constraint firstItem="header" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="h-l"/>
              <constraint firstAttribute="trailing" secondItem="header" secondAttribute="trailing" id="h-r"/>
              <constraint firstItem="header" firstAttribute="height" constant="100" id="h-h"/>
              <constraint firstAttribute="bottomMargin" secondItem="footer" secondAttribute="bottom" id="f-b"/>
              <constraint firstItem="footer" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="f-l"/>
              <constraint firstAttribute="trailing" secondItem="footer" secondAttribute="trailing" id="f-r"/>
              <constraint firstItem="footer" firstAttribute="height" constant="50" id="f-h"/>
              """))
      ]
    ).storyboard
  }

  @Test func anUncataloguedDeviceImportsAsOnTheCanvas() throws {
    let text = Self.uncatalogued(device: "retina3_5")
    let automatic = try Self.recipeTexts(text, name: "Small.storyboard", options: ImportOptions())
    let canvas = try Self.recipeTexts(text, name: "Small.storyboard", options: ImportSupport.canvas)
    #expect(automatic.count == 1)
    #expect(automatic == canvas)
    #expect(automatic.first?.contains("insetsLayoutMarginsFromSafeArea false") == true, "\(automatic)")
    let result = try ImportSupport.importDocument(
      text: text, name: "Small.storyboard", options: ImportOptions())
    let frames = try ImportSupport.solvedFirst(result).framesByIBID
    #expect(frames["header"] == Rect(x: 0, y: 0, width: 320, height: 100))
    #expect(frames["footer"] == Rect(x: 0, y: 430, width: 320, height: 50))
  }

  /// The same controller on `retina4_0` (catalogued: the iPhone SE, 320 x 568): the default
  /// import lays it out on that device, UIKit's run time (iOS 11 on), whose root insets its top
  /// margin by the status bar's 20 [DOC: UIView `insetsLayoutMarginsFromSafeArea`]: the header
  /// at y 20; the canvas import keeps IB's Xcode 8 margins, the header at 0. The two recipes
  /// differ: a device's scene is not the canvas.
  @Test func aCataloguedDeviceKeepsUIKitsMargins() throws {
    let text = Self.uncatalogued(device: "retina4_0")
    let automatic = try ImportSupport.importDocument(
      text: text, name: "SE.storyboard", options: ImportOptions())
    let recipe = try #require(automatic.recipes.first)
    #expect(recipe.text.contains("device \"iPhone SE\""), "\(recipe.text)")
    #expect(!recipe.text.contains("insetsLayoutMarginsFromSafeArea false"), "\(recipe.text)")
    #expect(try ImportSupport.solved(recipe).framesByIBID["header"]?.minY == 20)
    let canvas = try ImportSupport.importDocument(text: text, name: "SE.storyboard")
    #expect(try ImportSupport.solvedFirst(canvas).framesByIBID["header"]?.minY == 0)
  }
}
