import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A navigation item's custom title view (`<view key="titleView">` in a controller's
/// `<navigationItem>`) is a scene of its own, laid out at its stored size as a table's header
/// view is (docs/interface-builder.md, "What becomes what"): its views were not imported before
/// (breadwallet-Main.storyboard in /work/unseen-g, 8 image views; tropos-Main.storyboard in
/// /work/unseen-c, 2 labels).
@Suite struct TitleViewImportTests {
  /// A 414 x 896 controller (retina6_1) whose navigation item holds a 200 x 30 title view: a box
  /// pinned 10 from its leading edge, centred vertically, 50 x 20 (so at (10, 5)), and a view
  /// placed by its autoresizing mask at its stored frame (150, 4, 40, 22); and a second
  /// controller whose title view is a segmented control (a control, no views inside).
  static let storyboard = IBFixtureDocument(
    toolsVersion: "22505", device: "retina6_1", useSafeAreas: true,
    scenes: [
      .xml(
        """
        <scene sceneID="s1">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="body">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="body" firstAttribute="top" secondItem="root" secondAttribute="top" id="b1"/>
                            <constraint firstItem="body" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="b2"/>
                            <constraint firstItem="body" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="b3"/>
                            <constraint firstItem="body" firstAttribute="height" constant="100" id="b4"/>
                        </constraints>
                    </view>
                    <navigationItem key="navigationItem" title="Wallet" id="item">
                        <view key="titleView" contentMode="scaleToFill" id="title">
                            <rect key="frame" x="107" y="7" width="200" height="30"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="10" y="5" width="50" height="20"/>
                                </view>
                                <view contentMode="scaleToFill" fixedFrame="YES" id="fixed">
                                    <rect key="frame" x="150" y="4" width="40" height="22"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="title" secondAttribute="leading" constant="10" id="t1"/>
                                <constraint firstItem="box" firstAttribute="centerY" secondItem="title" secondAttribute="centerY" id="t2"/>
                                <constraint firstItem="box" firstAttribute="width" constant="50" id="t3"/>
                                <constraint firstItem="box" firstAttribute="height" constant="20" id="t4"/>
                            </constraints>
                        </view>
                    </navigationItem>
                </viewController>
            </objects>
        </scene>
        """),
      .xml(
        """
        <scene sceneID="s2">
            <objects>
                <viewController id="vc2" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root2">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews/>
                    </view>
                    <navigationItem key="navigationItem" id="item2">
                        <segmentedControl key="titleView" opaque="NO" contentMode="scaleToFill" segmentControlStyle="bar" selectedSegmentIndex="0" id="segments">
                            <rect key="frame" x="127" y="6" width="160" height="32"/>
                            <segments>
                                <segment title="One"/>
                                <segment title="Two"/>
                            </segments>
                        </segmentedControl>
                    </navigationItem>
                </viewController>
            </objects>
        </scene>
        """),
    ]
  ).storyboard

  /// The title view's recipe: its scene is its stored 200 x 30 (not the screen, no safe-area
  /// inset); the box at (10, (30 - 20) / 2 = 5, 50, 20) from its constraints, the autoresizing
  /// view at its stored (150, 4, 40, 22). The controller's own scene comes first and holds
  /// neither; the segmented control's controller adds no title-view scene.
  @Test func titleViewIsASceneOfItsOwn() throws {
    let result = try ImportSupport.importDocument(text: Self.storyboard, name: "Title.storyboard")
    let scenes = try ImportSupport.solvedScenes(result)
    let titleScenes = scenes.filter { $0.framesByIBID["box"] != nil }
    try #require(titleScenes.count == 1, "\(result.recipes.map(\.text))")
    let title = titleScenes[0]
    #expect(title.variant.scene.size == Size(width: 200, height: 30))
    #expect(title.variant.scene.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    #expect(title.framesByIBID["box"] == Rect(x: 10, y: 5, width: 50, height: 20))
    #expect(title.framesByIBID["fixed"] == Rect(x: 150, y: 4, width: 40, height: 22))
    #expect(title.result.ambiguity == nil)
    #expect(title.comparison().differences.filter(\.counted).isEmpty)
    #expect(scenes.first?.framesByIBID["body"] == Rect(x: 0, y: 0, width: 414, height: 100))
    #expect(scenes.first?.framesByIBID["box"] == nil)
    #expect(scenes.filter { $0.framesByIBID["segments"] != nil }.isEmpty)
    // The controller, its title view and the second controller, which has no views of its own
    // (the recipe of its bare root); its segmented control is no title-view scene.
    #expect(result.recipes.count == 3)
  }

  /// A xib's 375 x 44 top-level view holding a navigation bar placed as a view, whose item has a
  /// 200 x 30 title view with a label-free box pinned to its edges 2 points in: the title view
  /// is a scene of its own (the box at (2, 2, 196, 26)), the bar stays in the top-level view's.
  @Test func titleViewOfABarPlacedAsAView() throws {
    let xib = IBFixtureDocument(
      toolsVersion: "22505",
      scenes: [
        .view(
          IBFixtureRoot(
            width: 375, height: 44,
            subviews: """
              <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                  <items>
                      <navigationItem id="item">
                          <view key="titleView" contentMode="scaleToFill" id="title">
                              <rect key="frame" x="87.5" y="7" width="200" height="30"/>
                              <subviews>
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                      <rect key="frame" x="2" y="2" width="196" height="26"/>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="box" firstAttribute="top" secondItem="title" secondAttribute="top" constant="2" id="t1"/>
                                  <constraint firstItem="box" firstAttribute="leading" secondItem="title" secondAttribute="leading" constant="2" id="t2"/>
                                  <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="2" id="t3"/>
                                  <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="2" id="t4"/>
                              </constraints>
                          </view>
                      </navigationItem>
                  </items>
              </navigationBar>
              """,
            constraints: """
              <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" id="b1"/>
              <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="b2"/>
              <constraint firstItem="bar" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="b3"/>
              """))
      ]
    ).xib
    let result = try ImportSupport.importDocument(text: xib, name: "Bar.xib")
    let scenes = try ImportSupport.solvedScenes(result)
    #expect(scenes.count == 2)
    #expect(scenes.first?.framesByIBID["bar"] == Rect(x: 0, y: 0, width: 375, height: 44))
    let title = try #require(scenes.first { $0.framesByIBID["box"] != nil })
    #expect(title.variant.scene.size == Size(width: 200, height: 30))
    #expect(title.framesByIBID["box"] == Rect(x: 2, y: 2, width: 196, height: 26))
    #expect(title.result.ambiguity == nil)
  }
}
