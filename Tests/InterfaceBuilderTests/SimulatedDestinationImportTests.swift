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
    let result = try IBImporter.importDocument(
      try ImportSupport.fixture("SimulatedDestination.storyboard"),
      fileName: "SimulatedDestination.storyboard", options: ImportOptions(scene: .canvas))
    let recipe = try #require(result.recipes.first)
    #expect(recipe.text.contains("canvas retina4_7"), "\(recipe.text)")
    let variant = try #require(try ImportSupport.compile(recipe.text).variants.first)
    let solved = try ImportSupport.solve(variant)
    #expect(solved.diagnoses.isEmpty, "\(solved.diagnoses)")
    let frames = ImportSupport.framesByIBID(variant, solved)
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
    let result = try IBImporter.importDocument(
      Data(text.utf8), fileName: "SimulatedDestination.storyboard", options: ImportOptions(scene: .canvas))
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
    let result = try IBImporter.importDocument(
      try ImportSupport.fixture("TabsUnderNavigationBar.storyboard"),
      fileName: "TabsUnderNavigationBar.storyboard", options: ImportOptions(scene: .canvas))
    let recipe = try #require(result.recipes.first)
    #expect(recipe.text.contains("safeAreaInsets 172 0 117 0"), "\(recipe.text)")
    let variant = try #require(try ImportSupport.compile(recipe.text).variants.first)
    let solved = try ImportSupport.solve(variant)
    #expect(solved.diagnoses.isEmpty, "\(solved.diagnoses)")
    #expect(ImportSupport.framesByIBID(variant, solved)["box"] == Rect(x: 0, y: 172, width: 393, height: 50))
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
    let result = try IBImporter.importDocument(
      Data(text.utf8), fileName: "TabsUnderNavigationBar.storyboard", options: ImportOptions(scene: .canvas))
    let recipe = try #require(result.recipes.first { $0.text.contains(#"id "box""#) })
    #expect(recipe.text.contains("safeAreaInsets 172 0 117 0"), "\(recipe.text)")
    let variant = try #require(try ImportSupport.compile(recipe.text).variants.first)
    let solved = try ImportSupport.solve(variant)
    #expect(ImportSupport.framesByIBID(variant, solved)["box"] == Rect(x: 0, y: 172, width: 393, height: 50))
  }
}

/// A controller whose simulated top bar is None shows no bar, and a controller it shows with
/// Inferred metrics infers none from it. `InferredNoTopBar.storyboard`, frames by hand: the box
/// pinned 68 below the safe area's top is at 20 + 68 = 88 (before, under an inferred navigation
/// bar at 132: tinode-Main's Branding scene in /work/unseen-c, stored at 88).
@Suite struct InferredNoTopBarTests {
  static func box(_ text: String) throws -> Rect? {
    let result = try IBImporter.importDocument(
      Data(text.utf8), fileName: "InferredNoTopBar.storyboard", options: ImportOptions(scene: .canvas))
    let recipe = try #require(result.recipes.first { $0.text.contains(#"id "box""#) })
    let variant = try #require(try ImportSupport.compile(recipe.text).variants.first)
    return ImportSupport.framesByIBID(variant, try ImportSupport.solve(variant))["box"]
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
