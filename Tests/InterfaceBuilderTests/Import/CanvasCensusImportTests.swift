import Foundation
import InterfaceBuilder
import Layout
import Testing

/// The canvas rules of session 36's census of root frames (docs/interface-builder.md, "Roots
/// against the device table (session 36, canvas36)"): Xcode 13's ipad7_9 is the iPad mini (6th
/// generation), the Any/Any canvas of Xcode 11 to 14.2 has no status bar, Xcode 9 and 10 draw
/// none over a xib's top-level view on a phone with a home button, and a tab bar held to a
/// notched phone's bottom reaches under the home indicator. Every expected frame is derived by
/// hand in the test's comment from the device's insets and the fixture's constraints.
@Suite struct CanvasCensusImportTests {
  /// The Pinned scene of `CanvasSafeAreaImportTests` (Top pinned to the safe area's top, Bottom to
  /// its bottom, both 100 x 50 at the leading edge) in a document without `<device>`.
  static func noDeviceDocument(tools: String, width: Double, height: Double) -> Data {
    let pinned = CanvasSafeAreaImportTests.pinnedScene(width: width, height: height)
    let text = IBFixtureDocument(toolsVersion: tools, device: nil, useSafeAreas: true, scenes: [pinned])
      .storyboard
    return Data(text.utf8)
  }

  /// Xcode 13 (20037) names the 744 x 1133 iPad mini (6th generation) ipad7_9, a rounded iPad: a
  /// root stored 744 x 1133 has its status bar 24 and home indicator 20 (semomun-StartLogin):
  /// Top at (0, 24); Bottom ends at 1133 - 20 = 1113, starts at 1063. A root stored at the older
  /// mini's 768 x 1024 keeps that iPad's 20 and no home indicator: Top at (0, 20), Bottom at
  /// (0, 1024 - 50 = 974). Before, the later root was read on the 1024-point screen: its bottom
  /// inset 1133 - 1024 = 109, Top at 20.
  @Test func ipad7_9StoredAtTheMini6Size() throws {
    let mini6 = try CanvasSafeAreaImportTests.pinned(
      DeviceCanvasImportTests.document(
        tools: "20037", device: "ipad7_9", orientation: "portrait", width: 744, height: 1133))
    CanvasSafeAreaImportTests.expectPinned(mini6, top: 24, bottom: 20, bottomBoxY: 1063)
    let mini5 = try CanvasSafeAreaImportTests.pinned(
      DeviceCanvasImportTests.document(
        tools: "20037", device: "ipad7_9", orientation: "portrait", width: 768, height: 1024))
    CanvasSafeAreaImportTests.expectPinned(mini5, top: 20, bottom: 0, bottomBoxY: 974)
  }

  /// The Any/Any canvas (no `<device>`) of Xcode 11 to 14.2 draws no status bar, as that Xcode's
  /// phones with a home button (semomun's phone storyboards, 20037; gomap-Height, 18122): on a
  /// 600 x 600 root saved by 20037, Top at (0, 0) and Bottom at (0, 550). Saved by Xcode 9
  /// (14109) or Xcode 14.3 (21701) the canvas keeps its 20: Top at (0, 20); Bottom at 550 still.
  @Test func anyAnyCanvasOfXcode11To14_2HasNoStatusBar() throws {
    let xcode13 = try CanvasSafeAreaImportTests.pinned(
      Self.noDeviceDocument(tools: "20037", width: 600, height: 600))
    CanvasSafeAreaImportTests.expectPinned(xcode13, top: 0, bottom: 0, bottomBoxY: 550)
    for tools in ["14109", "21701"] {
      let other = try CanvasSafeAreaImportTests.pinned(
        Self.noDeviceDocument(tools: tools, width: 600, height: 600))
      CanvasSafeAreaImportTests.expectPinned(other, top: 20, bottom: 0, bottomBoxY: 550, context: tools)
    }
  }

  /// `XibSafeArea.xib` (a 300 x 200 top-level view, Box pinned 8 below its safe area's top, 10
  /// inside its sides and 6 above its bottom; Margin Box pinned to its margins) on a retina4_7
  /// canvas saved by `tools`.
  static func homeButtonXib(tools: String, owner: Bool = false) throws -> ImportSupport.SolvedScene {
    var text = try ImportSupport.fixtureText("XibSafeArea.xib", toolsVersion: tools)
    text = text.replacingOccurrences(of: #"<device id="retina6_1""#, with: #"<device id="retina4_7""#)
    if owner {
      // The File's Owner's `view` outlet: the view is a view controller's root.
      text = text.replacingOccurrences(
        of: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#,
        with: """
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
              <connections>
                  <outlet property="view" destination="root" id="owner-view"/>
              </connections>
          </placeholder>
          """)
    }
    return try ImportSupport.solvedDocument(text: text, name: "XibSafeArea.xib", variant: .canvas)
  }

  /// Xcode 10 (14460) on a phone with a home button (retina4_7) draws no status bar over a xib's
  /// top-level view (septa's four views, pia-SubscriptionTile, inat, habitica, twiliovideo,
  /// tokend, phonenumberkit: 7 apps): its safe area and margins start at its top, so Box is at
  /// (10, 8), 280 x (200 - 8 - 6 = 186), and Margin Box at (16, 0), 268 x 200 (the compact-width
  /// root's 16 at the sides, nothing at the top or bottom of a home-button phone). Before, the
  /// status bar's 20 overlapped it: Box at (10, 28), 166 high. The File's Owner's `view` (a view
  /// controller's root, confidant's and edx's controllers of the same versions) keeps the 20:
  /// Box at (10, 28), 280 x 166. Xcode 11 (15702) has no status bar on such a phone at all: Box
  /// at (10, 8) for the owner's view too.
  @Test func xcode10TopLevelViewOnAHomeButtonPhone() throws {
    let view = try Self.homeButtonXib(tools: "14460")
    #expect(view.text.contains("safeAreaInsets 0 0 0 0"), "\(view.text)")
    #expect(view.framesByIBID["box"] == Rect(x: 10, y: 8, width: 280, height: 186))
    #expect(view.framesByIBID["marginBox"] == Rect(x: 16, y: 0, width: 268, height: 200))
    let owner = try Self.homeButtonXib(tools: "14460", owner: true)
    #expect(owner.framesByIBID["box"] == Rect(x: 10, y: 28, width: 280, height: 166), "\(owner.text)")
    let xcode11 = try Self.homeButtonXib(tools: "15702", owner: true)
    #expect(xcode11.framesByIBID["box"] == Rect(x: 10, y: 8, width: 280, height: 186), "\(xcode11.text)")
  }

  /// A top-level view wider than the screen has the device's full bottom inset before Xcode 15
  /// too (canvas-GradeStatisticGraphView, zotero-CollectionCellContentView): `XibSafeArea.xib`
  /// (Xcode 12, retina6_1: 44 and 34 on a 414-point screen) 500 x 200 has the overlap's 44 at the
  /// top and the full 34 at the bottom, so Box is at (10, 52), 480 x (200 - 52 - 6 - 34 = 108).
  /// At 300 x 200 (narrower than the screen) the bottom stays the overlap, 0: Box 142 high.
  @Test func wideTopLevelViewHasTheFullBottomInset() throws {
    let wide = try ImportSupport.solvedDocument(
      try XibSafeAreaImportTests.resized(width: 500, height: 200), name: "XibSafeArea.xib", variant: .canvas)
    #expect(wide.text.contains("safeAreaInsets 44 0 34 0"), "\(wide.text)")
    #expect(wide.framesByIBID["box"] == Rect(x: 10, y: 52, width: 480, height: 108))
    let narrow = try ImportSupport.solvedDocument(
      try XibSafeAreaImportTests.resized(width: 300, height: 200), name: "XibSafeArea.xib", variant: .canvas)
    #expect(narrow.framesByIBID["box"] == Rect(x: 10, y: 52, width: 280, height: 142), "\(narrow.text)")
  }

  /// A xib's full-screen view with a tab bar held by its sides and `bottom` on `device` (`width` x
  /// `height`), saved by Xcode 9 (13528), the tab bar stored where a 49-point bar at the root's
  /// bottom would be.
  static func tabBarDocument(device: String, width: Double, height: Double, bottom: String) -> String {
    let view = IBFixtureScene.view(
      IBFixtureRoot(
        width: width, height: height, safeArea: true,
        subviews: """
          <tabBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
              <rect key="frame" x="0.0" y="\(IBFixtureRoot.number(height - 49))" width="\(IBFixtureRoot.number(width))" height="49"/>
          </tabBar>
          """,
        constraints: """
          <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t1"/>
          <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="t2"/>
          <constraint firstItem="\(bottom)" firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" id="t3"/>
          """))
    return IBFixtureDocument(toolsVersion: "13528", device: device, useSafeAreas: true, scenes: [view]).xib
  }

  /// A tab bar held to the root's bottom on a notched phone (retina5_9, 375 x 812) covers the
  /// home indicator: 49 + 34 = 83 high at y 812 - 83 = 729 (trolley-LaunchScreen.xib's stored
  /// frame). Held to the safe area's bottom it is 49 high above the home indicator: y 812 - 34 -
  /// 49 = 729. On a phone with a home button (retina4_7, 375 x 667) it is 49 at y 618. Before,
  /// the root-held bar was 49 high at y 763.
  @Test func tabBarAtANotchedPhonesBottom() throws {
    let notched = try ImportSupport.solvedDocument(
      text: Self.tabBarDocument(device: "retina5_9", width: 375, height: 812, bottom: "root"),
      name: "TabBar.xib",
      variant: .canvas)
    #expect(notched.framesByIBID["bar"] == Rect(x: 0, y: 729, width: 375, height: 83), "\(notched.text)")
    let aboveSafeArea = try ImportSupport.solvedDocument(
      text: Self.tabBarDocument(device: "retina5_9", width: 375, height: 812, bottom: "safe"),
      name: "TabBar.xib",
      variant: .canvas)
    #expect(
      aboveSafeArea.framesByIBID["bar"] == Rect(x: 0, y: 729, width: 375, height: 49), "\(aboveSafeArea.text)"
    )
    let homeButton = try ImportSupport.solvedDocument(
      text: Self.tabBarDocument(device: "retina4_7", width: 375, height: 667, bottom: "root"),
      name: "TabBar.xib",
      variant: .canvas)
    #expect(
      homeButton.framesByIBID["bar"] == Rect(x: 0, y: 618, width: 375, height: 49), "\(homeButton.text)")
  }
}
