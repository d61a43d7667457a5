import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// On Interface Builder's canvas a hidden arranged view keeps the size its own required
/// constraints give it, at the place where its stack view collapses it, while its siblings are
/// arranged as without it (docs/interface-builder.md, "Hidden arranged views on the canvas"); on a
/// device UIKit keeps the collapse and breaks the view's own constraint (`../shared/uikit-logs/17`).
@Suite struct HiddenArrangedViewCanvasTests {
  /// A vertical stack, spacing 10: a 30-high view, a hidden view whose content (an 8-high view
  /// pinned 16 from its top and bottom) needs 40, a 20-high view, and last a hidden label with a
  /// required height 40.
  static let xib = IBFixtureDocument(
    toolsVersion: "22505",
    scenes: [
      .view(
        IBFixtureRoot(
          attributes: #"userLabel="Column""#, width: 300, height: 200,
          subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="300" height="60"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="30"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="30" id="top-h"/>
                        </constraints>
                    </view>
                    <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="0.0" y="35" width="300" height="40"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                <rect key="frame" x="0.0" y="16" width="300" height="8"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="8" id="inner-h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="inner" firstAttribute="top" secondItem="box" secondAttribute="top" constant="16" id="inner-top"/>
                            <constraint firstAttribute="bottom" secondItem="inner" secondAttribute="bottom" constant="16" id="inner-bottom"/>
                            <constraint firstItem="inner" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="inner-lead"/>
                            <constraint firstAttribute="trailing" secondItem="inner" secondAttribute="trailing" id="inner-trail"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bottom">
                        <rect key="frame" x="0.0" y="40" width="300" height="20"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="20" id="bottom-h"/>
                        </constraints>
                    </view>
                    <label hidden="YES" opaque="NO" text="Note" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                        <rect key="frame" x="0.0" y="60" width="300" height="40"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="40" id="note-h"/>
                        </constraints>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
            </stackView>
            """,
          constraints: IBFixtureRoot.stackPinnedToTopAndSides))
    ]
  ).xib

  @Test func onTheCanvasAHiddenArrangedViewKeepsItsRequiredSizeWhereItCollapses() throws {
    let result = try ImportSupport.importDocument(text: Self.xib, name: "Column.xib")
    let text = try #require(result.recipes.first).text
    #expect(text.contains("hidden canvas"), "\(text)")
    let scene = try ImportSupport.solvedFirst(result)
    #expect(scene.result.conflicts.isEmpty, "\(scene.result.conflicts.map(\.log))")
    let frames = scene.framesByIBID
    // By hand: the siblings as without the hidden views: "top" 0...30, spacing 10, "bottom"
    // 40...60. "box" starts where it collapses, half the spacing after "top" (35), and is as long
    // as its content needs: 16 + 8 + 16 = 40, its content inside it. The last view "note" starts
    // at the end of the last shown one (60), 40 high. These are the frames the fixture stores.
    #expect(frames["top"] == Rect(x: 0, y: 0, width: 300, height: 30))
    #expect(frames["box"] == Rect(x: 0, y: 35, width: 300, height: 40))
    #expect(frames["inner"] == Rect(x: 0, y: 51, width: 300, height: 8))
    #expect(frames["bottom"] == Rect(x: 0, y: 40, width: 300, height: 20))
    #expect(frames["note"] == Rect(x: 0, y: 60, width: 300, height: 40))
    #expect(frames["stack"] == Rect(x: 0, y: 0, width: 300, height: 60))
  }

  /// A horizontal fill stack, spacing 8, 300 wide: a 100-wide view "a", a hidden view "h" with a
  /// required width 40 stored at x -40 (before the stack's start, as jami's SmartListCell stores
  /// one), a view "b" without a width, and last a hidden label "n" stored at x 150, inside "b":
  /// places no chain of arranged views gives.
  static let leftWhereStored = IBFixtureDocument(
    toolsVersion: "22505",
    scenes: [
      .view(
        IBFixtureRoot(
          attributes: #"userLabel="Row""#, width: 300, height: 200,
          subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0.0" y="0.0" width="300" height="40"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="a-w"/>
                            <constraint firstAttribute="height" constant="40" id="a-h"/>
                        </constraints>
                    </view>
                    <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="h">
                        <rect key="frame" x="-40" y="0.0" width="40" height="40"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="40" id="h-w"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                        <rect key="frame" x="108" y="0.0" width="192" height="40"/>
                    </view>
                    <label hidden="YES" opaque="NO" text="Note" translatesAutoresizingMaskIntoConstraints="NO" id="n">
                        <rect key="frame" x="150" y="0.0" width="0.0" height="40"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
            </stackView>
            """,
          constraints: IBFixtureRoot.stackPinnedToTopAndSides))
    ]
  ).xib

  @Test func onTheCanvasAHiddenArrangedViewStaysWhereInterfaceBuilderStoredIt() throws {
    let result = try ImportSupport.importDocument(text: Self.leftWhereStored, name: "Row.xib")
    let text = try #require(result.recipes.first).text
    #expect(text.contains("hidden canvas at -40"), "\(text)")
    #expect(text.contains("hidden canvas at 150"), "\(text)")
    let scene = try ImportSupport.solvedFirst(result)
    #expect(scene.result.conflicts.isEmpty, "\(scene.result.conflicts.map(\.log))")
    let frames = scene.framesByIBID
    // By hand: "a" 0...100 (its width), one spacing 8, "b" takes the rest: 108...300, 300 - 108 =
    // 192 (the hidden views are out of the chain, so no half spacings). "h" keeps its required
    // width 40 at its stored x -40 (the collapse would start it at 104, half the spacing after "a");
    // "n", a label with only its intrinsic width, collapses to 0 at its stored x 150 (the collapse
    // would put it at 300, the end of the last shown view). Heights: the fill alignment gives every
    // view "a"'s 40.
    #expect(frames["a"] == Rect(x: 0, y: 0, width: 100, height: 40))
    #expect(frames["b"] == Rect(x: 108, y: 0, width: 192, height: 40))
    #expect(frames["h"] == Rect(x: -40, y: 0, width: 40, height: 40))
    #expect(frames["n"] == Rect(x: 150, y: 0, width: 0, height: 40))
    #expect(frames["stack"] == Rect(x: 0, y: 0, width: 300, height: 40))
  }

  /// A horizontal stack pinned by its leading edge (x 41), top and bottom only, whose one arranged
  /// view, 16 wide by a required constraint and as high as the stack, is hidden (the shape of
  /// element-BubbleCellContentView's `4d4-XQ-ido`, /work/unseen-h, stored 0 wide).
  static let allHidden = IBFixtureDocument(
    toolsVersion: "22505",
    scenes: [
      .view(
        IBFixtureRoot(
          attributes: #"userLabel="Bubble""#, width: 300, height: 97,
          subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="41" y="0.0" width="0.0" height="97"/>
                <subviews>
                    <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                        <rect key="frame" x="0.0" y="0.0" width="16" height="97"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="16" id="icon-w"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="icon" firstAttribute="height" secondItem="stack" secondAttribute="height" id="icon-h"/>
                </constraints>
            </stackView>
            """,
          constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="41" id="s-lead"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="s-top"/>
            <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="s-bottom"/>
            """))
    ]
  ).xib

  @Test func aStackWhoseArrangedViewsAreAllHiddenCollapsesAlongItsAxisToo() throws {
    let result = try ImportSupport.importDocument(text: Self.allHidden, name: "Bubble.xib")
    let scene = try ImportSupport.solvedFirst(result)
    // By hand: nothing but the collapse sizes the stack along its axis (its trailing edge is free),
    // so it is 0 wide at x 41, 97 high between the root's top and bottom; not ambiguous.
    #expect(scene.result.ambiguity?.entries.isEmpty ?? true, "\(String(describing: scene.result.ambiguity))")
    #expect(scene.framesByIBID["stack"] == Rect(x: 41, y: 0, width: 0, height: 97))
    #expect(scene.framesByIBID["icon"]?.width == 16)
    #expect(scene.framesByIBID["icon"]?.minX == 41)
  }

  @Test func onADeviceTheStackKeepsTheCollapseAndTheViewsOwnConstraintBreaks() throws {
    let result = try ImportSupport.importDocument(
      text: Self.xib, name: "Column.xib", options: ImportOptions(scene: .device(.iPhone8)))
    let text = try #require(result.recipes.first).text
    #expect(!text.contains("hidden canvas"), "\(text)")
    let scene = try ImportSupport.solvedFirst(result)
    // UIKit's run time: UISV-hiding holds, the hidden views are 0 high where they collapse, and the
    // constraints that want them longer are the ones broken (uikit-logs/17 breaks the content's).
    let frames = scene.framesByIBID
    #expect(frames["box"]?.height == 0)
    #expect(frames["box"]?.minY == 35)
    #expect(frames["note"]?.height == 0)
    #expect(frames["bottom"] == Rect(x: 0, y: 40, width: 375, height: 20))
    #expect(scene.result.conflicts.count == 2, "\(scene.result.conflicts.map(\.log))")
  }
}
