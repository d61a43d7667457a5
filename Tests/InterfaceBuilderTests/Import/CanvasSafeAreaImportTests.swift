import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// Where IB's canvas puts a controller's safe area besides the device's status bar and the bars
/// it infers (issue 22, cause 1): the navigation bar its navigation controller stored, Xcode 11's
/// phones with a home button (no status bar), a freeform simulated size, a freeform page sheet and
/// Status Bar: None. Each document is written here with boxes pinned to the safe area's top and
/// bottom; their frames are derived by hand in each test's comment. The shared files' frames are
/// IB's own.
@Suite struct CanvasSafeAreaImportTests {
  /// A storyboard of `tools` on `device` whose controller `vc` (its `extra` elements after the
  /// view: simulated metrics, a freeform size) has a root `width` x `height` with Top pinned to
  /// the safe area's top and Bottom to its bottom, both 100 x 50; `before` holds scenes before it.
  static func document(
    tools: String, device: String, width: Double, height: Double, extra: String = "",
    before: [IBFixtureScene] = [],
    orientation: String = "portrait"
  ) -> Data {
    let pinned = pinnedScene(width: width, height: height, extra: extra)
    let text = IBFixtureDocument(
      toolsVersion: tools, device: device, orientation: orientation, useSafeAreas: true,
      scenes: before + [pinned]
    ).storyboard
    return Data(text.utf8)
  }

  /// The Pinned scene: a root `width` x `height` with Top pinned to the safe area's top and Bottom
  /// to its bottom, both 100 x 50 at the leading edge; `extra` holds its simulated metrics.
  static func pinnedScene(width: Double, height: Double, extra: String = "") -> IBFixtureScene {
    IBFixtureScene.controller(
      sceneID: "s-vc", attributes: #"userLabel="Pinned""#,
      root: IBFixtureRoot(
        width: width, height: height, safeArea: true,
        subviews: """
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top" userLabel="Top">
              <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
          </view>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bottom" userLabel="Bottom">
              <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
          </view>
          """,
        constraints: """
          <constraint firstItem="top" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
          <constraint firstItem="top" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c2"/>
          <constraint firstItem="top" firstAttribute="width" constant="100" id="c3"/>
          <constraint firstItem="top" firstAttribute="height" constant="50" id="c4"/>
          <constraint firstItem="safe" firstAttribute="bottom" secondItem="bottom" secondAttribute="bottom" id="c5"/>
          <constraint firstItem="bottom" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c6"/>
          <constraint firstItem="bottom" firstAttribute="width" constant="100" id="c7"/>
          <constraint firstItem="bottom" firstAttribute="height" constant="50" id="c8"/>
          """),
      metrics: extra)
  }

  /// The safe-area insets and the Top and Bottom boxes' frames of the Pinned scene on IB's canvas.
  static func pinned(_ data: Data) throws -> (insets: EdgeInsets, top: Rect?, bottom: Rect?, text: String) {
    let result = try ImportSupport.importDocument(data, name: "Canvas.storyboard")
    let recipe = try #require(result.recipes.first { $0.text.contains(#"id "top""#) })
    let scene = try ImportSupport.solved(recipe, variant: .canvas)
    let frames = scene.framesByIBID
    return (scene.variant.scene.safeAreaInsets, frames["top"], frames["bottom"], recipe.text)
  }

  /// Expects the Pinned scene (`pinned(_:)`) to have the safe-area insets `top` and `bottom`, Top
  /// (pinned to the safe area's top) at y `top` and Bottom at y `bottomBoxY`, both at x 0 and
  /// 100 x 50; `context` starts each failure's message.
  static func expectPinned(
    _ scene: (insets: EdgeInsets, top: Rect?, bottom: Rect?, text: String), top: Double, bottom: Double,
    bottomBoxY: Double, context: String = "", sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    #expect(
      scene.insets == EdgeInsets(top: top, left: 0, bottom: bottom, right: 0), "\(context) \(scene.text)",
      sourceLocation: sourceLocation)
    #expect(
      scene.top == Rect(x: 0, y: top, width: 100, height: 50), "\(context)", sourceLocation: sourceLocation)
    #expect(
      scene.bottom == Rect(x: 0, y: bottomBoxY, width: 100, height: 50), "\(context)",
      sourceLocation: sourceLocation)
  }

  /// A navigation controller stores its bar where IB drew it: here at y 118, 54 high, on an
  /// iPhone 15 canvas of Xcode 26 (its insets doubled: status bar 2 x 59; a standard bar 44 would
  /// end at 162). Its root's safe area starts at 118 + 54 = 172: Top at (0, 172). The bottom is the
  /// home indicator's, doubled too: 852 - 68 - 50 = 734 for Bottom. A controller with its own
  /// prompted bar is not under the stored bar: Xcode 26's bar is 54 (`IBCanvas.barHeights`) and
  /// the prompt adds its 30, 118 + 84 = 202 (192 with the 44-point bar of earlier Xcodes).
  @Test func storedNavigationBar() throws {
    let navigation = [IBFixtureScene.navigationController(barY: 118, barWidth: 393, barHeight: 54)]
    let data = Self.document(
      tools: "25094", device: "retina6_12", width: 393, height: 852, before: navigation)
    let scene = try Self.pinned(data)
    Self.expectPinned(scene, top: 172, bottom: 68, bottomBoxY: 734)

    let prompted = Self.document(
      tools: "25094", device: "retina6_12", width: 393, height: 852,
      extra: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="YES"/>"#,
      before: navigation)
    #expect(try Self.pinned(prompted).insets.top == 202)
  }

  /// A show segue from a table's cell (not the controller's own connections) keeps the navigation
  /// bar: the Pinned controller, shown from the cell of a navigation controller's root table, is
  /// under its bar, 20 + 44 = 64 on an iPhone 8 of Xcode 10 (Top at (0, 64)); before, 20.
  @Test func showSegueFromACell() throws {
    let navigation: [IBFixtureScene] = [
      .navigationController(root: "list", barY: 20, barWidth: 375, barHeight: 44),
      .xml(
        """
        <scene sceneID="s-list">
            <objects>
                <tableViewController id="list" sceneMemberID="viewController">
                    <tableView key="view" contentMode="scaleToFill" dataMode="prototypes" rowHeight="-1" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <prototypes>
                            <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" id="row">
                                <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="row" id="row-content">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                </tableViewCellContentView>
                                <connections>
                                    <segue destination="vc" kind="show" id="show"/>
                                </connections>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </tableViewController>
            </objects>
        </scene>
        """),
    ]
    let scene = try Self.pinned(
      Self.document(tools: "14490.70", device: "retina4_7", width: 375, height: 667, before: navigation))
    #expect(scene.insets == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0), "\(scene.text)")
    #expect(scene.top == Rect(x: 0, y: 64, width: 100, height: 50))
  }

  /// A navigation controller presented as a page sheet stores its bar at the sheet's top, y 0, 56
  /// high; its root, 812 - 44 - 10 = 758 high on an iPhone X canvas, is the sheet (drawn 54 below
  /// the screen's top) under that bar: the safe area starts at 56 and ends 34 (the home
  /// indicator) above the root's bottom, Top at (0, 56) and Bottom at (0, 758 - 34 - 50 = 674).
  @Test func pageSheetUnderItsNavigationBar() throws {
    let navigation = [IBFixtureScene.navigationController(barY: 0, barWidth: 375, barHeight: 56)]
    let scene = try Self.pinned(
      Self.document(tools: "15505", device: "retina5_9", width: 375, height: 758, before: navigation))
    Self.expectPinned(scene, top: 56, bottom: 34, bottomBoxY: 674)
  }

  /// Xcode 14's iOS 16 SDK made the iPhone 11's status bar 48 (retina6_1 saved by 21225: Top at
  /// (0, 48)); Xcode 13 (20037) drew 44 (Top at (0, 44)).
  @Test func iOS16StatusBars() throws {
    for (tools, top) in [("20037", 44.0), ("21225", 48)] {
      let scene = try Self.pinned(Self.document(tools: tools, device: "retina6_1", width: 414, height: 896))
      #expect(scene.top == Rect(x: 0, y: top, width: 100, height: 50), "\(tools): \(scene.text)")
    }
  }

  /// Xcode 16.3 and 26 count a notched phone's insets twice in portrait: on an iPhone 11 canvas of
  /// 24127, Top at 2 x 48 = 96 and Bottom ending at 896 - 2 x 34 = 828 (at 778); saved by Xcode 15
  /// (22505) and by the 32700.99 builds, 48 and 862 (Bottom at 812). An iPhone 8 keeps 20.
  @Test func doubledInsets() throws {
    let doubled = try Self.pinned(Self.document(tools: "24127", device: "retina6_1", width: 414, height: 896))
    Self.expectPinned(doubled, top: 96, bottom: 68, bottomBoxY: 778)
    for tools in ["22505", "32700.99.1234"] {
      let single = try Self.pinned(Self.document(tools: tools, device: "retina6_1", width: 414, height: 896))
      #expect(single.top == Rect(x: 0, y: 48, width: 100, height: 50), "\(tools)")
      #expect(single.bottom == Rect(x: 0, y: 812, width: 100, height: 50), "\(tools)")
    }
    let home = try Self.pinned(Self.document(tools: "24127", device: "retina4_7", width: 375, height: 667))
    #expect(home.insets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
  }

  /// Xcode 16.3 and 26 add a notched phone's portrait insets to its landscape ones: an iPhone 12
  /// (retina6_0: status bar 47, home indicator 34; in landscape 47 at each side and 21 at the
  /// bottom) turned to 844 x 390 has its safe area 47 from the top and the sides and 21 + 34 = 55
  /// from the bottom: Top at (47, 47), Bottom at (47, 390 - 55 - 50 = 285). Saved by Xcode 15
  /// (22505) the landscape insets alone: Top at (47, 0), Bottom at (47, 390 - 21 - 50 = 319).
  @Test func doubledInsetsInLandscape() throws {
    let doubled = try Self.pinned(
      Self.document(tools: "24412", device: "retina6_0", width: 844, height: 390, orientation: "landscape"))
    #expect(doubled.insets == EdgeInsets(top: 47, left: 47, bottom: 55, right: 47), "\(doubled.text)")
    #expect(doubled.top == Rect(x: 47, y: 47, width: 100, height: 50))
    #expect(doubled.bottom == Rect(x: 47, y: 285, width: 100, height: 50))
    let single = try Self.pinned(
      Self.document(tools: "22505", device: "retina6_0", width: 844, height: 390, orientation: "landscape"))
    #expect(single.insets == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47), "\(single.text)")
    #expect(single.top == Rect(x: 47, y: 0, width: 100, height: 50))
    #expect(single.bottom == Rect(x: 47, y: 319, width: 100, height: 50))
  }

  /// A tab bar in a phone's landscape on Xcode 26's canvas is 31 high (xdrip's Main storyboard,
  /// 24412, /work/unseen-e: its tabs' content pinned to the safe area's bottom ends at 390 - 86):
  /// the iPhone 12 turned to 844 x 390 has the landscape insets' 55 and the bar's 31 at the bottom,
  /// Bottom at (47, 390 - 86 - 50 = 254). Saved by Xcode 15 (22505) the bar keeps its 49 above the
  /// 21: Bottom at (47, 390 - 70 - 50 = 270); in portrait (24412) its 49 above the doubled 68:
  /// Bottom at (0, 844 - 117 - 50 = 677).
  @Test func tabBarInLandscapeOnXcode26() throws {
    let tabBar = #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#
    let landscape = try Self.pinned(
      Self.document(
        tools: "24412", device: "retina6_0", width: 844, height: 390, extra: tabBar, orientation: "landscape")
    )
    #expect(landscape.insets == EdgeInsets(top: 47, left: 47, bottom: 86, right: 47), "\(landscape.text)")
    #expect(landscape.bottom == Rect(x: 47, y: 254, width: 100, height: 50))
    let xcode15 = try Self.pinned(
      Self.document(
        tools: "22505", device: "retina6_0", width: 844, height: 390, extra: tabBar, orientation: "landscape")
    )
    #expect(xcode15.bottom == Rect(x: 47, y: 270, width: 100, height: 50), "\(xcode15.text)")
    let portrait = try Self.pinned(
      Self.document(tools: "24412", device: "retina6_0", width: 390, height: 844, extra: tabBar))
    #expect(portrait.bottom == Rect(x: 0, y: 677, width: 100, height: 50), "\(portrait.text)")
  }

  /// Xcode 11 and 12 draw no status bar on a rounded iPad (Jami's SIP account storyboard, 16096,
  /// /work/unseen-e): on the 12.9-inch iPad Pro's canvas (1024 x 1366) the safe area starts at the
  /// top and ends above the home indicator's 20: Top at (0, 0), Bottom at (0, 1366 - 20 - 50 =
  /// 1296). Xcode 13 (20037, monal's settings) and Xcode 10 (14490.70, Lockwise's onboarding) have
  /// the status bar's 24: Top at (0, 24).
  @Test func roundedPadWithoutStatusBarOnXcode11And12() throws {
    for tools in ["16096", "17701"] {
      let noBar = try Self.pinned(
        Self.document(tools: tools, device: "ipad12_9rounded", width: 1024, height: 1366))
      Self.expectPinned(noBar, top: 0, bottom: 20, bottomBoxY: 1296, context: "\(tools)")
    }
    for tools in ["14490.70", "20037"] {
      let bar = try Self.pinned(
        Self.document(tools: tools, device: "ipad12_9rounded", width: 1024, height: 1366))
      #expect(bar.top == Rect(x: 0, y: 24, width: 100, height: 50), "\(tools): \(bar.text)")
    }
  }

  /// A rounded iPad's status bar is not doubled by Xcode 16.3 and 26: on an iPad Air canvas
  /// (ipad10_9rounded, 820 x 1180) of 23727 the safe area starts at the status bar's 24 and ends
  /// 50 above the bottom: Top at (0, 24), Bottom at (0, 1180 - 50 - 50 = 1080). Saved by Xcode 15
  /// (22505): 24 and 20, Bottom at (0, 1110).
  @Test func roundedPadInPortraitKeepsItsStatusBar() throws {
    let doubled = try Self.pinned(
      Self.document(tools: "23727", device: "ipad10_9rounded", width: 820, height: 1180))
    Self.expectPinned(doubled, top: 24, bottom: 50, bottomBoxY: 1080)
    let single = try Self.pinned(
      Self.document(tools: "22505", device: "ipad10_9rounded", width: 820, height: 1180))
    #expect(single.top == Rect(x: 0, y: 24, width: 100, height: 50), "\(single.text)")
    #expect(single.bottom == Rect(x: 0, y: 1110, width: 100, height: 50))
  }

  /// Xcode 11 to 14.2 drew no status bar on a phone with a home button: on its iPhone 8 canvas
  /// (toolsVersion 15702) the safe area is the whole 375 x 667 root, Top at (0, 0) and Bottom at
  /// (0, 617); so on Xcode 13's (19162) and Xcode 14.0's and 14.2's (21225, 21507: the
  /// Corona-Warn-App's and WooCommerce's xibs in /work/unseen-e and -d). The same document saved by
  /// Xcode 10 (14490.70) and by Xcode 14.3 (21701) has the status bar's 20: Top at (0, 20). A
  /// notched phone of Xcode 11 keeps its 44 (iPhone X canvas).
  @Test func xcode11HomeButtonPhones() throws {
    for tools in ["19162", "21225", "21507"] {
      let noBar = try Self.pinned(Self.document(tools: tools, device: "retina4_0", width: 320, height: 568))
      #expect(noBar.top == Rect(x: 0, y: 0, width: 100, height: 50), "\(tools): \(noBar.text)")
    }
    let xcode11 = try Self.pinned(Self.document(tools: "15702", device: "retina4_7", width: 375, height: 667))
    Self.expectPinned(xcode11, top: 0, bottom: 0, bottomBoxY: 617)
    for tools in ["14490.70", "21701"] {
      let other = try Self.pinned(Self.document(tools: tools, device: "retina4_7", width: 375, height: 667))
      #expect(other.top == Rect(x: 0, y: 20, width: 100, height: 50), "\(tools)")
    }
    let notched = try Self.pinned(Self.document(tools: "15702", device: "retina5_9", width: 375, height: 812))
    #expect(notched.insets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
  }

  /// A root stored at y 0 with no bar above it, as high as a home-button phone's screen less its
  /// status bar (375 x 647 on an iPhone 8 canvas of Xcode 15 and of an Apple build,
  /// 32700.99.1234), starts below the status bar: no inset, Top at (0, 0), Bottom at
  /// (0, 647 - 50 = 597) (habitica-Social's split social controller, /work/unseen-e). Before, the
  /// root was placed at the screen's top: Top at (0, 20).
  @Test func rootBelowTheStatusBar() throws {
    for tools in ["22505", "32700.99.1234"] {
      let scene = try Self.pinned(Self.document(tools: tools, device: "retina4_7", width: 375, height: 647))
      Self.expectPinned(scene, top: 0, bottom: 0, bottomBoxY: 597, context: "\(tools)")
    }
    // A full-screen root keeps the status bar's 20.
    let full = try Self.pinned(Self.document(tools: "22505", device: "retina4_7", width: 375, height: 667))
    #expect(full.top == Rect(x: 0, y: 20, width: 100, height: 50))
  }

  /// A freeform simulated size (375 x 778 on an iPhone 11 canvas of Xcode 16) is the screen the root
  /// fills: the status bar's 48 at its top and the home indicator's 34 at its bottom. Top at
  /// (0, 48), Bottom at (0, 778 - 34 - 50 = 694). Before, the root was placed at the top of the
  /// 896-point screen, ending 84 above the home indicator: no bottom inset.
  @Test func freeformRootFillsItsScreen() throws {
    let freeform = #"<size key="freeformSize" width="375" height="778"/>"#
    let scene = try Self.pinned(
      Self.document(tools: "32700.99.1234", device: "retina6_1", width: 375, height: 778, extra: freeform))
    Self.expectPinned(scene, top: 48, bottom: 34, bottomBoxY: 694)
    // A freeform size the root was not laid out at (it is the device's 414 wide): the device's screen.
    let stale = try Self.pinned(
      Self.document(tools: "32700.99.1234", device: "retina6_1", width: 414, height: 778, extra: freeform))
    #expect(stale.insets == EdgeInsets(top: 48, left: 0, bottom: 0, right: 0))
  }

  /// A freeform controller's page sheet: stored 768 = 778 - 10 high (Xcode 14.3 on) or 720 =
  /// 778 - 48 - 10 (before), at y 0: below the status bar, without the home indicator's inset.
  /// Top at (0, 0), Bottom at (0, 768 - 50 = 718) and (0, 670).
  @Test func freeformPageSheet() throws {
    let freeform = #"<size key="freeformSize" width="375" height="778"/>"#
    for (height, bottom) in [(768.0, 718.0), (720, 670)] {
      let sheet = try Self.pinned(
        Self.document(
          tools: "32700.99.1234", device: "retina6_1", width: 375, height: height, extra: freeform))
      Self.expectPinned(sheet, top: 0, bottom: 0, bottomBoxY: bottom, context: "\(height)")
    }
  }

  /// Status Bar: None (`<nil key="simulatedStatusBarMetrics"/>`) on an iPhone 8 canvas of Xcode 10:
  /// no inset, Top at (0, 0). A notched phone keeps its sensor housing's 47 (iPhone 12 canvas).
  @Test func statusBarNone() throws {
    let none = #"<nil key="simulatedStatusBarMetrics"/>"#
    let home = try Self.pinned(
      Self.document(tools: "14490.70", device: "retina4_7", width: 375, height: 667, extra: none))
    #expect(home.top == Rect(x: 0, y: 0, width: 100, height: 50), "\(home.text)")
    let notched = try Self.pinned(
      Self.document(tools: "21225", device: "retina6_0", width: 390, height: 844, extra: none))
    #expect(notched.insets.top == 47)
  }

  /// The shared files these rules come from, at IB's stored frames: lnpopup-MapScene's mask
  /// pinned to the safe area's top under the stored bar (0, 0) 393 x 172 (103 before);
  /// skeletonview's Xcode 11 scene, 4 views 20 points high before; floatingpanel's modal sheet
  /// (7 views 48 points low before) and its detail scene's view pinned to the safe area's bottom
  /// (34 points too long before).
  @Test func sharedFiles() throws {
    let lnpopup = try ImportSupport.sharedPublicApp("lnpopup-MapScene.storyboard")
    let map = try Self.scene(lnpopup, containing: "z3u-Zt-das")
    #expect(map.frames["z3u-Zt-das"] == Rect(x: 0, y: 0, width: 393, height: 172))

    let skeleton = try ImportSupport.sharedPublicApp("skeletonview-CollectionView-Main.storyboard")
    let collection = try Self.scene(skeleton, containing: "eHI-ka-8vS")
    #expect(
      collection.comparison.within == collection.comparison.counted, "\(collection.comparison.differences)")
    #expect(collection.comparison.counted >= 4)

    let floating = try ImportSupport.sharedPublicApp("floatingpanel-Samples-Main.storyboard")
    let modal = try Self.scene(floating, containing: "sbF-Az-7sy")
    #expect(modal.frames["sbF-Az-7sy"]?.minY == 0)
    #expect(modal.frames["9p4-06-y2T"]?.minY == 88)
    #expect(modal.frames["vut-mK-Y4t"] == Rect(x: 0, y: 768, width: 375, height: 0))
    let detail = try Self.scene(floating, containing: "Kva-Z7-0qY")
    #expect(detail.frames["Kva-Z7-0qY"] == Rect(x: 0, y: 0, width: 375, height: 744))
    #expect(detail.frames["noi-1a-5bZ"] == Rect(x: 319, y: 48, width: 44, height: 44))

    // netnewswire-Main's image scene (Xcode 26, 874-point iPhone 16 Pro canvas): its title 8 above
    // the safe area's bottom, 874 - 68 - 8 = 798; before, 34 lower.
    let netnewswire = try ImportSupport.sharedPublicApp("netnewswire-Main.storyboard")
    let image = try Self.scene(netnewswire, containing: "eMj-1g-3xm")
    #expect(image.frames["eMj-1g-3xm"]?.maxY == 798)
    #expect(image.frames["bHh-pW-oTS"]?.minY == 794)
  }

  static func scene(_ file: (data: Data, name: String), containing id: String) throws -> (
    frames: [String: Rect], comparison: FrameComparison
  ) {
    let result = try ImportSupport.importDocument(file.data, name: file.name)
    let recipe = try #require(result.recipes.first { $0.text.contains("id \"\(id)\"") })
    let solved = try ImportSupport.solved(recipe, variant: .canvas)
    return (
      solved.framesByIBID,
      solved.comparison()
    )
  }
}
