import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A controller shown inside a container view (an `embed` segue) is laid out by IB on a canvas of
/// its own, a screen the container's size: the status bar at that canvas's top (Xcode 9 on), the
/// child's own bars, and the home indicator at its bottom, counted once where Xcode 16.3 and 26
/// count a screen's twice (`IBCanvas.embeddedChildInsets`). Each document is written here: a
/// parent whose container view embeds the Pinned controller (directly or as a navigation
/// controller's root), whose root, the container's size, has Head pinned to its top guide (the
/// safe area, or the top layout guide before Xcode 9) and Foot to its bottom one, both 100 x 50;
/// their frames are derived by hand in each test's comment.
@Suite struct EmbeddedChildCanvasImportTests {
  /// A storyboard of `tools` on `device`: a parent controller `parentWidth` x `parentHeight` whose
  /// container view at `container` embeds `destination`, then `between` scenes, then the Pinned
  /// controller `vc`, `width` x `height`, pinned to its safe area (`layoutGuides`: to its top and
  /// bottom layout guides).
  static func document(
    tools: String, device: String, parentWidth: Double, parentHeight: Double, container: Rect,
    destination: String = "vc", between: [IBFixtureScene] = [], width: Double, height: Double,
    layoutGuides: Bool = false
  ) -> String {
    let n = IBFixtureRoot.number
    let parent = IBFixtureScene.controller(
      id: "parent", sceneID: "s-parent",
      root: IBFixtureRoot(
        id: "parentRoot", width: parentWidth, height: parentHeight,
        subviews: """
          <containerView opaque="NO" contentMode="scaleToFill" id="container">
              <rect key="frame" x="\(n(container.minX))" y="\(n(container.minY))" width="\(n(container.width))" height="\(n(container.height))"/>
              <connections>
                  <segue destination="\(destination)" kind="embed" id="embed"/>
              </connections>
          </containerView>
          """))
    let (topItem, topAttribute, bottomItem, bottomAttribute) =
      layoutGuides ? ("top", "bottom", "bottom", "top") : ("safe", "top", "safe", "bottom")
    let pinned = IBFixtureScene.controller(
      sceneID: "s-vc", attributes: #"userLabel="Pinned""#, layoutGuides: layoutGuides,
      root: IBFixtureRoot(
        width: width, height: height, safeArea: !layoutGuides,
        subviews: """
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="head" userLabel="Head">
              <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
          </view>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="foot" userLabel="Foot">
              <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
          </view>
          """,
        constraints: """
          <constraint firstItem="head" firstAttribute="top" secondItem="\(topItem)" secondAttribute="\(topAttribute)" id="c1"/>
          <constraint firstItem="head" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
          <constraint firstItem="head" firstAttribute="width" constant="100" id="c3"/>
          <constraint firstItem="head" firstAttribute="height" constant="50" id="c4"/>
          <constraint firstItem="\(bottomItem)" firstAttribute="\(bottomAttribute)" secondItem="foot" secondAttribute="bottom" id="c5"/>
          <constraint firstItem="foot" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c6"/>
          <constraint firstItem="foot" firstAttribute="width" constant="100" id="c7"/>
          <constraint firstItem="foot" firstAttribute="height" constant="50" id="c8"/>
          """))
    return IBFixtureDocument(
      toolsVersion: tools, device: device, useSafeAreas: !layoutGuides, scenes: [parent] + between + [pinned]
    ).storyboard
  }

  /// The Pinned scene's safe-area insets and its Head and Foot boxes on IB's canvas.
  static func pinned(_ text: String) throws -> (insets: EdgeInsets, head: Rect?, foot: Rect?, text: String) {
    let result = try ImportSupport.importDocument(text: text, name: "Embedded.storyboard")
    let recipe = try #require(result.recipes.first { $0.text.contains(#"id "head""#) })
    let scene = try ImportSupport.solved(recipe, variant: .canvas)
    #expect(scene.result.diagnoses.isEmpty, "\(scene.result.diagnoses)")
    let frames = scene.framesByIBID
    return (scene.variant.scene.safeAreaInsets, frames["head"], frames["foot"], recipe.text)
  }

  /// Expects the Pinned scene of `text` to have the safe-area insets `top` and `bottom` on IB's
  /// canvas, Head (pinned to the top guide) at y `top` and, when given, Foot at y `foot`, both at
  /// x 0 and 100 x 50; `context` starts each failure's message.
  static func expectPinned(
    _ text: String, top: Double, bottom: Double = 0, foot: Double?, context: String = "",
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let scene = try pinned(text)
    #expect(
      scene.insets == EdgeInsets(top: top, left: 0, bottom: bottom, right: 0), "\(context) \(scene.text)",
      sourceLocation: sourceLocation)
    #expect(
      scene.head == Rect(x: 0, y: top, width: 100, height: 50), "\(context)", sourceLocation: sourceLocation)
    if let foot {
      #expect(
        scene.foot == Rect(x: 0, y: foot, width: 100, height: 50), "\(context)",
        sourceLocation: sourceLocation)
    }
  }

  /// zotero's share extension (/work/unseen-e) in small: on an iPad Air (4th generation) canvas of
  /// Xcode 16 (23727), a container pinned to the parent's safe area from 24 to 1180 - 50 embeds a
  /// navigation controller whose bar is stored at y 24, 50 high; its root is stored at the
  /// container's size, 820 x 1106, which is also 1180 - 24 - 50: read as a screen's root below the
  /// bars it would start at 74 with insets 0 and 50 (Head at 0, Foot at 1106 - 50 - 50 = 1006).
  /// On the child's own canvas the status bar (24) and the stored bar are at its top: Head at
  /// 24 + 50 = 74; the home indicator counted once, half the screen's 50: Foot at
  /// 1106 - 25 - 50 = 1031.
  @Test func aNavigationControllerInAContainerOnARoundedPad() throws {
    let text = Self.document(
      tools: "23727", device: "ipad10_9rounded", parentWidth: 820, parentHeight: 1180,
      container: Rect(x: 0, y: 24, width: 820, height: 1106), destination: "nav",
      between: [.navigationController(barY: 24, barWidth: 820, barHeight: 50)], width: 820, height: 1106)
    try Self.expectPinned(text, top: 74, bottom: 25, foot: 1031)
  }

  /// An iPhone 8 canvas of Xcode 16 (23727): a child 375 x 647 in a container filling a parent
  /// 647 high. 647 = 667 - 20 also reads as a root below the status bar (insets 0); on its own
  /// canvas the status bar is at the child's top: Head at 20, Foot at 647 - 50 = 597 (no home
  /// indicator).
  @Test func aChildAsHighAsTheScreenLessTheStatusBar() throws {
    let text = Self.document(
      tools: "23727", device: "retina4_7", parentWidth: 375, parentHeight: 647,
      container: Rect(x: 0, y: 0, width: 375, height: 647), width: 375, height: 647)
    try Self.expectPinned(text, top: 20, foot: 597)
  }

  /// An iPhone 11 canvas of Xcode 16 (23727, a notched phone's insets doubled on a screen: 2 x 48
  /// and 2 x 34): a child 414 x 732 in a container at y 96. On its own canvas the insets count
  /// once: Head at 48, Foot at 732 - 34 - 50 = 648 [a CHOICE: no notched phone's child is pinned
  /// to its safe area in the eight sets].
  @Test func aNotchedPhonesChildCountsItsInsetsOnce() throws {
    let text = Self.document(
      tools: "23727", device: "retina6_1", parentWidth: 414, parentHeight: 896,
      container: Rect(x: 0, y: 96, width: 414, height: 732), width: 414, height: 732)
    try Self.expectPinned(text, top: 48, bottom: 34, foot: 648)
  }

  /// Xcode 8 (12100) drew no status bar over an embedded child: on an iPhone 8 Plus canvas, a
  /// child 414 x 672 in a container at y 64 (kiwix's search results in /work/unseen-d, its table
  /// pinned to the top layout guide stored at y 0): Head at 0, Foot at 672 - 50 = 622. Xcode 10
  /// (14460.31) draws it: Head at 20 (xlpagertabstrip's children, ../shared/ib-public-apps).
  @Test func xcode8DrewNoStatusBarOverAChild() throws {
    for (tools, top) in [("12100", 0.0), ("14460.31", 20)] {
      let text = Self.document(
        tools: tools, device: "retina5_5", parentWidth: 414, parentHeight: 736,
        container: Rect(x: 0, y: 64, width: 414, height: 672), width: 414, height: 672, layoutGuides: true)
      try Self.expectPinned(text, top: top, foot: 622, context: "\(tools)")
    }
  }

  /// A controller pushed (a show segue) in a navigation controller embedded in a container is in
  /// the container too: on an iPhone 8 canvas of Xcode 16 (23727) the navigation controller
  /// stores its bar at y 20, 44 high, and the pushed controller's root is the container's 375 x
  /// 603, which is also 667 - 64: read as a screen's root below the bars, Head was at 0. On the
  /// child's canvas it is under the stored bar: Head at 64, Foot at 603 - 50 = 553.
  @Test func aControllerPushedInAnEmbeddedNavigationController() throws {
    let first = IBFixtureScene.controller(
      id: "first", sceneID: "s-first",
      root: IBFixtureRoot(id: "firstRoot", width: 375, height: 603, subviews: ""),
      segues: [IBFixtureSegue(destination: "vc", kind: "show", id: "push")])
    let text = Self.document(
      tools: "23727", device: "retina4_7", parentWidth: 375, parentHeight: 667,
      container: Rect(x: 0, y: 64, width: 375, height: 603), destination: "nav",
      between: [.navigationController(root: "first", barY: 20, barWidth: 375, barHeight: 44), first],
      width: 375, height: 603)
    try Self.expectPinned(text, top: 64, foot: 553)
  }

  /// The same controller not embedded (no segue to it) keeps the screen's canvas: on the iPad of
  /// the first test its 1106-point root is read as starting below the status bar and the bar of
  /// a navigation controller it is the root of, Head at 0 and Foot at 1106 - 50 - 50.
  @Test func withoutTheEmbedSegueTheScreensCanvasStays() throws {
    let text = Self.document(
      tools: "23727", device: "ipad10_9rounded", parentWidth: 820, parentHeight: 1180,
      container: Rect(x: 0, y: 24, width: 820, height: 1106), destination: "nav",
      between: [.navigationController(barY: 24, barWidth: 820, barHeight: 50)], width: 820, height: 1106
    ).replacingOccurrences(of: #"kind="embed""#, with: #"kind="show""#)
    try Self.expectPinned(text, top: 0, bottom: 50, foot: nil)
  }

  /// A split view controller in a container view holds its columns' controllers, and what they
  /// show with `showDetail` goes into its secondary column (energy-ARLabSettings, Xcode 7,
  /// /work/unseen-e): on an iPhone 8 Plus canvas of Xcode 8 (12100, no status bar over an
  /// embedded child), the split's detail navigation controller shows the Pinned controller,
  /// 414 x 736, pinned to its top and bottom layout guides: Head at 0, Foot at 736 - 50 = 686.
  /// The same split shown full screen (no container) leaves it on the screen's canvas, under the
  /// status bar: Head at 20.
  @Test func aSplitViewControllersDetailInAContainer() throws {
    let split = IBFixtureScene.xml(
      """
      <scene sceneID="s-split">
          <objects>
              <splitViewController id="split" sceneMemberID="viewController">
                  <connections>
                      <segue destination="menu" kind="relationship" relationship="masterViewController" id="r1"/>
                      <segue destination="detailNav" kind="relationship" relationship="detailViewController" id="r2"/>
                  </connections>
              </splitViewController>
          </objects>
      </scene>
      <scene sceneID="s-menu">
          <objects>
              <viewController id="menu" sceneMemberID="viewController">
                  <view key="view" contentMode="scaleToFill" id="menuRoot">
                      <rect key="frame" x="0.0" y="0.0" width="320" height="736"/>
                  </view>
              </viewController>
          </objects>
      </scene>
      <scene sceneID="s-detailNav">
          <objects>
              <navigationController id="detailNav" sceneMemberID="viewController">
                  <navigationBar key="navigationBar" contentMode="scaleToFill" id="detailNav-bar">
                      <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                  </navigationBar>
                  <connections>
                      <segue destination="vc" kind="showDetail" id="d1"/>
                  </connections>
              </navigationController>
          </objects>
      </scene>
      """)
    let text = Self.document(
      tools: "12100", device: "retina5_5", parentWidth: 414, parentHeight: 736,
      container: Rect(x: 0, y: 0, width: 414, height: 736), destination: "split", between: [split],
      width: 414, height: 736, layoutGuides: true)
    for (kind, top) in [("embed", 0.0), ("show", 20)] {
      try Self.expectPinned(
        text.replacingOccurrences(of: #"kind="embed""#, with: #"kind="\#(kind)""#), top: top, foot: 686,
        context: "\(kind)")
    }
  }
}
