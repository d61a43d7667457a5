import Foundation
import InterfaceBuilder
import Layout
import Testing

/// A xib's top-level view on IB's canvas: without a device (Xcode 7 and earlier) its margins are
/// a plain view's 8; on a device's canvas a top-level stack view's own margins are raised to a
/// root's system minimum, as any top-level view's (docs/interface-builder.md, "unseen-o's misses
/// (session 36, misses36)"). Documents written here, frames by hand.
@Suite struct XibRootMarginsTests {
  /// A 152 x 88 top-level view with a 40-high box pinned to its top, leading and trailing margins.
  static let boxInMargins = IBFixtureRoot(
    width: 152, height: 88,
    subviews: """
      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
          <rect key="frame" x="8" y="8" width="136" height="40"/>
      </view>
      """,
    constraints: """
      <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="b-top"/>
      <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="b-l"/>
      <constraint firstItem="root" firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="b-r"/>
      <constraint firstItem="box" firstAttribute="height" constant="40" id="b-h"/>
      """)

  /// No `<device>` (toolsVersion 10116, Xcode 7): UIView's 8 on every side, so the box is at
  /// (8, 8), 152 - 16 = 136 wide. Before, a root's 20 at the sides and the status bar's 20 at the
  /// top gave (20, 20), 112 wide.
  @Test func aTopLevelViewWithoutADeviceHasUIViewsMargins() throws {
    let text = IBFixtureDocument(toolsVersion: "10116", scenes: [.view(Self.boxInMargins)]).xib
    let result = try ImportSupport.importDocument(text: text, name: "NoDevice.xib")
    let recipe = try #require(result.recipes.first)
    #expect(recipe.text.contains("viewRespectsSystemMinimumLayoutMargins false"), "\(recipe.text)")
    let frames = try ImportSupport.solved(recipe).framesByIBID
    #expect(frames["box"] == Rect(x: 8, y: 8, width: 136, height: 40))
  }

  /// The File's Owner's view of a xib without a device (a view controller's view, Xcode 6): the
  /// same 8, IB simulates no controller for it.
  @Test func anOwnersViewWithoutADeviceHasUIViewsMargins() throws {
    let owner = """
      <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ListViewController">
      <connections>
      <outlet property="view" destination="root" id="o-view"/>
      </connections>
      </placeholder>
      """
    let text = IBFixtureDocument(toolsVersion: "6245", scenes: [.xml(owner), .view(Self.boxInMargins)]).xib
    let result = try ImportSupport.importDocument(text: text, name: "NoDeviceOwner.xib")
    let recipe = try #require(result.recipes.first)
    let frames = try ImportSupport.solved(recipe).framesByIBID
    #expect(frames["box"] == Rect(x: 8, y: 8, width: 136, height: 40))
  }

  /// With a device (retina4_7, Xcode 9) the same view is the screen's root: 16 at the sides (the
  /// compact width's minimum), the top margin 0 and the view overlapping the status bar's 20: the
  /// box at (16, 20), 120 wide. The no-device rule does not reach it.
  @Test func aTopLevelViewOnADeviceKeepsTheSystemMinimum() throws {
    let text = IBFixtureDocument(
      toolsVersion: "13196", device: "retina4_7", scenes: [.view(Self.boxInMargins)]
    ).xib
    let result = try ImportSupport.importDocument(text: text, name: "Device.xib")
    let recipe = try #require(result.recipes.first)
    #expect(!recipe.text.contains("viewRespectsSystemMinimumLayoutMargins false"), "\(recipe.text)")
    let frames = try ImportSupport.solved(recipe).framesByIBID
    #expect(frames["box"]?.minX == 16)
    #expect(frames["box"]?.width == 120)
  }

  /// A top-level 301 x 250 vertical fill stack view on retina6_1 with its own directional margins
  /// 8, arranged in them, `insetsLayoutMarginsFromSafeArea` NO: its one arranged view fills the
  /// raised margins, 16 at the sides and its own 8 above and below: (16, 8), 301 - 32 = 269 wide,
  /// 250 - 16 = 234 high (IB's frames of genesisvision's FundInvestingContentView put its rows at
  /// x 16, 269 wide, from y 8 to 242). Before, the stack's own 8: x 8, 285 wide.
  @Test func aTopLevelStackViewsMarginsReachTheSystemMinimum() throws {
    let stack = """
      <stackView opaque="NO" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
      <rect key="frame" x="0.0" y="0.0" width="301" height="250"/>
      <subviews>
      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row">
      <rect key="frame" x="16" y="8" width="269" height="234"/>
      </view>
      </subviews>
      <directionalEdgeInsets key="directionalLayoutMargins" top="8" leading="8" bottom="8" trailing="8"/>
      </stackView>
      """
    let text = IBFixtureDocument(
      toolsVersion: "15505", device: "retina6_1", useSafeAreas: true, scenes: [.xml(stack)]
    ).xib
    let result = try ImportSupport.importDocument(text: text, name: "TopLevelStack.xib")
    let recipe = try #require(result.recipes.first)
    #expect(recipe.text.contains("margins 8 16 8 16"), "\(recipe.text)")
    let frames = try ImportSupport.solved(recipe).framesByIBID
    #expect(frames["row"] == Rect(x: 16, y: 8, width: 269, height: 234))
  }

  /// Imported for a device (`--device "iPhone 8"`, not IB's canvas), the stack keeps its own 8.
  /// (The default import of this retina6_1 file, a device the catalogue lacks, writes IB's canvas
  /// and raises them as above: `SceneConverter.onCanvas`.)
  @Test func aDeviceImportKeepsTheStacksOwnMargins() throws {
    let stack = """
      <stackView opaque="NO" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
      <rect key="frame" x="0.0" y="0.0" width="301" height="250"/>
      <subviews>
      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row">
      <rect key="frame" x="16" y="8" width="269" height="234"/>
      </view>
      </subviews>
      <directionalEdgeInsets key="directionalLayoutMargins" top="8" leading="8" bottom="8" trailing="8"/>
      </stackView>
      """
    let text = IBFixtureDocument(
      toolsVersion: "15505", device: "retina6_1", useSafeAreas: true, scenes: [.xml(stack)]
    ).xib
    let result = try ImportSupport.importDocument(
      text: text, name: "TopLevelStack.xib", options: ImportOptions(scene: .device(.iPhone8)))
    let recipe = try #require(result.recipes.first)
    #expect(!recipe.text.contains("margins 8 16 8 16"), "\(recipe.text)")
    #expect(recipe.text.contains("margins 8"), "\(recipe.text)")
  }
}
