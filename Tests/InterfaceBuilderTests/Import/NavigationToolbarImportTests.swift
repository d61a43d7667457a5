import Foundation
import InterfaceBuilder
import Layout
import Testing

/// A navigation controller that shows its toolbar (`toolbarHidden="NO"`) as a tab bar
/// controller's child: the toolbar sits at the bottom of the navigation controller's view, on the
/// tab bar (docs/interface-builder.md, "A navigation controller's toolbar"). Frames by hand.
@Suite struct NavigationToolbarImportTests {
  /// A tab bar controller's child navigation controller showing its toolbar, its root holding a
  /// box from the safe area's top to its bottom, and a controller it pushes holding the same.
  static func storyboard(device: String) -> String {
    func controller(_ id: String, sceneID: String, height: Double, extra: String = "") -> IBFixtureScene {
      .controller(
        id: id, sceneID: sceneID,
        root: IBFixtureRoot(
          id: "\(id)-root", width: height == 896 ? 414 : 375, height: height, safeArea: true,
          subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-box" userLabel="Box">
                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
            </view>
            """,
          constraints: """
            <constraint firstItem="\(id)-box" firstAttribute="top" secondItem="safe" secondAttribute="top" id="\(id)-c1"/>
            <constraint firstItem="safe" firstAttribute="bottom" secondItem="\(id)-box" secondAttribute="bottom" id="\(id)-c2"/>
            <constraint firstItem="\(id)-box" firstAttribute="leading" secondItem="\(id)-root" secondAttribute="leading" id="\(id)-c3"/>
            <constraint firstAttribute="trailing" secondItem="\(id)-box" secondAttribute="trailing" id="\(id)-c4"/>
            """),
        metrics: extra)
    }
    let height: Double = device == "retina6_1" ? 896 : 667
    return IBFixtureDocument(
      toolsVersion: "21701", device: device, useSafeAreas: true, attributes: #"initialViewController="tabs""#,
      scenes: [
        .xml(
          """
          <scene sceneID="s-tabs">
              <objects>
                  <tabBarController id="tabs" sceneMemberID="viewController">
                      <connections>
                          <segue destination="nav" kind="relationship" relationship="viewControllers" id="t1"/>
                      </connections>
                  </tabBarController>
              </objects>
          </scene>
          """),
        .xml(
          """
          <scene sceneID="s-nav">
              <objects>
                  <navigationController toolbarHidden="NO" id="nav" sceneMemberID="viewController">
                      <connections>
                          <segue destination="first" kind="relationship" relationship="rootViewController" id="n1"/>
                      </connections>
                  </navigationController>
              </objects>
          </scene>
          """),
        controller(
          "first", sceneID: "s-first", height: height,
          extra: """
            <connections>
                <segue destination="second" kind="show" id="p1"/>
            </connections>
            """),
        controller("second", sceneID: "s-second", height: height),
      ]
    ).storyboard
  }

  /// retina6_1 (414 x 896; Xcode 14.3's status bar 48, home indicator 34): the navigation bar
  /// ends at 48 + 44 = 92; the tab bar takes 49 + 34 = 83 and the toolbar, 49 high on a phone
  /// with a home indicator (trailer-Settings' stored toolbar), another 49: the box from 92 to
  /// 896 - 132 = 764, 672 high, in the root and in the pushed controller.
  @Test func aToolbarOverATabBarWithAHomeIndicator() throws {
    let scenes = try ImportSupport.solvedScenes(
      ImportSupport.importDocument(text: Self.storyboard(device: "retina6_1"), name: "Toolbar.storyboard"),
      variant: .canvas)
    for id in ["first", "second"] {
      let scene = try #require(scenes.first { $0.framesByIBID["\(id)-box"] != nil })
      #expect(scene.framesByIBID["\(id)-box"] == Rect(x: 0, y: 92, width: 414, height: 672), "\(scene.text)")
    }
  }

  /// retina4_7 (375 x 667, status bar 20, no home indicator): the toolbar keeps 44, over the tab
  /// bar's 49: the box from 64 to 667 - 93 = 574, 510 high.
  @Test func aToolbarOverATabBarWithAHomeButton() throws {
    let scenes = try ImportSupport.solvedScenes(
      ImportSupport.importDocument(text: Self.storyboard(device: "retina4_7"), name: "Toolbar.storyboard"),
      variant: .canvas)
    for id in ["first", "second"] {
      let scene = try #require(scenes.first { $0.framesByIBID["\(id)-box"] != nil })
      #expect(scene.framesByIBID["\(id)-box"] == Rect(x: 0, y: 64, width: 375, height: 510), "\(scene.text)")
    }
  }
}
