import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A navigation bar and a search bar placed as views (not a controller's bars): each has a height of
/// its own and no width, so a bar pinned at its top and sides only is not ambiguous
/// (docs/interface-builder.md, "Controls"). Without them the bars had no height: ddg-TabSwitcher's
/// navigation bar and IQKeyboardManager's search bar (in /work/unseen) came out ambiguous.
@Suite struct BarSubviewImportTests {
  static func xib(toolsVersion: String) -> String {
    IBFixtureDocument(
      toolsVersion: "\(toolsVersion)",
      scenes: [
        .view(
          IBFixtureRoot(
            attributes: #"userLabel="Bars""#, width: 375, height: 300,
            subviews: """
              <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="nav">
                  <items>
                      <navigationItem title="Title" id="item"/>
                  </items>
              </navigationBar>
              <searchBar contentMode="redraw" searchBarStyle="minimal" translatesAutoresizingMaskIntoConstraints="NO" id="search">
                  <textInputTraits key="textInputTraits"/>
              </searchBar>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below" userLabel="Below">
                  <constraints>
                      <constraint firstAttribute="height" constant="10" id="below-h"/>
                  </constraints>
              </view>
              """,
            constraints: """
              <constraint firstItem="nav" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="nav-top"/>
              <constraint firstItem="nav" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="nav-lead"/>
              <constraint firstItem="nav" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="nav-trail"/>
              <constraint firstItem="search" firstAttribute="top" secondItem="nav" secondAttribute="bottom" id="search-top"/>
              <constraint firstItem="search" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="search-lead"/>
              <constraint firstItem="search" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="search-trail"/>
              <constraint firstItem="below" firstAttribute="top" secondItem="search" secondAttribute="bottom" id="below-top"/>
              <constraint firstItem="below" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="below-lead"/>
              <constraint firstItem="below" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="below-trail"/>
              """))
      ]
    ).xib
  }

  /// Xcode 15 (toolsVersion 22505): the navigation bar is 44 high at y 20; the search bar 56 below
  /// it (y 64); the view below starts at 64 + 56 = 120. Widths come from the sides: 375.
  @Test func barsHaveTheirHeights() throws {
    let result = try ImportSupport.importDocument(
      text: Self.xib(toolsVersion: "22505"), name: "Bars.xib", options: ImportOptions())
    let scene = try ImportSupport.solvedFirst(result)
    let (frames, layout) = (scene.framesByIBID, scene.result)
    #expect(frames["nav"] == Rect(x: 0, y: 20, width: 375, height: 44))
    #expect(frames["search"] == Rect(x: 0, y: 64, width: 375, height: 56))
    #expect(frames["below"] == Rect(x: 0, y: 120, width: 375, height: 10))
    #expect(layout.ambiguity == nil)
    #expect(!result.warnings.contains { $0.message.contains("has no recipe kind") })
  }

  /// Xcode 26 (toolsVersion 24127): the navigation bar is 54 high (`IBBars.navigationBarHeightXcode26`:
  /// gomap-Display's bar placed as a view, 24506, is stored 54 high), so the search bar starts at
  /// 20 + 54 = 74; it is 64 high (the choice of "Controls"); the view below starts at 74 + 64 = 138.
  @Test func xcode26BarsAreTaller() throws {
    let frames = try ImportSupport.solvedDocument(
      text: Self.xib(toolsVersion: "24127"), name: "Bars.xib", options: ImportOptions()
    ).framesByIBID
    #expect(frames["nav"] == Rect(x: 0, y: 20, width: 375, height: 54))
    #expect(frames["search"] == Rect(x: 0, y: 74, width: 375, height: 64))
    #expect(frames["below"]?.minY == 138)
  }

  /// A tab bar placed as a view, held by its sides and its bottom only (onebusaway's launch
  /// screen, 11542, retina4_7: stored 49 high, not flagged): UITabBar's 49 [DOC:
  /// `IBBars.tabBarHeight`], so it spans 300 - 49 = 251 to 300, 375 wide, and nothing is ambiguous.
  @Test func aTabBarPlacedAsAViewIs49High() throws {
    let xib = IBFixtureDocument(
      toolsVersion: "11542",
      scenes: [
        .view(
          IBFixtureRoot(
            attributes: #"userLabel="Launch""#, width: 375, height: 300,
            subviews: """
              <tabBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tabs">
                  <rect key="frame" x="0.0" y="251" width="375" height="49"/>
              </tabBar>
              """,
            constraints: """
              <constraint firstItem="tabs" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t-lead"/>
              <constraint firstAttribute="trailing" secondItem="tabs" secondAttribute="trailing" id="t-trail"/>
              <constraint firstAttribute="bottom" secondItem="tabs" secondAttribute="bottom" id="t-bottom"/>
              """))
      ]
    ).xib
    let result = try ImportSupport.importDocument(text: xib, name: "Launch.xib", options: ImportOptions())
    let scene = try ImportSupport.solvedFirst(result)
    #expect(scene.framesByIBID["tabs"] == Rect(x: 0, y: 251, width: 375, height: 49))
    #expect(scene.result.ambiguity == nil)
    #expect(!result.warnings.contains { $0.message.contains("has no recipe kind") }, "\(result.warnings)")
  }
}
