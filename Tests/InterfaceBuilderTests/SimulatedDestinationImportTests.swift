import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A document in Xcode 8's format without a `<device>` element names its canvas in its default
/// simulated metrics (`<simulatedScreenMetrics key="destination" type="retina4_7.fullscreen"/>`).
/// `SimulatedDestination.storyboard`, frames by hand: the root is stored below an opaque navigation
/// bar at y 64 and 667 high on a 667-point screen, so the bottom layout guide is the screen's
/// bottom, 64 points above the root's: the keypad (100 high) pinned to it is at 603 - 100 = 503.
/// Read as the 600 x 600 canvas of no device, the root's own bottom was the guide's and the keypad
/// 64 points lower (rx-Calculator in /work/unseen-c: 20 views).
@Suite struct SimulatedDestinationImportTests {
  @Test func theDestinationIsTheCanvas() throws {
    let result = try ImportSupport.importFixture("SimulatedDestination.storyboard")
    let recipe = try #require(result.recipes.first)
    #expect(recipe.text.contains("canvas retina4_7"), "\(recipe.text)")
    let solved = try ImportSupport.solved(recipe)
    #expect(solved.result.diagnoses.isEmpty, "\(solved.result.diagnoses)")
    let frames = solved.framesByIBID
    #expect(frames["title"] == Rect(x: 16, y: 10, width: 343, height: 40))
    #expect(frames["keypad"] == Rect(x: 0, y: 503, width: 375, height: 100))
  }

  /// Only a device `<device>` names: Xcode 6's `retina4` (and an unknown type) keeps the canvas of
  /// no device.
  @Test func olderTypeNamesAreLeftAlone() throws {
    let text = String(
      decoding: try ImportSupport.fixture("SimulatedDestination.storyboard"), as: UTF8.self
    )
    .replacingOccurrences(of: #"type="retina4_7.fullscreen""#, with: #"type="retina4""#)
    let result = try ImportSupport.importDocument(text: text, name: "SimulatedDestination.storyboard")
    let recipe = try #require(result.recipes.first)
    #expect(!recipe.text.contains("retina4"), "\(recipe.text)")
  }
}

/// A tab bar controller that is a navigation controller's root shows the navigation bar over its
/// children. `TabsUnderNavigationBar.storyboard`, frames by hand: the child's safe area starts at
/// the stored bar's bottom, 118 + 54 = 172 (before, its top was the doubled status bar's 118 and
/// the box 54 points high: sentry-cocoa's tabs in /work/unseen-b).
@Suite struct TabsUnderNavigationBarTests {
  @Test func theChildIsUnderTheBar() throws {
    let result = try ImportSupport.importFixture("TabsUnderNavigationBar.storyboard")
    let recipe = try #require(result.recipes.first)
    #expect(recipe.text.contains("safeAreaInsets 172 0 117 0"), "\(recipe.text)")
    let solved = try ImportSupport.solved(recipe)
    #expect(solved.result.diagnoses.isEmpty, "\(solved.result.diagnoses)")
    #expect(solved.framesByIBID["box"] == Rect(x: 0, y: 172, width: 393, height: 50))
  }

  /// The same when the tab bar controller is shown (pushed) from the navigation controller's root
  /// rather than being it: the box is at 172 again (before, at 118: tinode-Main's "New chat" tabs
  /// in /work/unseen-c, pushed under a large-title bar, stored 96 points lower than ours).
  @Test func theChildOfAPushedTabBarControllerIsUnderTheBar() throws {
    var text = String(
      decoding: try ImportSupport.fixture("TabsUnderNavigationBar.storyboard"), as: UTF8.self)
    let rootSegue =
      #"<segue destination="tab" kind="relationship" relationship="rootViewController" id="g1"/>"#
    let firstResponder =
      #"<placeholder placeholderIdentifier="IBFirstResponder" id="fr0" sceneMemberID="firstResponder"/>"#
    #expect(text.contains(rootSegue) && text.contains(firstResponder))
    text = text.replacingOccurrences(
      of: rootSegue,
      with: #"<segue destination="first" kind="relationship" relationship="rootViewController" id="g1"/>"#)
    text = text.replacingOccurrences(
      of: firstResponder,
      with: firstResponder + """
        <viewController id="first" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="firstRoot">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            </view>
            <connections>
                <segue destination="tab" kind="show" id="g3"/>
            </connections>
        </viewController>
        """)
    let result = try ImportSupport.importDocument(text: text, name: "TabsUnderNavigationBar.storyboard")
    let recipe = try #require(result.recipes.first { $0.text.contains(#"id "box""#) })
    #expect(recipe.text.contains("safeAreaInsets 172 0 117 0"), "\(recipe.text)")
    let solved = try ImportSupport.solved(recipe)
    #expect(solved.framesByIBID["box"] == Rect(x: 0, y: 172, width: 393, height: 50))
  }
}

extension TabsUnderNavigationBarTests {
  /// A tab's child shows the next controller on the navigation controller around the tab bar
  /// controller, so the shown controller keeps the navigation bar and has no tab bar: a box
  /// pinned to its safe area's bottom ends at 852 - 68 (the doubled home indicator alone), 49
  /// lower than over the tab bar (sentry-cocoa's four controllers shown from its tabs in
  /// /work/unseen-b store their centred views 24.5 and their bottom-pinned views 49 lower than
  /// ours did).
  @Test func aControllerShownFromATabHasNoTabBar() throws {
    var text = String(
      decoding: try ImportSupport.fixture("TabsUnderNavigationBar.storyboard"), as: UTF8.self)
    let firstResponder =
      #"<placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>"#
    #expect(text.contains(firstResponder))
    text = text.replacingOccurrences(
      of: "</viewController>\n                " + firstResponder,
      with: """
                    <connections>
                        <segue destination="next" kind="show" id="g3"/>
                    </connections>
                </viewController>
                \(firstResponder)
                <viewController id="next" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="nextRoot">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="foot" userLabel="Foot">
                                <rect key="frame" x="0.0" y="734" width="393" height="50"/>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="nsa"/>
                        <constraints>
                            <constraint firstItem="nsa" firstAttribute="bottom" secondItem="foot" secondAttribute="bottom" id="n1"/>
                            <constraint firstItem="foot" firstAttribute="leading" secondItem="nextRoot" secondAttribute="leading" id="n2"/>
                            <constraint firstAttribute="trailing" secondItem="foot" secondAttribute="trailing" id="n3"/>
                            <constraint firstItem="foot" firstAttribute="height" constant="50" id="n4"/>
                        </constraints>
                    </view>
                </viewController>
        """)
    let result = try ImportSupport.importDocument(text: text, name: "TabsUnderNavigationBar.storyboard")
    let recipe = try #require(result.recipes.first { $0.text.contains(#"id "foot""#) }, "\(text)")
    #expect(recipe.text.contains("safeAreaInsets 172 0 68 0"), "\(recipe.text)")
    let solved = try ImportSupport.solved(recipe)
    #expect(solved.framesByIBID["foot"] == Rect(x: 0, y: 734, width: 393, height: 50))
    // The tab's own child keeps the tab bar (117 = 49 + 68).
    let child = try #require(result.recipes.first { $0.text.contains(#"id "box""#) })
    #expect(child.text.contains("safeAreaInsets 172 0 117 0"), "\(child.text)")
  }
}

/// A controller whose simulated top bar is None shows no bar, and a controller it shows with
/// Inferred metrics infers none from it. `InferredNoTopBar.storyboard`, frames by hand: the box
/// pinned 68 below the safe area's top is at 20 + 68 = 88 (before, under an inferred navigation
/// bar at 132: tinode-Main's Branding scene in /work/unseen-c, stored at 88).
@Suite struct InferredNoTopBarTests {
  static func box(_ text: String) throws -> Rect? {
    let result = try ImportSupport.importDocument(text: text, name: "InferredNoTopBar.storyboard")
    let recipe = try #require(result.recipes.first { $0.text.contains(#"id "box""#) })
    return try ImportSupport.solved(recipe).framesByIBID["box"]
  }

  @Test func theShownControllerHasNoBar() throws {
    let text = String(decoding: try ImportSupport.fixture("InferredNoTopBar.storyboard"), as: UTF8.self)
    #expect(try Self.box(text) == Rect(x: 0, y: 88, width: 414, height: 50))
    // Without the None, the shown controller infers the navigation bar: 20 + 44 + 68 = 132.
    let withBar = text.replacingOccurrences(of: #"<nil key="simulatedTopBarMetrics"/>"#, with: "")
    #expect(withBar != text)
    #expect(try Self.box(withBar) == Rect(x: 0, y: 132, width: 414, height: 50))
  }
}
