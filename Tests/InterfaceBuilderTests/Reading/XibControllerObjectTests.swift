import Foundation
import InterfaceBuilder
import Layout
import Testing

/// Two forms real files hold that the importer did not read (issue 22, /work/unseen-h): a xib's
/// top-level view controllers, and a ratio multiplier typed with spaces (`1: 1`).
@Suite struct XibControllerObjectTests {
  /// A 375 x 667 xib (iPhone 8) holding, beside a plain top-level view, a view controller whose
  /// view holds a 100 x 50 box pinned 20 from the view's leading edge and 30 below its top, an
  /// empty table view controller (no view) and a navigation controller.
  static let xib = IBFixtureDocument(
    toolsVersion: "19455", device: "retina4_7",
    scenes: [
      .xml(
        """
        <view contentMode="scaleToFill" id="plain">
            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                    <rect key="frame" x="10" y="10" width="20" height="20"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="20" id="dw"/>
                        <constraint firstAttribute="height" constant="20" id="dh"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="dot" firstAttribute="leading" secondItem="plain" secondAttribute="leading" constant="10" id="dl"/>
                <constraint firstItem="dot" firstAttribute="top" secondItem="plain" secondAttribute="top" constant="10" id="dt"/>
            </constraints>
        </view>
        """),
      .xml(
        """
        <viewController id="vc" userLabel="Details">
            <view key="view" contentMode="scaleToFill" id="vcroot">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="20" y="30" width="100" height="50"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="bw"/>
                            <constraint firstAttribute="height" constant="50" id="bh"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="vcroot" secondAttribute="leading" constant="20" id="bl"/>
                    <constraint firstItem="box" firstAttribute="top" secondItem="vcroot" secondAttribute="top" constant="30" id="bt"/>
                </constraints>
            </view>
        </viewController>
        """),
      .xml(
        """
        <tableViewController id="tvc">
            <point key="canvasLocation" x="990" y="140"/>
        </tableViewController>
        """),
      .xml(#"<navigationController id="nav"/>"#),
    ]
  ).xib

  /// The controller's view is a scene of its own, laid out as a storyboard controller's: the box at
  /// (20, 30), 100 x 50, as its constraints say; the top-level view is still a scene. The empty
  /// table view controller and the navigation controller are skipped with the storyboard's
  /// reasons (no view; no layout of its own), not as unknown objects.
  @Test func aXibsViewControllerIsASceneAndEmptyControllersSayWhyTheyAreSkipped() throws {
    let result = try ImportSupport.importDocument(text: Self.xib, name: "Controllers.xib")
    let messages = result.warnings.map(\.description)
    #expect(!messages.contains { $0.contains("unknown") }, "\(messages)")
    let noView = #"<tableViewController id="tvc">: the controller has no view"#
    let noLayout = #"<navigationController id="nav">: a navigationController has no layout of its own"#
    #expect(messages.contains { $0.contains(noView) }, "\(messages)")
    #expect(messages.contains { $0.contains(noLayout) }, "\(messages)")
    #expect(result.recipes.count == 2, "\(result.recipes.map(\.name))")
    let scenes = try ImportSupport.solvedScenes(result)
    let frames = scenes.reduce(into: [String: Rect]()) { $0.merge($1.framesByIBID) { first, _ in first } }
    #expect(frames["box"] == Rect(x: 20, y: 30, width: 100, height: 50))
    #expect(frames["dot"] == Rect(x: 10, y: 10, width: 20, height: 20))
  }

  /// IB keeps a ratio as it was typed: `1: 1`, ` 3 / 4 ` are ratios (numbers with spaces around
  /// them); a zero denominator or a word is still no number.
  @Test func ratioMultipliersMayHaveSpaces() {
    #expect(IBConstraint.multiplierValue("1: 1") == 1)
    #expect(IBConstraint.multiplierValue(" 3 / 4 ") == 0.75)
    #expect(IBConstraint.multiplierValue("16:9") == 16.0 / 9.0)
    #expect(IBConstraint.multiplierValue(" 0.5") == 0.5)
    #expect(IBConstraint.multiplierValue("1 : 0") == nil)
    #expect(IBConstraint.multiplierValue("a: 1") == nil)
    #expect(IBConstraint.multiplierValue(": 1") == nil)
    #expect(IBConstraint.multiplierValue(" ") == nil)
  }

  /// A box 100 wide whose height is its width times `3: 4` (spaces as typed) is 75 high, with no
  /// warning; before, the constraint was left out ("not a number") and the box fell back to its
  /// priority-1 height of 50.
  @Test func aRatioWithSpacesIsImported() throws {
    let xib = NumberRangeImportTests.xib(extra: [
      #"<constraint firstAttribute="height" secondItem="box" secondAttribute="width" multiplier="3: 4" id="r"/>"#
    ])
    let (warnings, _, frames) = try NumberRangeImportTests.importAndSolve(xib)
    #expect(warnings.isEmpty, "\(warnings)")
    #expect(frames["Box"] == Rect(x: 20, y: 30, width: 100, height: 75))
  }
}

/// A placeholder constraint naming a scroll view's content layout guide that nothing else names
/// is left out with a warning that says so, not as a dangling reference (the guide is in the
/// file: pocketcasts-EpisodeDetailViewController.xib in /work/unseen-h).
@Suite struct PlaceholderContentGuideTests {
  @Test func aPlaceholderToAnUndeclaredContentGuideSaysWhy() throws {
    let xib = IBFixtureDocument(
      toolsVersion: "22505", device: "retina4_7",
      scenes: [
        .xml(
          """
          <view contentMode="scaleToFill" id="root">
              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
              <subviews>
                  <scrollView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="outer">
                      <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                      <subviews>
                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                          </view>
                      </subviews>
                      <constraints>
                          <constraint firstItem="inner" firstAttribute="top" secondItem="guide" secondAttribute="top" placeholder="YES" id="p1"/>
                      </constraints>
                      <viewLayoutGuide key="contentLayoutGuide" id="guide"/>
                  </scrollView>
              </subviews>
              <constraints>
                  <constraint firstItem="outer" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                  <constraint firstItem="outer" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                  <constraint firstAttribute="trailing" secondItem="outer" secondAttribute="trailing" id="c3"/>
                  <constraint firstAttribute="bottom" secondItem="outer" secondAttribute="bottom" id="c4"/>
              </constraints>
          </view>
          """)
      ]
    ).xib
    let result = try ImportSupport.importDocument(text: xib, name: "Guide.xib")
    let messages = result.warnings.map(\.description)
    #expect(!messages.contains { $0.contains("dangling") }, "\(messages)")
    #expect(
      messages.contains {
        $0.contains(#"<constraint id="p1">: refers to the content layout guide of"#)
          && $0.contains("only placeholder constraints")
      }, "\(messages)")
  }
}
