import Foundation
import InterfaceBuilder
import Layout
import Testing

/// IB's canvas of Xcode 8 and before (the iOS 10 SDK): no safe area, so a view controller root's
/// top and bottom margins take in no bar (docs/interface-builder.md, "unseen-n's misses (session
/// 35, misses35)"); and a prototype cell stored without a frame, as Xcode 6 wrote them, is as wide
/// as its table. Documents written here, frames by hand.
@Suite struct PreSafeAreaCanvasTests {
  /// A 375 x 667 root under the iPhone 8 canvas's 20-point status bar. The header runs from the
  /// root's top margin, 100 high, from edge to edge; the footer ends at the root's bottom margin.
  static func document(toolsVersion: String) -> String {
    IBFixtureDocument(
      toolsVersion: toolsVersion, device: "retina4_7",
      scenes: [
        .controller(
          layoutGuides: true,
          root: IBFixtureRoot(
            width: 375, height: 667,
            subviews: """
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="header">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
              </view>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="footer">
                  <rect key="frame" x="0.0" y="617" width="375" height="50"/>
              </view>
              """,
            constraints: """
              <constraint firstItem="header" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="h-top"/>
              <constraint firstItem="header" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="h-l"/>
              <constraint firstAttribute="trailing" secondItem="header" secondAttribute="trailing" id="h-r"/>
              <constraint firstItem="header" firstAttribute="height" constant="100" id="h-h"/>
              <constraint firstAttribute="bottomMargin" secondItem="footer" secondAttribute="bottom" id="f-b"/>
              <constraint firstItem="footer" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="f-l"/>
              <constraint firstAttribute="trailing" secondItem="footer" secondAttribute="trailing" id="f-r"/>
              <constraint firstItem="footer" firstAttribute="height" constant="50" id="f-h"/>
              """))
      ]
    ).storyboard
  }

  /// Xcode 8 (12118): the root's top margin is its own 0 under the status bar, so the header is
  /// at y 0 (with the status bar in its margin it was 20); the bottom margin 0, the footer at 617.
  @Test func aRootBeforeXcode9HasNoBarInItsMargins() throws {
    let result = try ImportSupport.importDocument(
      text: Self.document(toolsVersion: "12118"), name: "PreSafeArea.storyboard")
    let recipe = try #require(result.recipes.first)
    #expect(recipe.text.contains("insetsLayoutMarginsFromSafeArea false"), "\(recipe.text)")
    let frames = try ImportSupport.solved(recipe).framesByIBID
    #expect(frames["header"] == Rect(x: 0, y: 0, width: 375, height: 100))
    #expect(frames["footer"] == Rect(x: 0, y: 617, width: 375, height: 50))
  }

  /// Xcode 9 (13196) with the same layout guides: the iOS 11 SDK insets the root's margins from
  /// the safe area, so the header is 20 below the top, under the status bar's 20 points.
  @Test func aRootFromXcode9KeepsTheStatusBarInItsTopMargin() throws {
    let result = try ImportSupport.importDocument(
      text: Self.document(toolsVersion: "13196"), name: "SafeArea.storyboard")
    let recipe = try #require(result.recipes.first)
    #expect(!recipe.text.contains("insetsLayoutMarginsFromSafeArea false"), "\(recipe.text)")
    let frames = try ImportSupport.solved(recipe).framesByIBID
    #expect(frames["header"] == Rect(x: 0, y: 20, width: 375, height: 100))
    #expect(frames["footer"] == Rect(x: 0, y: 617, width: 375, height: 50))
  }

  /// Only IB's canvas: imported for a device (the app on a later iOS), the root keeps the inset.
  @Test func aDeviceImportKeepsTheInset() throws {
    let result = try ImportSupport.importDocument(
      text: Self.document(toolsVersion: "12118"), name: "PreSafeArea.storyboard", options: ImportOptions())
    let recipe = try #require(result.recipes.first)
    #expect(!recipe.text.contains("insetsLayoutMarginsFromSafeArea false"), "\(recipe.text)")
  }

  /// A prototype cell stored without a `<rect>` (Xcode 6) in a 600-point table on the Any/Any
  /// canvas: the cell is 600 wide (before, 375), so its label pinned 15 from each side is 570 wide.
  @Test func aCellWithoutAFrameIsAsWideAsItsTable() throws {
    let text = IBFixtureDocument(
      toolsVersion: "7706",
      scenes: [
        .xml(
          """
          <scene sceneID="s1">
          <objects>
          <tableViewController id="tvc" sceneMemberID="viewController">
          <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="table">
          <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
          <prototypes>
          <tableViewCell contentMode="scaleToFill" selectionStyle="default" reuseIdentifier="cell" id="cell">
          <autoresizingMask key="autoresizingMask"/>
          <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
          <autoresizingMask key="autoresizingMask"/>
          <subviews>
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
          <rect key="frame" x="15" y="10" width="570" height="20"/>
          </view>
          </subviews>
          <constraints>
          <constraint firstItem="bar" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="15" id="b-l"/>
          <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" constant="15" id="b-r"/>
          <constraint firstItem="bar" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="b-t"/>
          <constraint firstItem="bar" firstAttribute="height" constant="20" id="b-h"/>
          </constraints>
          </tableViewCellContentView>
          </tableViewCell>
          </prototypes>
          </tableView>
          </tableViewController>
          </objects>
          </scene>
          """)
      ]
    ).storyboard
    let result = try ImportSupport.importDocument(text: text, name: "FramelessCell.storyboard")
    let cell = try #require(
      result.recipes.first { $0.text.contains("cell width") }, "\(result.recipes.map(\.text))")
    #expect(cell.text.contains("cell width 600"), "\(cell.text)")
    let frames = try ImportSupport.solved(cell).framesByIBID
    #expect(frames["bar"] == Rect(x: 15, y: 10, width: 570, height: 20))
  }
}
