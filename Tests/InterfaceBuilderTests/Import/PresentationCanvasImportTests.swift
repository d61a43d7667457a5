import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// What a controller's presentation and an iPad canvas of Xcode 11 and 12 take from its safe area
/// (issue 22, bars and canvases): a popover or a presentation in the current context does not
/// cover the screen, and IB draws no status bar over it (`IBBars.presentedApartFromScreen`);
/// Xcode 11 and 12 draw no status bar on any iPad (`IBCanvas.padWithoutStatusBar`). The Pinned
/// scene of `CanvasSafeAreaImportTests.document` (Top pinned to the safe area's top, Bottom to its
/// bottom, both 100 x 50) is presented by a controller of this file; frames are derived by hand in
/// each test's comment.
@Suite struct PresentationCanvasImportTests {
  /// A full-screen controller `presenter` whose segue `kind` (with `attributes`, a
  /// `modalPresentationStyle`) presents `destination`.
  static func presenter(kind: String, attributes: String = "", destination: String = "vc") -> IBFixtureScene {
    IBFixtureScene.controller(
      id: "presenter", sceneID: "s-presenter", attributes: #"userLabel="Presenter""#,
      root: IBFixtureRoot(id: "presenter-root", width: 375, height: 667, subviews: ""),
      segues: [IBFixtureSegue(destination: destination, kind: kind, attributes: attributes, id: "presents")])
  }

  /// A popover's destination on the iPhone 8 canvas of Xcode 10 (14490.70, status bar 20), a
  /// freeform 290 x 520 root: no status bar, Top at (0, 0) and Bottom at (0, 520 - 50 = 470).
  /// Presented full screen (the default `presentation`) it keeps the 20: Top at (0, 20). (The root
  /// is 480 or taller: Xcode 9 and 10 draw no status bar over a shorter freeform root however it is
  /// presented, `IBCanvas.statusBarRootMinimumHeight`.)
  @Test func popoverDestinationHasNoStatusBar() throws {
    let freeform = #"<size key="freeformSize" width="290" height="520"/>"#
    let popover = try CanvasSafeAreaImportTests.pinned(
      CanvasSafeAreaImportTests.document(
        tools: "14490.70", device: "retina4_7", width: 290, height: 520, extra: freeform,
        before: [
          Self.presenter(kind: "popoverPresentation", attributes: #"popoverAnchorView="presenter-root""#)
        ]))
    CanvasSafeAreaImportTests.expectPinned(popover, top: 0, bottom: 0, bottomBoxY: 470)
    let fullScreen = try CanvasSafeAreaImportTests.pinned(
      CanvasSafeAreaImportTests.document(
        tools: "14490.70", device: "retina4_7", width: 290, height: 520, extra: freeform,
        before: [Self.presenter(kind: "presentation")]))
    #expect(fullScreen.top == Rect(x: 0, y: 20, width: 100, height: 50), "\(fullScreen.text)")
  }

  /// Presented over the current context (`modalPresentationStyle="overCurrentContext"`), a
  /// freeform 500 x 537 root (480 or taller, as above): no status bar, Top at (0, 0), Bottom at
  /// (0, 537 - 50 = 487). A
  /// status bar of its own (`<simulatedStatusBarMetrics key="simulatedStatusBarMetrics">`, not
  /// Inferred) is drawn all the same: Top at (0, 20).
  @Test func currentContextDestinationHasNoStatusBar() throws {
    let freeform = #"<size key="freeformSize" width="500" height="537"/>"#
    let presenter = Self.presenter(
      kind: "presentation", attributes: #"modalPresentationStyle="overCurrentContext""#)
    let context = try CanvasSafeAreaImportTests.pinned(
      CanvasSafeAreaImportTests.document(
        tools: "14490.70", device: "retina4_7", width: 500, height: 537, extra: freeform, before: [presenter])
    )
    CanvasSafeAreaImportTests.expectPinned(context, top: 0, bottom: 0, bottomBoxY: 487)
    let ownStatusBar = try CanvasSafeAreaImportTests.pinned(
      CanvasSafeAreaImportTests.document(
        tools: "14490.70", device: "retina4_7", width: 500, height: 537,
        extra: freeform + #"<simulatedStatusBarMetrics key="simulatedStatusBarMetrics"/>"#,
        before: [presenter]))
    #expect(ownStatusBar.top == Rect(x: 0, y: 20, width: 100, height: 50), "\(ownStatusBar.text)")
  }

  /// Shown by a `show` segue from a controller no navigation controller holds (UIKit presents it
  /// modally: `IBBars.presentedModally`), an 844 x 390 root on the iPhone 12 canvas in landscape
  /// (retina6_0, Xcode 26: portrait insets 47 at the top and 34 at the bottom) keeps the portrait
  /// screen's insets (xdrip-Main's Snooze scene): Top at (0, 47), Bottom at (0, 390 - 34 - 50 =
  /// 306). A `presentation` segue does the same. Reached by no segue, it keeps the landscape
  /// insets, doubled on this Xcode (`CanvasSafeAreaImportTests.doubledInsetsInLandscape`): Top
  /// at (47, 47). A popover's destination stays apart from the screen: Top at (0, 0).
  @Test func presentedInLandscapeKeepsThePortraitInsets() throws {
    func pinned(_ before: [IBFixtureScene]) throws -> (
      insets: EdgeInsets, top: Rect?, bottom: Rect?, text: String
    ) {
      try CanvasSafeAreaImportTests.pinned(
        CanvasSafeAreaImportTests.document(
          tools: "24412", device: "retina6_0", width: 844, height: 390, before: before,
          orientation: "landscape"))
    }
    let shown = try pinned([Self.presenter(kind: "show")])
    #expect(shown.insets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), "\(shown.text)")
    #expect(shown.top == Rect(x: 0, y: 47, width: 100, height: 50))
    #expect(shown.bottom == Rect(x: 0, y: 306, width: 100, height: 50))
    let presented = try pinned([Self.presenter(kind: "presentation")])
    #expect(presented.top == Rect(x: 0, y: 47, width: 100, height: 50), "\(presented.text)")
    let unreached = try pinned([])
    #expect(unreached.top == Rect(x: 47, y: 47, width: 100, height: 50), "\(unreached.text)")
    let popover = try pinned([
      Self.presenter(kind: "popoverPresentation", attributes: #"popoverAnchorView="presenter-root""#)
    ])
    #expect(popover.top == Rect(x: 0, y: 0, width: 100, height: 50), "\(popover.text)")
  }

  /// A navigation controller presented in a popover keeps the screen's insets over its root
  /// (tropos-Main, 14460.31, retina5_9, /work/unseen-c: its popover's bar stored at y 44, its
  /// pushed controllers' views ending 34 above the screen's bottom): on the iPhone X canvas of
  /// Xcode 10 (status bar 44, home indicator 34), a bar stored at y 44, 44 high, over an 812-point
  /// root: Top at (0, 88), Bottom at (0, 812 - 34 - 50 = 728), as when it is presented full
  /// screen.
  @Test func popoverNavigationControllerKeepsTheScreensInsets() throws {
    let navigation = IBFixtureScene.navigationController(barY: 44, barWidth: 375, barHeight: 44)
    for presenter in [
      Self.presenter(
        kind: "popoverPresentation", attributes: #"popoverAnchorView="presenter-root""#, destination: "nav"),
      Self.presenter(kind: "presentation", destination: "nav"),
    ] {
      let scene = try CanvasSafeAreaImportTests.pinned(
        CanvasSafeAreaImportTests.document(
          tools: "14460.31", device: "retina5_9", width: 375, height: 812, before: [presenter, navigation]))
      CanvasSafeAreaImportTests.expectPinned(scene, top: 88, bottom: 34, bottomBoxY: 728)
    }
  }

  /// Xcode 11 and 12 draw no status bar on an iPad with a home button either (synthone-Main,
  /// 15505, ipad9_7 in landscape, /work/unseen-h): on the 1024 x 768 canvas the safe area is the
  /// whole root, Top at (0, 0) and Bottom at (0, 768 - 50 = 718). Xcode 10 (14490.70) and Xcode 13
  /// (20037) draw the status bar's 20: Top at (0, 20).
  @Test func padWithHomeButtonWithoutStatusBarOnXcode11And12() throws {
    for tools in ["15505", "17701"] {
      let noBar = try CanvasSafeAreaImportTests.pinned(
        CanvasSafeAreaImportTests.document(
          tools: tools, device: "ipad9_7", width: 1024, height: 768, orientation: "landscape"))
      CanvasSafeAreaImportTests.expectPinned(noBar, top: 0, bottom: 0, bottomBoxY: 718, context: "\(tools)")
    }
    for tools in ["14490.70", "20037"] {
      let bar = try CanvasSafeAreaImportTests.pinned(
        CanvasSafeAreaImportTests.document(
          tools: tools, device: "ipad9_7", width: 1024, height: 768, orientation: "landscape"))
      #expect(bar.top == Rect(x: 0, y: 20, width: 100, height: 50), "\(tools): \(bar.text)")
    }
  }

  /// A tab's navigation controller with an opaque bar (`translucent="NO"`, stored at y 0, 44
  /// high) on the iPhone 8 canvas of Xcode 11 (15705: no status bar): IB stores its root
  /// 623 = 667 - 44 high at y 0, below the opaque bar and down to the screen's bottom under the
  /// translucent tab bar (beam-Main's Profile tab, /work/unseen-h). The root starts at the bar's
  /// bottom, 44: its safe area starts at its top and ends 49 (the tab bar) above its bottom, Top
  /// at (0, 0) and Bottom at (0, 623 - 49 - 50 = 524).
  @Test func rootBelowOpaqueBarOverTranslucentTabBar() throws {
    let tabs = IBFixtureScene.xml(
      """
      <scene sceneID="s-tabs">
          <objects>
              <tabBarController id="tabs" sceneMemberID="viewController">
                  <tabBar key="tabBar" contentMode="scaleToFill" id="tabs-bar">
                      <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                  </tabBar>
                  <connections>
                      <segue destination="nav" kind="relationship" relationship="viewControllers" id="t1"/>
                  </connections>
              </tabBarController>
          </objects>
      </scene>
      """)
    let navigation = IBFixtureScene.navigationController(
      barY: 0, barWidth: 375, barHeight: 44, barAttributes: #"translucent="NO""#)
    let scene = try CanvasSafeAreaImportTests.pinned(
      CanvasSafeAreaImportTests.document(
        tools: "15705", device: "retina4_7", width: 375, height: 623, before: [tabs, navigation]))
    CanvasSafeAreaImportTests.expectPinned(scene, top: 0, bottom: 49, bottomBoxY: 524)
  }

  /// A navigation bar placed as a view in a controller under a sheet's navigation bar (its
  /// navigation controller presented, the bar stored at the sheet's top, y 0, 56 high: iOS 13's
  /// sheet bar) is as high as that bar, 56, held by its top and sides only (pyto-Theme_Chooser,
  /// 20037, /work/unseen-i): Bar at (0, 0; 375 x 56). Under a full-screen navigation
  /// controller's bar (stored at y 20, 44 high) it keeps UINavigationBar's 44: (0, 0; 375 x 44).
  @Test func barPlacedAsAViewInASheetIsTheSheetBarsHeight() throws {
    for (barY, barHeight, expected) in [(0.0, 56.0, 56.0), (20, 44, 44)] {
      let controller = IBFixtureScene.controller(
        sceneID: "s-vc", attributes: #"userLabel="Sheet""#,
        root: IBFixtureRoot(
          width: 375, height: 647,
          subviews: """
            <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                <rect key="frame" x="0.0" y="0.0" width="375" height="\(IBFixtureRoot.number(expected))"/>
                <items>
                    <navigationItem title="Editor" id="bar-item"/>
                </items>
            </navigationBar>
            """,
          constraints: """
            <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c3"/>
            """))
      let document = IBFixtureDocument(
        toolsVersion: "20037", device: "retina4_7", useSafeAreas: true,
        scenes: [
          Self.presenter(kind: "presentation", destination: "nav"),
          .navigationController(barY: barY, barWidth: 375, barHeight: barHeight),
          controller,
        ]
      ).storyboard
      let result = try ImportSupport.importDocument(Data(document.utf8), name: "SheetBar.storyboard")
      let recipe = try #require(result.recipes.first { $0.text.contains(#"id "bar""#) })
      let frames = try ImportSupport.solved(recipe, variant: .canvas).framesByIBID
      #expect(frames["bar"] == Rect(x: 0, y: 0, width: 375, height: expected), "\(barY): \(recipe.text)")
    }
  }
}
