import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// Interface Builder's canvas (issue 22, cause 1): the status bar of the document's device and the
/// bars IB simulates or infers set the root view's safe area and layout guides, and a root view
/// stored below opaque bars is not under them. `Bars.storyboard`'s frames are derived by hand
/// (its comment); the shared files' are IB's own.
@Suite struct CanvasBarsImportTests {
  static func scenes(_ data: Data, name: String) throws -> [String: ImportSupport.SolvedScene] {
    let result = try ImportSupport.importDocument(data, name: name)
    let scenes = try ImportSupport.solvedScenes(result, variant: .canvas)
    return Dictionary(scenes.map { ($0.recipe.name, $0) }) { _, last in last }
  }

  /// Whether a scene has views with stored frames: not the bare root of a scene whose root holds
  /// no views (imported since session 32), which a file of one laid-out scene may have beside it.
  static func holdsViews(_ scene: ImportSupport.SolvedScene) -> Bool { !scene.recipe.storedFrames.isEmpty }

  @Test(
    "bars: a navigation controller's root and a pushed child, a toolbar, a tab bar, a prompt, a root below the bars"
  )
  func bars() throws {
    let scenes = try Self.scenes(try ImportSupport.fixture("Bars.storyboard"), name: "Bars.storyboard")
    // Status bar 20 + navigation bar 44.
    let root = try #require(scenes["Pushed Root"])
    #expect(root.text.contains("\nscene 375 x 667 scale 2 safeAreaInsets 64 0 0 0\n"))
    #expect(root.variant.scene.safeAreaInsets == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
    #expect(
      root.framesByIBID["a-top"]
        == Rect(x: 0, y: 64, width: 100, height: 50))
    // Shown from it: the navigation bar is kept; its own toolbar is 44 at the bottom (667 - 44 = 623).
    let child = try #require(scenes["Pushed Child"])
    #expect(child.variant.scene.safeAreaInsets == EdgeInsets(top: 64, left: 0, bottom: 44, right: 0))
    let childFrames = child.framesByIBID
    #expect(childFrames["b-top"] == Rect(x: 0, y: 74, width: 100, height: 50))
    #expect(childFrames["b-bottom"] == Rect(x: 0, y: 573, width: 100, height: 50))
    // Stored at y 64, 554 high, under a navigation bar (64) and a tab bar (667 - 49 = 618 = 64 + 554):
    // nothing of it is under a bar, so both guides are at its edges.
    let below = try #require(scenes["Below Bars"])
    #expect(below.text.contains("\nscene 375 x 554 scale 2 safeAreaInsets 0 0 0 0\n"))
    #expect(below.variant.scene.topLayoutGuideBottom == 0)
    #expect(below.variant.scene.bottomLayoutGuideTop == 554)
    let belowFrames = below.framesByIBID
    #expect(belowFrames["c-top"] == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(belowFrames["c-bottom"] == Rect(x: 0, y: 504, width: 100, height: 50))
    // A prompt: 20 + 44 + 30.
    let prompted = try #require(scenes["Prompted"])
    #expect(prompted.variant.scene.safeAreaInsets.top == 94)
    // Every stored frame is IB's (the fixture stores them where the bars put them).
    for scene in scenes.values {
      let comparison = scene.comparison()
      #expect(comparison.within == comparison.counted, "\(scene.recipe.name): \(comparison.differences)")
    }
  }

  /// Xcode 10 and before store a root view below opaque bars at y 0, as high as the screen less
  /// the bars: Below Bars stored at (0, 0) 375 x 554 (667 - 64 - 49) lays out as at (0, 64): no
  /// inset, C Top at 0. xlpagertabstrip's ACTIVITY scene (root 603 = 667 - 64 high at y 0, under
  /// a navigation bar) puts its bar collection view at IB's (0, 0) 375 x 70 and its scroll view at
  /// (0, 70) 375 x 533, 64 lower before.
  @Test func rootStoredAtZeroBelowTheBars() throws {
    var text = String(decoding: try ImportSupport.fixture("Bars.storyboard"), as: UTF8.self)
    let stored = #"<rect key="frame" x="0.0" y="64" width="375" height="554"/>"#
    #expect(text.contains(stored))
    text = text.replacingOccurrences(
      of: stored, with: #"<rect key="frame" x="0.0" y="0.0" width="375" height="554"/>"#)
    let below = try #require(try Self.scenes(Data(text.utf8), name: "Bars.storyboard")["Below Bars"])
    #expect(below.text.contains("\nscene 375 x 554 scale 2 safeAreaInsets 0 0 0 0\n"), "\(below.text)")
    #expect(below.framesByIBID["c-top"]?.minY == 0)

    let (data, name) = try ImportSupport.sharedPublicApp("xlpagertabstrip-Storyboard.storyboard")
    let scene = try #require(
      try Self.scenes(data, name: name).values.first { $0.text.contains(#"id "NF8-r2-llj""#) })
    let frames = scene.framesByIBID
    #expect(frames["NF8-r2-llj"] == Rect(x: 0, y: 0, width: 375, height: 70))
    #expect(frames["OdC-5s-g0E"] == Rect(x: 0, y: 70, width: 375, height: 533))
  }

  /// A navigation controller that is a tab bar controller's child shows the tab bar under its root
  /// controller: the root, stored at y 0 and 554 = 667 - 64 - 49 high, starts below the
  /// navigation bar and ends above the tab bar (insets 0), so a box from the top layout guide to
  /// the bottom one is (0, 0) 375 x 554. xlpagertabstrip's Segmented scene (the same shape) puts
  /// its scroll view at IB's stored (0, 0) 375 x 554.
  @Test func tabBarThroughANavigationController() throws {
    let box = IBFixtureGuideBox(label: "Box", width: 375, height: 554, guide: .layoutGuides)
    let storyboard = IBFixtureDocument(
      toolsVersion: "14460.31", device: "retina4_7", attributes: #"initialViewController="tabs""#,
      scenes: [
        .tabBarController(sceneID: "s1", child: "nav"),
        .xml(
          """
          <scene sceneID="s2">
              <objects>
                  <navigationController id="nav" sceneMemberID="viewController">
                      <connections>
                          <segue destination="vc" kind="relationship" relationship="rootViewController" id="n1"/>
                      </connections>
                  </navigationController>
              </objects>
          </scene>
          """),
        .controller(
          sceneID: "s3", attributes: #"userLabel="Tabbed""#, layoutGuides: true,
          root: IBFixtureRoot(width: 375, height: 554, subviews: box.subview, constraints: box.constraints)),
      ]
    ).storyboard
    let scenes = try Self.scenes(Data(storyboard.utf8), name: "Tabs.storyboard")
    let tabbed = try #require(scenes.values.first { $0.text.contains(#"id "box""#) })
    #expect(tabbed.text.contains("\nscene 375 x 554 scale 2 safeAreaInsets 0 0 0 0\n"), "\(tabbed.text)")
    #expect(
      tabbed.framesByIBID["box"]
        == Rect(x: 0, y: 0, width: 375, height: 554))

    let (data, name) = try ImportSupport.sharedPublicApp("xlpagertabstrip-Storyboard.storyboard")
    let segmented = try #require(
      try Self.scenes(data, name: name).values.first { $0.text.contains(#"id "D5t-1q-KDh""#) })
    #expect(
      segmented.framesByIBID["D5t-1q-KDh"]
        == Rect(x: 0, y: 0, width: 375, height: 554))
  }

  /// Xcode 26 stores a root view below an opaque navigation bar at y 0, as high as the screen
  /// less the status bar and the bar, down to the screen's bottom (not above the home
  /// indicator). Derived by hand: retina5_9 from Xcode 14 has a 50-point status bar, Xcode 26
  /// counts it and the home indicator (34) twice, so the bar is stored at y 100, 54 high, and the
  /// root 812 - 154 = 658 high starts at 154: no top inset, the home indicator's 68 at the bottom.
  /// A box pinned to the safe area is (0, 0) 375 x 590; one pinned to the root's bottom ends at
  /// 658. Before, the root was read as at the screen's top (top inset 154: the box 154 lower).
  @Test func rootBelowAnOpaqueBarDownToTheScreensBottom() throws {
    // The guide's id is not `safe`: a subview is.
    let safe = IBFixtureGuideBox(
      id: "safe", label: "Safe", width: 375, height: 590, guide: .safeArea("guide"))
    let storyboard = IBFixtureDocument(
      toolsVersion: "24765", device: "retina5_9", useSafeAreas: true,
      attributes: #"initialViewController="nav""#,
      scenes: [
        .navigationController(
          sceneID: "s1", barY: 100, barWidth: 375, barHeight: 54, barAttributes: #"translucent="NO""#),
        .controller(
          sceneID: "s2", attributes: #"userLabel="Opaque""#,
          root: IBFixtureRoot(
            width: 375, height: 658,
            subviews: [
              safe.subview,
              """
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="full" userLabel="Full">
                  <rect key="frame" x="0.0" y="0.0" width="100" height="658"/>
              </view>
              """,
            ].joined(separator: "\n"),
            constraints: [
              safe.constraints,
              """
              <constraint firstItem="full" firstAttribute="top" secondItem="guide" secondAttribute="top" id="c5"/>
              <constraint firstAttribute="bottom" secondItem="full" secondAttribute="bottom" id="c6"/>
              <constraint firstItem="full" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c7"/>
              <constraint firstItem="full" firstAttribute="width" constant="100" id="c8"/>
              """,
            ].joined(separator: "\n"),
            extra: #"<viewLayoutGuide key="safeArea" id="guide"/>"#)),
      ]
    ).storyboard
    let scenes = try Self.scenes(Data(storyboard.utf8), name: "Opaque.storyboard")
    let opaque = try #require(scenes.values.first { $0.text.contains(#"id "safe""#) })
    #expect(opaque.variant.scene.safeAreaInsets.top == 0)
    #expect(opaque.variant.scene.safeAreaInsets.bottom == 68)
    let frames = opaque.framesByIBID
    #expect(frames["safe"] == Rect(x: 0, y: 0, width: 375, height: 590))
    #expect(frames["full"] == Rect(x: 0, y: 0, width: 100, height: 658))
  }

  /// Xcode 26's bars on a phone with a home button (derived by hand; orbot's Main storyboard,
  /// 24765 on retina4_0, stores the same): a tab bar controller's child has the tab bar's 49
  /// and a notched phone's home indicator's 34 at the bottom (568 - 83 = 485), and a controller
  /// with a simulated navigation bar and no navigation controller has the status bar's 20 and the
  /// iOS 26 bar's 54 at the top (74). A box pinned to the safe area is (0, 20) 320 x 465 in the
  /// first, (0, 74) 320 x 494 in the second. Saved by Xcode 15 (22155) the same scenes keep 49
  /// and 44: (0, 20) 320 x 499 and (0, 64) 320 x 504.
  @Test(arguments: [("24765", 465.0, 74.0), ("22155", 499.0, 64.0)])
  func xcode26BarsOnAHomeButtonPhone(tools: String, tabbedHeight: Double, barredTop: Double) throws {
    func pinned(_ prefix: String, y: Double, height: Double) -> IBFixtureRoot {
      let box = IBFixtureGuideBox(
        id: "\(prefix)-box", y: y, width: 320, height: height, guide: .safeArea("\(prefix)-guide"),
        superview: "\(prefix)-root", constraintPrefix: "\(prefix)-")
      return IBFixtureRoot(
        id: "\(prefix)-root", width: 320, height: 568, subviews: box.subview, constraints: box.constraints,
        extra: #"<viewLayoutGuide key="safeArea" id="\#(prefix)-guide"/>"#)
    }
    let storyboard = IBFixtureDocument(
      toolsVersion: tools, device: "retina4_0", useSafeAreas: true,
      attributes: #"initialViewController="tabs""#,
      scenes: [
        .tabBarController(
          sceneID: "s1", child: "tabbed",
          bar: """
            <tabBar key="tabBar" contentMode="scaleToFill" id="tabs-bar">
                <rect key="frame" x="0.0" y="0.0" width="393" height="49"/>
            </tabBar>
            """),
        .controller(
          id: "tabbed", sceneID: "s2", attributes: #"userLabel="Tabbed""#,
          root: pinned("t", y: 20, height: tabbedHeight)),
        .controller(
          id: "barred", sceneID: "s3", attributes: #"userLabel="Barred""#,
          root: pinned("b", y: barredTop, height: 568 - barredTop),
          metrics: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#),
      ]
    ).storyboard
    let result = try ImportSupport.importDocument(Data(storyboard.utf8), name: "Xcode26Bars.storyboard")
    let scenes = try ImportSupport.solvedScenes(result, variant: .canvas)
    let tabbed = try #require(scenes.first { $0.text.contains(#"id "t-box""#) })
    let tabbedInsets = EdgeInsets(top: 20, left: 0, bottom: 548 - tabbedHeight, right: 0)
    #expect(tabbed.variant.scene.safeAreaInsets == tabbedInsets)
    #expect(tabbed.framesByIBID["t-box"] == Rect(x: 0, y: 20, width: 320, height: tabbedHeight))
    let barred = try #require(scenes.first { $0.text.contains(#"id "b-box""#) })
    #expect(barred.variant.scene.safeAreaInsets == EdgeInsets(top: barredTop, left: 0, bottom: 0, right: 0))
    #expect(barred.framesByIBID["b-box"] == Rect(x: 0, y: barredTop, width: 320, height: 568 - barredTop))
    for scene in [tabbed, barred] {
      let comparison = scene.comparison()
      #expect(comparison.within == comparison.counted, "\(scene.recipe.name): \(comparison.differences)")
    }
  }

  /// retina5_9 saved by Xcode 14 and later is the iPhone 13 mini's canvas (status bar 50):
  /// googleads-NativeAdvanced-Main (toolsVersion 23094) stored its navigation bar at y 50 and its
  /// scroll view at 50 + 44 = 94; every one of its 12 views is at IB's frame (6 were 6 points high
  /// with 44).
  @Test func retina59FromXcode14() throws {
    let (data, name) = try ImportSupport.sharedPublicApp("googleads-NativeAdvanced-Main.storyboard")
    let scene = try #require(try Self.scenes(data, name: name).values.first(where: Self.holdsViews))
    #expect(scene.variant.scene.safeAreaInsets.top == 94)
    let comparison = scene.comparison()
    #expect(
      comparison.summary == "12 of 12 views at Interface Builder's frames (within 1 pt)",
      "\(comparison.differences)")
  }

  @Test(
    "IB's own frames under bars: relay-login (iPhone 12 canvas, status bar 47, navigation bar 44), apple-selfsizing-dynamic-type (64)"
  )
  func sharedFiles() throws {
    let relay = try ImportSupport.shared("relay-login/Login.storyboard")
    let login = try #require(
      try Self.scenes(relay.data, name: relay.name).values.first(where: Self.holdsViews))
    #expect(login.variant.scene.safeAreaInsets == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
    #expect(login.variant.scene.scale == 3)
    let comparison = login.comparison()
    // Before the canvas: 0 of 8 (every view 44 too high). IB marks the ninth ambiguous.
    #expect(
      comparison.summary == "8 of 8 views at Interface Builder's frames (within 1 pt)",
      "\(comparison.differences)")

    let apple = try ImportSupport.shared("apple-selfsizing-dynamic-type/Main.storyboard")
    let scenes = try Self.scenes(apple.data, name: apple.name)
    let controller = try #require(scenes.values.first { $0.text.contains("safeAreaInsets 64 0 0 0") })
    let table = controller.comparison()
    #expect(table.counted > 0)
    #expect(table.within == table.counted, "\(table.differences)")
  }

  @Test(
    "the 600 x 600 Any/Any canvas keeps its 20-point status bar and regular classes; another size without a device is sized by its width"
  )
  func anyAnyCanvas() throws {
    let file = try ImportSupport.shared("apple-cookbook/SimpleLabelAndTextField.storyboard")
    let recipe = try #require(
      try Self.scenes(file.data, name: file.name).values.first(where: Self.holdsViews))
    // `scale 1`: its frames are whole points (`IBCanvas.scale`, e456eeac).
    #expect(
      recipe.text.contains("\nscene 600 x 600 scale 1 safeAreaInsets 20 0 0 0\nsize class regular regular"))
    #expect(recipe.variant.scene.effectiveRootMargins.left == 20)
  }

  /// A page sheet: esri-MobileMapSearchRoute's map view controller, reached by a show segue with
  /// no navigation controller (presented modally), has a root stored 842 high on the 896-point
  /// retina6_1 canvas, 896 - 44 - 10: IB draws it below the status bar, so its safe area has no
  /// top inset and the home indicator's 34 at the bottom. The map view pinned to the safe area's
  /// top is at IB's (0, 0) 414 x 759 and the toolbar pinned to its bottom at (0, 759) 414 x 49.
  /// Before, the status bar's 44 was inset at the top (the map at 44, the toolbar at 793).
  @Test func pageSheetStartsBelowTheStatusBar() throws {
    let result = try ImportSupport.importSharedPublicApp("esri-MobileMapSearchRoute.storyboard")
    let recipe = try #require(result.recipes.first { $0.text.contains(#"id "XeH-kh-RSn""#) })
    #expect(recipe.text.contains("safeAreaInsets 0 0 34 0"), "\(recipe.text)")
    let frames = try ImportSupport.solved(recipe).framesByIBID
    #expect(frames["XeH-kh-RSn"] == Rect(x: 0, y: 0, width: 414, height: 759))
    #expect(frames["ggl-iQ-k2n"] == Rect(x: 0, y: 759, width: 414, height: 49))
  }

  /// A sheet's root below its opaque navigation bar: a navigation controller whose bar is stored
  /// at the sheet's top (y 0, 56 high, `translucent="NO"`) and a root controller whose view is
  /// stored 830 high on the 896-point retina6_1 canvas of Xcode 15, 896 - 10 - 56: the sheet 10
  /// points shorter than the screen less the bar above the root, so the root's safe area has no
  /// top inset (the bar is above it) and no home indicator's (a sheet of Xcode 14.3 on). A view
  /// pinned to the safe area's top is at y 0, one pinned to its bottom ends at 830
  /// [bitwarden-MainInterface~3: views pinned to the safe area's top stored at 0; we had 92].
  @Test func aSheetsRootBelowItsOpaqueBarHasNoTopInset() throws {
    let storyboard = IBFixtureDocument(
      toolsVersion: "22505", device: "retina6_1", useSafeAreas: true,
      scenes: [
        .navigationController(
          root: "vc", barY: 0, barWidth: 414, barHeight: 56, barAttributes: #"translucent="NO""#),
        .controller(
          root: IBFixtureRoot(
            width: 414, height: 830, safeArea: true,
            subviews: """
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="header">
                  <rect key="frame" x="0.0" y="0.0" width="414" height="10"/>
              </view>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="footer">
                  <rect key="frame" x="0.0" y="820" width="414" height="10"/>
              </view>
              """,
            constraints: """
              <constraint firstItem="header" firstAttribute="top" secondItem="safe" secondAttribute="top" id="h-top"/>
              <constraint firstItem="header" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="h-lead"/>
              <constraint firstItem="safe" firstAttribute="trailing" secondItem="header" secondAttribute="trailing" id="h-trail"/>
              <constraint firstItem="header" firstAttribute="height" constant="10" id="h-h"/>
              <constraint firstItem="safe" firstAttribute="bottom" secondItem="footer" secondAttribute="bottom" id="f-bottom"/>
              <constraint firstItem="footer" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="f-lead"/>
              <constraint firstItem="safe" firstAttribute="trailing" secondItem="footer" secondAttribute="trailing" id="f-trail"/>
              <constraint firstItem="footer" firstAttribute="height" constant="10" id="f-h"/>
              """)),
      ]
    ).storyboard
    let result = try ImportSupport.importDocument(text: storyboard, name: "Sheet.storyboard")
    let recipe = try #require(result.recipes.first { $0.text.contains(#"id "header""#) })
    #expect(recipe.text.contains("safeAreaInsets 0 0 0 0"), "\(recipe.text)")
    let frames = try ImportSupport.solved(recipe).framesByIBID
    #expect(frames["header"] == Rect(x: 0, y: 0, width: 414, height: 10))
    #expect(frames["footer"] == Rect(x: 0, y: 820, width: 414, height: 10))
  }
}
