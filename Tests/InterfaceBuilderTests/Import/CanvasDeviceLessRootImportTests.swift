import Foundation
import InterfaceBuilder
import Layout
import Testing

/// Session 38's canvas rules (docs/interface-builder.md, "Roots against the device table:
/// unseen-q (session 38, canvas38)"): the roots of device-less documents of Xcode 5 to 7 stored
/// between their bars (`IBCanvas.deviceLessRootBetweenBars`), controllers pushed under a hidden
/// navigation bar (`BarInference.hiddenBarPushed`), and the tab bar's reach under the home
/// indicator on the recipe's scene (second read L8 of session 37, M1 of session 38). Every expected frame is derived
/// by hand in the test's comment from the fixture's bars and constraints; each "Before" value is
/// what main 75d17141's binary gives for the same document.
@Suite struct CanvasDeviceLessRootImportTests {
  /// A storyboard scene of controller `id` whose root (`id="root"`) IB stored at (0, `y`),
  /// `width` x `height`, with the layout guides of Xcode 8 and before (`top`, `bottom`): Head
  /// (100 x 50) pinned to the top guide's bottom, Foot (100 x 50) to the bottom guide's top, both
  /// at the root's leading edge; `metrics` (simulated bars) after the view.
  static func guidesScene(
    id: String = "vc", sceneID: String = "s1", y: Double, width: Double, height: Double, metrics: String = ""
  ) -> IBFixtureScene {
    let frame = [y, width, height].map(IBFixtureRoot.number)
    return .xml(
      """
      <scene sceneID="\(sceneID)">
          <objects>
              <viewController id="\(id)" sceneMemberID="viewController">
                  <layoutGuides>
                      <viewControllerLayoutGuide type="top" id="top"/>
                      <viewControllerLayoutGuide type="bottom" id="bottom"/>
                  </layoutGuides>
                  <view key="view" contentMode="scaleToFill" id="root">
                      <rect key="frame" x="0.0" y="\(frame[0])" width="\(frame[1])" height="\(frame[2])"/>
                      <subviews>
                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="head" userLabel="Head">
                              <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                          </view>
                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="foot" userLabel="Foot">
                              <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                          </view>
                      </subviews>
                      <constraints>
                          <constraint firstItem="head" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="c1"/>
                          <constraint firstItem="head" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                          <constraint firstItem="head" firstAttribute="width" constant="100" id="c3"/>
                          <constraint firstItem="head" firstAttribute="height" constant="50" id="c4"/>
                          <constraint firstItem="bottom" firstAttribute="top" secondItem="foot" secondAttribute="bottom" id="c5"/>
                          <constraint firstItem="foot" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c6"/>
                          <constraint firstItem="foot" firstAttribute="width" constant="100" id="c7"/>
                          <constraint firstItem="foot" firstAttribute="height" constant="50" id="c8"/>
                      </constraints>
                  </view>
                  \(metrics)
              </viewController>
          </objects>
      </scene>
      """)
  }

  /// The Head and Foot boxes of the guides scene in a storyboard of `tools` without a device, on
  /// IB's canvas.
  static func headAndFoot(tools: String, scenes: [IBFixtureScene]) throws -> (
    head: Rect?, foot: Rect?, text: String
  ) {
    let text = IBFixtureDocument(toolsVersion: tools, scenes: scenes).storyboard
    let result = try ImportSupport.importDocument(text: text, name: "Guides.storyboard")
    let recipe = try #require(result.recipes.first { $0.text.contains(#"id "head""#) }, "\(text)")
    let scene = try ImportSupport.solved(recipe, variant: .canvas)
    return (scene.framesByIBID["head"], scene.framesByIBID["foot"], recipe.text)
  }

  static let opaqueBars = """
    <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
    <simulatedToolbarMetrics key="simulatedBottomBarMetrics" translucent="NO"/>
    """

  /// etsmobile-Main_iPhone's web views (Xcode 7.3, 10117, no device): a 320 x 460 root stored at
  /// y 64 under an opaque navigation bar and over an opaque toolbar (64 + 460 = 568 - 44, the
  /// 4-inch phone): the guides are at the root's edges, Head at (0, 0), Foot at (0, 460 - 50 =
  /// 410). Before, the root's bottom was taken for the screen's and the toolbar put inside it:
  /// Foot at (0, 460 - 44 - 50 = 366). Saved by Xcode 8.2 (11201) it keeps that reading.
  @Test func rootBetweenOpaqueBarsOfXcode7() throws {
    let scene = Self.guidesScene(y: 64, width: 320, height: 460, metrics: Self.opaqueBars)
    let xcode7 = try Self.headAndFoot(tools: "10117", scenes: [scene])
    #expect(xcode7.head == Rect(x: 0, y: 0, width: 100, height: 50), "\(xcode7.text)")
    #expect(xcode7.foot == Rect(x: 0, y: 410, width: 100, height: 50), "\(xcode7.text)")
    let xcode8 = try Self.headAndFoot(tools: "11201", scenes: [scene])
    #expect(xcode8.foot == Rect(x: 0, y: 366, width: 100, height: 50), "\(xcode8.text)")
  }

  /// infinit-Main's roots (Xcode 7.0, 9058, no device): 600 x 556 stored at y 44 under a
  /// navigation bar (the status bar is outside the stored root too): Head at (0, 0), Foot at
  /// (0, 556 - 50 = 506). Before, the status bar's 20 + the bar's 44 less the root's y 44 left
  /// 20 inside the root: Head at (0, 20).
  @Test func rootBelowTheBarWithoutTheStatusBar() throws {
    let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
    let scene = try Self.headAndFoot(
      tools: "9058", scenes: [Self.guidesScene(y: 44, width: 600, height: 556, metrics: bar)])
    #expect(scene.head == Rect(x: 0, y: 0, width: 100, height: 50), "\(scene.text)")
    #expect(scene.foot == Rect(x: 0, y: 506, width: 100, height: 50), "\(scene.text)")
  }

  /// malaria-Main's PostDetailed and youtiao-Main's bulletins (Xcode 7.2 and 6.3, no device): a
  /// 600 x 551 root at y 0 over an opaque tab bar (551 = 600 - 49): the status bar over its top,
  /// Head at (0, 20); the bottom guide at its bottom, Foot at (0, 551 - 50 = 501). Before, Foot
  /// was 49 higher, at (0, 452). A 600 x 600 root keeps the tab bar inside it: Foot at
  /// (0, 600 - 49 - 50 = 501).
  @Test func rootAboveAnOpaqueTabBar() throws {
    let tabBar = #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics" translucent="NO"/>"#
    let short = try Self.headAndFoot(
      tools: "9531", scenes: [Self.guidesScene(y: 0, width: 600, height: 551, metrics: tabBar)])
    #expect(short.head == Rect(x: 0, y: 20, width: 100, height: 50), "\(short.text)")
    #expect(short.foot == Rect(x: 0, y: 501, width: 100, height: 50), "\(short.text)")
    let full = try Self.headAndFoot(
      tools: "9531", scenes: [Self.guidesScene(y: 0, width: 600, height: 600, metrics: tabBar)])
    #expect(full.foot == Rect(x: 0, y: 501, width: 100, height: 50), "\(full.text)")
  }

  /// colorgy-Main (Xcode 7.3, no device): a tab's navigation controller hides its bar, and its
  /// root shows the guides scene: no navigation bar (the status bar's 20: Head at (0, 20)) and the
  /// tab bar (Foot at (0, 600 - 49 - 50 = 501)). Before, the push stopped at a root under a
  /// hidden bar: no tab bar, Foot at (0, 550).
  @Test func pushedUnderAHiddenNavigationBarKeepsTheTabBar() throws {
    let list = IBFixtureScene.controller(
      id: "list", sceneID: "s-list",
      root: IBFixtureRoot(id: "list-root", width: 600, height: 600, subviews: ""),
      segues: [IBFixtureSegue(destination: "vc", kind: "show", id: "sg1")])
    let scenes: [IBFixtureScene] = [
      .tabBarController(sceneID: "s-tabs", child: "nav"),
      .navigationController(root: "list", barY: 20, barWidth: 600, barHeight: 44, hidden: true),
      list,
      Self.guidesScene(y: 0, width: 600, height: 600),
    ]
    let scene = try Self.headAndFoot(tools: "10116", scenes: scenes)
    #expect(scene.head == Rect(x: 0, y: 20, width: 100, height: 50), "\(scene.text)")
    #expect(scene.foot == Rect(x: 0, y: 501, width: 100, height: 50), "\(scene.text)")
  }

  /// A 600 x 400 freeform root (`<size key="freeformSize">`, Xcode 7.2, 9531, no device) at y 0
  /// over an opaque tab bar is the whole freeform screen, the bar drawn inside it (second read L8
  /// of session 38): the bottom guide at 400 - 49 = 351, Foot at (0, 351 - 50 = 301). Before, 400
  /// being no height of a 600-wide screen, the root read as stored above its bar: Foot at
  /// (0, 400 - 50 = 350).
  @Test func freeformRootKeepsItsTabBar() throws {
    let metrics = """
      <simulatedTabBarMetrics key="simulatedBottomBarMetrics" translucent="NO"/>
      <size key="freeformSize" width="600" height="400"/>
      """
    let scene = try Self.headAndFoot(
      tools: "9531", scenes: [Self.guidesScene(y: 0, width: 600, height: 400, metrics: metrics)])
    #expect(scene.foot == Rect(x: 0, y: 301, width: 100, height: 50), "\(scene.text)")
  }

  /// The tab bar `GiS-Zo-cr5` of the fixture `name`, held by its sides and the root's bottom only
  /// (trolley-LaunchScreen's shape), imported with `options`.
  static func tabBar(_ name: String, _ options: ImportOptions) throws -> (frame: Rect?, text: String) {
    let scene = try ImportSupport.solvedDocument(
      try ImportSupport.fixture(name), name: name, options: options)
    return (scene.framesByIBID["GiS-Zo-cr5"], scene.text)
  }

  /// TabBarCanvas.xib and .storyboard (retina6_1, not in `ImportOptions.deviceIDs`): the default
  /// import writes IB's canvas scene line, as `--device canvas` does, so the bar reaches under
  /// the canvas's home indicator in both: 49 + 34 = 83 high at y 896 - 83 = 813, IB's stored
  /// frame (second read M1 of session 38). Before, the default import gave it 49 at y 847. On
  /// an iPhone 8 (`--device`, no home indicator) it is 49 high at y 667 - 49 = 618; on an
  /// iPhone X, 49 + its own bottom inset 34 = 83 at y 812 - 83 = 729 (before: 49 at 763).
  @Test func tabBarOnTheCanvasSceneOfADefaultImport() throws {
    for name in ["TabBarCanvas.xib", "TabBarCanvas.storyboard"] {
      let byDefault = try Self.tabBar(name, ImportOptions())
      #expect(byDefault.text.contains("scene 414 x 896 scale 2"), "\(name): \(byDefault.text)")
      #expect(byDefault.frame == Rect(x: 0, y: 813, width: 414, height: 83), "\(name): \(byDefault.text)")
      let canvas = try Self.tabBar(name, ImportSupport.canvas)
      #expect(canvas.frame == Rect(x: 0, y: 813, width: 414, height: 83), "\(name): \(canvas.text)")
      let iPhone8 = try Self.tabBar(name, ImportOptions(scene: .device(.iPhone8)))
      #expect(iPhone8.frame == Rect(x: 0, y: 618, width: 375, height: 49), "\(name): \(iPhone8.text)")
      let iPhoneX = try Self.tabBar(name, ImportOptions(scene: .device(.iPhoneX)))
      #expect(iPhoneX.frame == Rect(x: 0, y: 729, width: 375, height: 83), "\(name): \(iPhoneX.text)")
    }
  }

  /// TabBarIPhoneX.xib (trolley-LaunchScreen's retina5_9): the default import is onto the
  /// document's own iPhone X, whose bottom inset is 34, so the bar is 49 + 34 = 83 high at
  /// y 812 - 83 = 729, IB's stored frame and UIKit's on that phone (second read M1 of session
  /// 38); `--device canvas` the same. Before, the default import gave it 49 at y 763. On an
  /// iPhone 8: 49 at y 618.
  @Test func tabBarOnTheDocumentsNotchedDevice() throws {
    let name = "TabBarIPhoneX.xib"
    let byDefault = try Self.tabBar(name, ImportOptions())
    #expect(byDefault.text.contains(#"device "iPhone X""#), "\(byDefault.text)")
    #expect(byDefault.frame == Rect(x: 0, y: 729, width: 375, height: 83), "\(byDefault.text)")
    let canvas = try Self.tabBar(name, ImportSupport.canvas)
    #expect(canvas.frame == Rect(x: 0, y: 729, width: 375, height: 83), "\(canvas.text)")
    let iPhone8 = try Self.tabBar(name, ImportOptions(scene: .device(.iPhone8)))
    #expect(iPhone8.frame == Rect(x: 0, y: 618, width: 375, height: 49), "\(iPhone8.text)")
  }
}
