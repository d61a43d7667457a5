import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// Two views a recipe used to leave without a frame, which Interface Builder does not flag:
/// a xib's top-level stack view (its arranged views got no position or size when the stack was
/// taken for the scene's plain root) and a view IB placed by autoresizing whose frame is zero
/// (IB writes no `<rect key="frame">` for it). Expected frames by hand.
@Suite struct TopLevelStackImportTests {
  static let stackXib = IBFixtureDocument(
    toolsVersion: "11201",
    scenes: [
      .xml(
        """
        <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="4" id="keys">
            <rect key="frame" x="0.0" y="0.0" width="308" height="40"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <subviews>
                <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="k1">
                    <state key="normal" title="*"/>
                </button>
                <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="k2">
                    <state key="normal" title="~"/>
                </button>
                <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="k3">
                    <state key="normal" title="@"/>
                </button>
            </subviews>
        </stackView>
        """)
    ]
  ).xib

  @Test func aTopLevelStackViewArrangesItsViews() throws {
    let result = try ImportSupport.importDocument(
      text: Self.stackXib, name: "Keys.xib", options: ImportOptions())
    let recipe = try #require(result.recipes.first)
    let scene = try ImportSupport.solved(recipe)
    #expect(scene.result.ambiguity?.entries.isEmpty ?? true, "\(String(describing: scene.result.ambiguity))")
    let frames = scene.framesByIBID
    // Fill equally: (308 - 2 x 4) / 3 = 100 each, 4 apart, the stack's 40 high.
    #expect(frames["keys"] == Rect(x: 0, y: 0, width: 308, height: 40))
    #expect(frames["k1"] == Rect(x: 0, y: 0, width: 100, height: 40))
    #expect(frames["k2"] == Rect(x: 104, y: 0, width: 100, height: 40))
    #expect(frames["k3"] == Rect(x: 208, y: 0, width: 100, height: 40))
  }

  static let zeroFrameStoryboard = IBFixtureDocument(
    toolsVersion: "11201", useTraitCollections: false, attributes: #"initialViewController="vc""#,
    scenes: [
      .controller(
        root: IBFixtureRoot(
          width: 320, height: 480,
          subviews: """
            <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="zero">
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </view>
            """))
    ]
  ).storyboard

  @Test func aViewWithoutAStoredFrameIsZero() throws {
    let result = try ImportSupport.importDocument(
      text: Self.zeroFrameStoryboard, name: "Zero.storyboard", options: ImportOptions())
    let warnings = result.warnings.map(\.description)
    #expect(
      warnings.contains(
        "Zero.storyboard:10: warning: <view id=\"zero\">: the view is placed by its autoresizing mask "
          + "(fixedFrame: it has no constraints in Interface Builder), not by constraints: pinned to its "
          + "Interface Builder frame (none is stored: Interface Builder writes no frame for a zero one, so it "
          + "is 0 x 0 at the top left)"), "\(warnings)")
    let recipe = try #require(result.recipes.first)
    let scene = try ImportSupport.solved(recipe)
    #expect(scene.result.ambiguity?.entries.isEmpty ?? true, "\(String(describing: scene.result.ambiguity))")
    #expect(scene.framesByIBID["zero"] == Rect(x: 0, y: 0, width: 0, height: 0))
  }

  /// A stack view as a table's header view arranges its views as a top-level stack does: a
  /// vertical stack 375 x 100 of two rows 50 high each (their heights by constraints), at y 0 and
  /// 50 [read from stored frames: eurofurence-News (13771), whose header rows were ambiguous].
  @Test func aStackViewAsATableHeaderArrangesItsRows() throws {
    let storyboard = IBFixtureDocument(
      toolsVersion: "13771", device: "retina5_9",
      scenes: [
        .xml(
          """
          <scene sceneID="s1">
              <objects>
                  <tableViewController id="tvc" sceneMemberID="viewController">
                      <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" id="table">
                          <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                          <stackView key="tableHeaderView" opaque="NO" contentMode="scaleToFill" axis="vertical" id="header">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                              <subviews>
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="first">
                                      <rect key="frame" x="0.0" y="0.0" width="375" height="50"/>
                                      <constraints>
                                          <constraint firstAttribute="height" constant="50" id="h1"/>
                                      </constraints>
                                  </view>
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="second">
                                      <rect key="frame" x="0.0" y="50" width="375" height="50"/>
                                      <constraints>
                                          <constraint firstAttribute="height" constant="50" id="h2"/>
                                      </constraints>
                                  </view>
                              </subviews>
                          </stackView>
                      </tableView>
                  </tableViewController>
              </objects>
          </scene>
          """)
      ]
    ).storyboard
    let result = try ImportSupport.importDocument(text: storyboard, name: "News.storyboard")
    let scene = try ImportSupport.solvedFirst(result)
    #expect(scene.result.ambiguity == nil)
    #expect(scene.framesByIBID["first"] == Rect(x: 0, y: 0, width: 375, height: 50))
    #expect(scene.framesByIBID["second"] == Rect(x: 0, y: 50, width: 375, height: 50))
  }
}
