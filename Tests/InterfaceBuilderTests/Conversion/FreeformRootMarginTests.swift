import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A view controller laid out on IB's canvas of a phone at a freeform size wider than any phone
/// has the regular width's side margins, 20 (docs/interface-builder.md, "Layout margins on IB's
/// canvas"; read from dropdown-Main's and eidolon-Fulfillment's stored frames). Frames by hand.
@Suite struct FreeformRootMarginTests {
  /// A retina4_7 (Xcode 9) storyboard whose controller is freeform `width` x 400, with a box
  /// pinned to the root's leading and trailing margins, 40 high, 10 below the top.
  static func document(width: Int) -> String {
    IBFixtureDocument(
      toolsVersion: "13771", device: "retina4_7", attributes: #"initialViewController="vc""#,
      scenes: [
        .controller(
          layoutGuides: true,
          root: IBFixtureRoot(
            width: Double(width), height: 400,
            subviews: """
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box">
                  <rect key="frame" x="20" y="10" width="\(width - 40)" height="40"/>
                  <constraints>
                      <constraint firstAttribute="height" constant="40" id="box-h"/>
                  </constraints>
              </view>
              """,
            constraints: """
              <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="box-l"/>
              <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="box-r"/>
              <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="box-t"/>
              """),
          metrics: """
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            <size key="freeformSize" width="\(width)" height="400"/>
            """)
      ]
    ).storyboard
  }

  static func box(_ text: String) throws -> (String, Rect?) {
    let result = try ImportSupport.importDocument(text: text, name: "Freeform.storyboard")
    let recipe = try #require(result.recipes.first)
    return (recipe.text, try ImportSupport.solved(recipe, variant: .canvas).framesByIBID["box"])
  }

  /// 600 wide: 20 at each side, so the box is (20, 10; 560 x 40); 320 wide (narrower than a
  /// phone): 16, (16, 10; 288 x 40).
  @Test func aFreeformRootWiderThanAPhoneHasMarginsOfTwenty() throws {
    let (wide, wideBox) = try Self.box(Self.document(width: 600))
    #expect(wide.contains("superview margins 0 20 0 20"), "\(wide)")
    #expect(wideBox == Rect(x: 20, y: 10, width: 560, height: 40))
    let (narrow, narrowBox) = try Self.box(Self.document(width: 320))
    #expect(!narrow.contains("superview margins"), "\(narrow)")
    #expect(narrowBox == Rect(x: 16, y: 10, width: 288, height: 40))
  }

  /// A root stored 600 wide WITHOUT a freeform size (a form sheet's root, as eidolon-Fulfillment's
  /// 815-point "Place Your Bid" controller on retina4_7): 20 at the sides too, the box at
  /// (20, 10; 560 x 40). In landscape (a 667-point root on retina4_7 turned) the phone's compact
  /// margins stay: 16, (16, 10; 635 x 40).
  @Test func aWideRootWithoutAFreeformSizeHasMarginsOfTwenty() throws {
    func withoutFreeform(_ text: String) -> String {
      text.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.contains("freeform") }.joined(separator: "\n")
    }
    let text = withoutFreeform(Self.document(width: 600))
    #expect(!text.contains("freeformSize"))
    let (wide, wideBox) = try Self.box(text)
    #expect(wide.contains("superview margins 0 20 0 20"), "\(wide)")
    #expect(wideBox == Rect(x: 20, y: 10, width: 560, height: 40))
    let landscape = withoutFreeform(Self.document(width: 667))
      .replacingOccurrences(of: #"orientation="portrait""#, with: #"orientation="landscape""#)
    let (turned, turnedBox) = try Self.box(landscape)
    #expect(!turned.contains("superview margins"), "\(turned)")
    #expect(turnedBox == Rect(x: 16, y: 10, width: 635, height: 40))
  }

  /// A controller that does not respect the system minimum keeps its own margins (8 here).
  @Test func notRespectingTheMinimumKeepsItsOwn() throws {
    let text = Self.document(width: 600).replacingOccurrences(
      of: #"<viewController id="vc" "#,
      with: #"<viewController viewRespectsSystemMinimumLayoutMargins="NO" id="vc" "#)
    let (recipe, box) = try Self.box(text)
    #expect(!recipe.contains("margins 0 20 0 20"), "\(recipe)")
    #expect(box == Rect(x: 8, y: 10, width: 584, height: 40))
  }
}
