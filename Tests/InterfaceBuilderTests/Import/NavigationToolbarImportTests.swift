import Foundation
import InterfaceBuilder
import Layout
import Testing

/// A navigation controller's bottom bars: one that shows its toolbar (`toolbarHidden="NO"`) as a
/// tab bar controller's child shows the toolbar at the bottom of its view, on the tab bar
/// (docs/interface-builder.md, "A navigation controller's toolbar"); one whose own simulated
/// bottom bar is a tab bar shows the tab bar under its root and what it pushes. Frames by hand.
@Suite struct NavigationToolbarImportTests {
  /// A navigation controller (`navigation`: its further attributes), a tab bar controller's child
  /// when `tabs` (`tabsBar`: the tab bar controller's own simulated bottom bar), else with its own
  /// simulated tab bar (none unless `navigationTabBar`); its root (`rootMetrics`: its own
  /// simulated metrics) holds a box from the safe area's top to its bottom, and so does a
  /// controller the root shows.
  static func storyboard(
    device: String, navigation: String, tabs: Bool, pushed: String = "", rootMetrics: String = "",
    navigationTabBar: Bool = true, tabsBar: String? = nil
  ) -> String {
    let height: Double = device == "retina6_1" ? 896 : 667
    func controller(
      _ id: String, sceneID: String, attributes: String = "", metrics: String = "",
      segues: [IBFixtureSegue] = []
    ) -> IBFixtureScene {
      let box = IBFixtureGuideBox(
        id: "\(id)-box", label: "Box", width: 10, height: 10, guide: .safeArea("safe"),
        superview: "\(id)-root",
        constraintPrefix: "\(id)-")
      return .controller(
        id: id, sceneID: sceneID, attributes: attributes,
        root: IBFixtureRoot(
          id: "\(id)-root", width: height == 896 ? 414 : 375, height: height, safeArea: true,
          subviews: box.subview, constraints: box.constraints),
        metrics: metrics, segues: segues)
    }
    let tabBarController = IBFixtureScene.tabBarController(sceneID: "s-tabs", child: "nav", bar: tabsBar)
    let ownTabBar =
      tabs || !navigationTabBar ? "" : #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#
    let navigationController = IBFixtureScene.xml(
      """
      <scene sceneID="s-nav">
          <objects>
              <navigationController \(navigation) id="nav" sceneMemberID="viewController">
                  \(ownTabBar)
                  <connections>
                      <segue destination="first" kind="relationship" relationship="rootViewController" id="n1"/>
                  </connections>
              </navigationController>
          </objects>
      </scene>
      """)
    return IBFixtureDocument(
      toolsVersion: "21701", device: device, useSafeAreas: true,
      scenes: (tabs ? [tabBarController] : []) + [
        navigationController,
        controller(
          "first", sceneID: "s-first", metrics: rootMetrics,
          segues: [IBFixtureSegue(destination: "second", kind: "show", id: "p1")]),
        controller("second", sceneID: "s-second", attributes: pushed),
      ]
    ).storyboard
  }

  /// The box of the root ("first") and of the controller it shows ("second").
  static func boxes(_ storyboard: String) throws -> [Rect?] {
    let scenes = try ImportSupport.solvedScenes(
      ImportSupport.importDocument(text: storyboard, name: "Bottom.storyboard"), variant: .canvas)
    return ["first", "second"].map { id in
      scenes.first { $0.framesByIBID["\(id)-box"] != nil }?.framesByIBID["\(id)-box"]
    }
  }

  /// retina6_1 (414 x 896; Xcode 14.3's status bar 48, home indicator 34): the navigation bar
  /// ends at 48 + 44 = 92; the tab bar takes 49 + 34 = 83 and the toolbar, 49 high on a phone
  /// with a home indicator (trailer-Settings' stored toolbar), another 49: the box from 92 to
  /// 896 - 132 = 764, 672 high, in the root and in the pushed controller.
  @Test func aToolbarOverATabBarWithAHomeIndicator() throws {
    let boxes = try Self.boxes(
      Self.storyboard(device: "retina6_1", navigation: #"toolbarHidden="NO""#, tabs: true))
    let expected = Rect(x: 0, y: 92, width: 414, height: 672)
    #expect(boxes == [expected, expected])
  }

  /// retina4_7 (375 x 667, status bar 20, no home indicator): the toolbar keeps 44, over the tab
  /// bar's 49: the box from 64 to 667 - 93 = 574, 510 high.
  @Test func aToolbarOverATabBarWithAHomeButton() throws {
    let boxes = try Self.boxes(
      Self.storyboard(device: "retina4_7", navigation: #"toolbarHidden="NO""#, tabs: true))
    let expected = Rect(x: 0, y: 64, width: 375, height: 510)
    #expect(boxes == [expected, expected])
  }

  /// Without the toolbar the same tab child ends at the tab bar: 667 - 49 = 618 (554 high).
  @Test func noToolbarWhenHidden() throws {
    let boxes = try Self.boxes(Self.storyboard(device: "retina4_7", navigation: "", tabs: true))
    let expected = Rect(x: 0, y: 64, width: 375, height: 554)
    #expect(boxes == [expected, expected])
  }

  /// A navigation controller with its own simulated tab bar and no tab bar controller in the
  /// file (erouska-Help's Help controller): its root and what it pushes end at 667 - 49 = 618.
  @Test func ownSimulatedTabBarReachesTheRootAndPushes() throws {
    let boxes = try Self.boxes(Self.storyboard(device: "retina4_7", navigation: "", tabs: false))
    let expected = Rect(x: 0, y: 64, width: 375, height: 554)
    #expect(boxes == [expected, expected])
  }

  /// A pushed controller that hides the bottom bar when pushed (`hidesBottomBarWhenPushed`) is
  /// shown without the tab bar: the root ends at 618, the pushed one at the screen's bottom, 667
  /// (603 high).
  @Test func hidesBottomBarWhenPushed() throws {
    let boxes = try Self.boxes(
      Self.storyboard(
        device: "retina4_7", navigation: "", tabs: true, pushed: #"hidesBottomBarWhenPushed="YES""#))
    let root = Rect(x: 0, y: 64, width: 375, height: 554)
    #expect(boxes == [root, Rect(x: 0, y: 64, width: 375, height: 603)])
  }

  /// The root's own simulated bottom bar is a toolbar (Simulated Metrics, Bottom Bar: Toolbar),
  /// under the tab bar controller's tab bar: the toolbar stands on the tab bar, as the shown
  /// navigation toolbar does, and the controller the root pushes infers it (trailer-Settings'
  /// Repos and Snoozing controllers): on retina6_1 the boxes end at 896 - 34 - 49 - 49 = 764 (from
  /// 92, 672 high), not at the toolbar's 896 - 34 - 49 = 813 in the tab bar's place.
  @Test func ownSimulatedToolbarStandsOnTheTabBar() throws {
    let toolbar = #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#
    let boxes = try Self.boxes(
      Self.storyboard(device: "retina6_1", navigation: "", tabs: true, rootMetrics: toolbar))
    let expected = Rect(x: 0, y: 92, width: 414, height: 672)
    #expect(boxes == [expected, expected])
  }

  /// The same root without a tab bar (its navigation controller in no tab bar controller): the
  /// toolbar is the bottom bar, 49 high over the home indicator's 34, and the pushed controller
  /// infers it: both boxes end at 896 - 83 = 813 (721 high).
  @Test func ownSimulatedToolbarWithoutATabBar() throws {
    let toolbar = #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#
    let boxes = try Self.boxes(
      Self.storyboard(
        device: "retina6_1", navigation: "", tabs: false, rootMetrics: toolbar, navigationTabBar: false))
    let expected = Rect(x: 0, y: 92, width: 414, height: 721)
    #expect(boxes == [expected, expected])
  }

  /// A tab bar controller whose own simulated bottom bar is None (owntracks' storyboard): the
  /// toolbar its child's root simulates is the bottom bar alone, as the tab bar is not drawn
  /// under it: 896 - 34 - 49 = 813 (721 high); its pushed controller keeps the tab bar the
  /// inference gives it (896 - 83 = 813 as well).
  @Test func ownSimulatedToolbarUnderATabBarSetToNone() throws {
    let toolbar = #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#
    let boxes = try Self.boxes(
      Self.storyboard(
        device: "retina6_1", navigation: "", tabs: true, rootMetrics: toolbar,
        tabsBar: #"<nil key="simulatedBottomBarMetrics"/>"#))
    let expected = Rect(x: 0, y: 92, width: 414, height: 721)
    #expect(boxes == [expected, expected])
  }
}
