import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A xib's top-level view is the root of the screen Interface Builder simulates for it (issue 22),
/// so constraints to its safe area guide are constraints to the recipe's Safe Area, as a view
/// controller root's are [DOC: UIView safeAreaLayoutGuide]. They were left out with a warning
/// ("refers to the safe area of the cell"), leaving the views pinned to it ambiguous.
/// IB places the view at the screen's top left at its own size: its safe area is the part of the
/// device's insets it overlaps, its layout margins keep the device's full insets
/// (`SceneConverter.topLevelViewInsets`). `XibSafeArea.xib`'s frames are derived by hand (its
/// comment).
@Suite struct XibSafeAreaImportTests {
  /// The fixture with its top-level view resized to `width` x `height` (its stored frames are then
  /// not the layout's; the tests that resize compare solved frames only).
  static func resized(width: Int, height: Int) throws -> Data {
    var text = String(decoding: try ImportSupport.fixture("XibSafeArea.xib"), as: UTF8.self)
    text = text.replacingOccurrences(
      of: #"<rect key="frame" x="0.0" y="0.0" width="300" height="200"/>"#,
      with: #"<rect key="frame" x="0.0" y="0.0" width="\#(width)" height="\#(height)"/>"#)
    return Data(text.utf8)
  }

  /// 300 x 200 on retina6_1 (Xcode 12: the device's insets 44 and 34): the safe area is what the
  /// view overlaps, 44 at the top and 0 at the bottom, so the box is at (10, 52), 280 x 142; the
  /// margins keep 44 and 34 (16 at the sides), so the margin box is at (16, 44), 268 x 122. No
  /// constraint is left out, and both are at the frames stored in the file.
  @Test func topLevelViewSafeAreaIsTheScenes() throws {
    let scene = try ImportSupport.solvedFixture("XibSafeArea.xib", variant: .canvas)
    #expect(!scene.text.contains("safe area of"), "\(scene.text)")
    #expect(scene.text.contains("Box.Top = Safe Area.Top + 8"), "\(scene.text)")
    #expect(scene.text.contains("\nscene 300 x 200 scale 2 safeAreaInsets 44 0 0 0\n"), "\(scene.text)")
    let frames = scene.framesByIBID
    #expect(frames["box"] == Rect(x: 10, y: 52, width: 280, height: 142))
    #expect(frames["marginBox"] == Rect(x: 16, y: 44, width: 268, height: 122))
    let comparison = scene.comparison()
    #expect(comparison.within == comparison.counted && comparison.counted == 2, "\(comparison.differences)")
  }

  /// From Xcode 15 on (`SceneConverter.fullBottomInsetTools`) IB's canvas gives the view the
  /// device's full bottom inset, 34, however far it is from the screen's bottom (entourage's
  /// MJNavBackView.xib in /work/unseen-g, simplenote's BannerView.xib in /work/unseen-b). Saved
  /// by 23504 (Xcode 15.3; retina6_1's status bar 48 since Xcode 14): safe area 48 at the top
  /// (the overlap) and 34 at the bottom, so the box is at (10, 48 + 8 = 56), 280 x (200 - 34 -
  /// 6 - 56 = 104); the margin box, from the device's full insets as before, at (16, 48), 268 x
  /// (200 - 48 - 34 = 118). Saved by 21701 (Xcode 14.3) the bottom is still the overlap, 0: the
  /// box 200 - 6 - 56 = 138 high.
  @Test func xcode15GivesTheFullBottomInset() throws {
    let xcode15 = try ImportSupport.solvedDocument(
      text: try ImportSupport.fixtureText("XibSafeArea.xib", toolsVersion: "23504"), name: "XibSafeArea.xib",
      variant: .canvas)
    #expect(xcode15.text.contains("safeAreaInsets 48 0 34 0"), "\(xcode15.text)")
    #expect(xcode15.framesByIBID["box"] == Rect(x: 10, y: 56, width: 280, height: 104))
    #expect(xcode15.framesByIBID["marginBox"] == Rect(x: 16, y: 48, width: 268, height: 118))
    let xcode14 = try ImportSupport.solvedDocument(
      text: try ImportSupport.fixtureText("XibSafeArea.xib", toolsVersion: "21701"), name: "XibSafeArea.xib",
      variant: .canvas)
    #expect(xcode14.text.contains("safeAreaInsets 48 0 0 0"), "\(xcode14.text)")
    #expect(xcode14.framesByIBID["box"] == Rect(x: 10, y: 56, width: 280, height: 138))
  }

  /// A view that reaches into the home indicator's strip overlaps part of it: 300 x 880 ends 18
  /// below 896 - 34 = 862, so its safe area's bottom inset is 18 (the box ends at 880 - 18 - 6 =
  /// 856) while its margins keep 34 (the margin box ends at 880 - 34 = 846).
  @Test func aTallerViewOverlapsPartOfTheHomeIndicator() throws {
    let scene = try ImportSupport.solvedDocument(
      try Self.resized(width: 300, height: 880), name: "XibSafeArea.xib", variant: .canvas)
    #expect(scene.text.contains("safeAreaInsets 44 0 18 0"), "\(scene.text)")
    let frames = scene.framesByIBID
    #expect(frames["box"] == Rect(x: 10, y: 52, width: 280, height: 804))
    #expect(frames["marginBox"] == Rect(x: 16, y: 44, width: 268, height: 802))
  }

  /// A view the size of the screen (414 x 896) has the device's insets in both, as a view
  /// controller's root does: the recipe says so with its safe area alone (no margins line), the
  /// box at (10, 52) 394 x (896 - 34 - 6 - 52 = 804), the margin box at (20, 44) 374 x 818 (20 at
  /// the sides of a 414-point phone).
  @Test func aScreenSizedViewKeepsTheDevicesInsets() throws {
    let scene = try ImportSupport.solvedDocument(
      try Self.resized(width: 414, height: 896), name: "XibSafeArea.xib", variant: .canvas)
    #expect(scene.text.contains("safeAreaInsets 44 0 34 0"), "\(scene.text)")
    #expect(!scene.text.contains("superview margins"), "\(scene.text)")
    let frames = scene.framesByIBID
    #expect(frames["box"] == Rect(x: 10, y: 52, width: 394, height: 804))
    #expect(frames["marginBox"] == Rect(x: 20, y: 44, width: 374, height: 818))
  }

  /// On a notched phone's landscape canvas the view keeps the portrait screen's insets, in full
  /// (`SceneConverter.landscapePortraitInsets`; utm-VMDisplayMetalViewInputAccessory.xib, Xcode
  /// 14.1, stores its stack 8 inside the safe area's leading edge at x 8 and 4 above its bottom
  /// at 68 - 34 - 4). retina6_1's portrait insets in this Xcode 12 fixture: 44 at the top, none
  /// at the sides, 34 at the bottom, where the landscape screen would give 44 at the left and
  /// the overlap 0 at the bottom. The box: (0 + 10, 44 + 8) = (10, 52), 300 - 10 - 10 = 280
  /// wide, ending at 200 - 34 - 6 = 160: 108 high. The margin box: the same insets plus the
  /// regular width's 20 at the sides (retina6_1 is regular in landscape): (20, 44), 260 x
  /// (200 - 44 - 34 = 122).
  @Test func inLandscapeTheViewKeepsThePortraitInsets() throws {
    let text = try ImportSupport.fixtureText("XibSafeArea.xib")
      .replacingOccurrences(of: #"orientation="portrait""#, with: #"orientation="landscape""#)
    let scene = try ImportSupport.solvedDocument(text: text, name: "XibSafeArea.xib", variant: .canvas)
    #expect(scene.text.contains("safeAreaInsets 44 0 34 0"), "\(scene.text)")
    let frames = scene.framesByIBID
    #expect(frames["box"] == Rect(x: 10, y: 52, width: 280, height: 108))
    #expect(frames["marginBox"] == Rect(x: 20, y: 44, width: 260, height: 122))
  }

  /// A view whose margins do not follow the safe area (`insetsLayoutMarginsFromSafeArea="NO"`)
  /// keeps its own margins from its edges (0 at the top and bottom, 16 at the sides): the margin
  /// box fills the view's height, (16, 0) 268 x 200; the safe-area box is unchanged.
  @Test func marginsOffTheSafeAreaIgnoreTheDevicesInsets() throws {
    var text = String(decoding: try ImportSupport.fixture("XibSafeArea.xib"), as: UTF8.self)
    text = text.replacingOccurrences(
      of: #"<view contentMode="scaleToFill" id="root""#,
      with: #"<view contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="root""#)
    let scene = try ImportSupport.solvedDocument(text: text, name: "XibSafeArea.xib", variant: .canvas)
    #expect(!scene.text.contains("IB's canvas: the device's insets in the margins"), "\(scene.text)")
    let frames = scene.framesByIBID
    #expect(frames["box"] == Rect(x: 10, y: 52, width: 280, height: 142))
    #expect(frames["marginBox"] == Rect(x: 16, y: 0, width: 268, height: 200))
  }

  /// Without a device (IB's Any/Any canvas) the view is no simulated screen's root: nothing covers
  /// it, so its safe area is its bounds (`SceneConverter.isRootOfNoDeviceCanvas`, read from the
  /// stored frames of muun-RecoveryView.xib, whose card is pinned to such a guide on all four
  /// sides and stored filling its 272 x 124 view). The box, pinned 8, 10, 10 and 6 inside the
  /// guide, is at (10, 8), 300 - 20 = 280 wide and 200 - 8 - 6 = 186 high, and no constraint is
  /// left out. (Its constraints were left out with a warning before, leaving the box ambiguous.)
  @Test func withoutADeviceTheGuideIsTheViewsBounds() throws {
    var text = String(decoding: try ImportSupport.fixture("XibSafeArea.xib"), as: UTF8.self)
    text = text.replacingOccurrences(
      of: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#, with: "")
    let result = try ImportSupport.importDocument(text: text, name: "XibSafeArea.xib")
    let recipe = try #require(result.recipes.first)
    #expect(!recipe.text.contains("refers to the safe area of"), "\(recipe.text)")
    #expect(!result.warnings.contains { $0.message.contains("safe area") }, "\(result.warnings)")
    #expect(recipe.text.contains("Box.Top = Superview.Top + 8"), "\(recipe.text)")
    #expect(!recipe.text.contains("Safe Area."), "\(recipe.text)")
    let solved = try ImportSupport.solved(recipe, variant: .canvas)
    #expect(solved.framesByIBID["box"] == Rect(x: 10, y: 8, width: 280, height: 186), "\(recipe.text)")
  }
  /// A root whose own guide is unchecked (no `<viewLayoutGuide key="safeArea">` on it) keeps the
  /// screen's safe area, and a subview's guide is the overlap of the subview with it, as under
  /// any screen's root (`SceneConverter.rootHasSafeArea`, read from the stored frames of
  /// zebra-ZBPackageViewController.xib). The fixture without the root's guide, its box pinned to
  /// the root's edges (10, 8, 10, 6: at (10, 8), 280 x 186), and in the box a 20 x 20 pin at its
  /// guide's top and leading: the box's safe area starts at the Safe Area's top, 44 (the box
  /// starts at 8), and at the box's leading, 10 (no inset at the sides), so the pin is at (10,
  /// 44). Before, the pin's two constraints were left out with a warning.
  @Test func aRootWithoutItsOwnGuideKeepsTheScreensSafeArea() throws {
    var text = String(decoding: try ImportSupport.fixture("XibSafeArea.xib"), as: UTF8.self)
    text = text.replacingOccurrences(of: #"<viewLayoutGuide key="safeArea" id="safe"/>"#, with: "")
    text = text.replacingOccurrences(of: #"Item="safe""#, with: #"Item="root""#)
    text = text.replacingOccurrences(
      of: """
        <rect key="frame" x="10" y="52" width="280" height="142"/>
                        </view>
        """,
      with: """
        <rect key="frame" x="10" y="8" width="280" height="186"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pin" userLabel="Pin">
                                    <rect key="frame" x="0.0" y="36" width="20" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="20" id="pin-w"/>
                                        <constraint firstAttribute="height" constant="20" id="pin-h"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="box-safe"/>
                            <constraints>
                                <constraint firstItem="pin" firstAttribute="top" secondItem="box-safe" secondAttribute="top" id="pin-t"/>
                                <constraint firstItem="pin" firstAttribute="leading" secondItem="box-safe" secondAttribute="leading" id="pin-l"/>
                            </constraints>
                        </view>
        """)
    #expect(text.contains(#"id="box-safe""#), "the fixture changed: \(text)")
    let result = try ImportSupport.importDocument(text: text, name: "XibSafeArea.xib")
    let recipe = try #require(result.recipes.first)
    #expect(!result.warnings.contains { $0.message.contains("safe area") }, "\(result.warnings)")
    let solved = try ImportSupport.solved(recipe, variant: .canvas)
    #expect(solved.framesByIBID["box"] == Rect(x: 10, y: 8, width: 280, height: 186), "\(recipe.text)")
    #expect(solved.framesByIBID["pin"] == Rect(x: 10, y: 44, width: 20, height: 20), "\(recipe.text)")
  }

  /// A xib's File's Owner's `view` without simulated bars is laid out as any top-level view of a
  /// xib (`SceneConverter.isXibOwnerRootOfDeviceCanvas`): nothing presents a xib's view, so a
  /// root 838 = 896 - 48 - 10 high (a storyboard page sheet's height) is still the screen's root
  /// at its top left. `XibOwnerSafeArea.xib` (22154, Xcode 15, retina6_1): safe area 48 at the
  /// top (the overlap) and the full 34 at the bottom, so the scroll view pinned to it is at (0,
  /// 48), 414 x (838 - 48 - 34 = 756) and the box at (10, 48 + 8 = 56), the frames stored in the
  /// file. Saved by 21701 (Xcode 14.3) the bottom is the overlap, 0: the scroll view 838 - 48 =
  /// 790 high. Before, the page sheet's placement put the safe area's top at the root's top.
  @Test func aXibOwnersViewIsTheScreensRootToo() throws {
    let scene = try ImportSupport.solvedFixture("XibOwnerSafeArea.xib", variant: .canvas)
    #expect(scene.text.contains("\nscene 414 x 838 scale 2 safeAreaInsets 48 0 34 0\n"), "\(scene.text)")
    #expect(scene.framesByIBID["scroll"] == Rect(x: 0, y: 48, width: 414, height: 756))
    #expect(scene.framesByIBID["box"] == Rect(x: 10, y: 56, width: 50, height: 20))
    let comparison = scene.comparison()
    #expect(comparison.within == comparison.counted && comparison.counted == 2, "\(comparison.differences)")
    let xcode14 = try ImportSupport.solvedFixture(
      "XibOwnerSafeArea.xib", toolsVersion: "21701", variant: .canvas)
    #expect(xcode14.text.contains("safeAreaInsets 48 0 0 0"), "\(xcode14.text)")
    #expect(xcode14.framesByIBID["scroll"] == Rect(x: 0, y: 48, width: 414, height: 790))
  }
}
