import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A view controller's root on the canvas of an Xcode 6 document (toolsVersion below 8000, the
/// iOS 8 SDK) has 16-point side margins at every width, where Xcode 7's Any/Any canvas gives a
/// 600-point root 20 (docs/interface-builder.md, "unseen-p's misses (session 37, misses37)"; read
/// from teamcowboy-Login's, designernews-Main's and roommates-Main_iPhone's stored frames). Frames
/// by hand from the constraints and those margins.
@Suite struct XcodeSixRootMarginTests {
  /// A storyboard without a device (the Any/Any canvas) of `tools`, its controller's root
  /// `width` x 600, with a box pinned to the root's leading and trailing margins, 40 high, 10
  /// below the top guide.
  static func document(tools: String, width: Int = 600, rootAttributes: String = "") -> String {
    IBFixtureDocument(
      toolsVersion: tools, attributes: #"initialViewController="vc""#,
      scenes: [
        .controller(
          layoutGuides: true,
          root: IBFixtureRoot(
            attributes: rootAttributes, width: Double(width), height: 600,
            subviews: """
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box">
                  <rect key="frame" x="16" y="30" width="\(width - 32)" height="40"/>
                  <constraints>
                      <constraint firstAttribute="height" constant="40" id="box-h"/>
                  </constraints>
              </view>
              """,
            constraints: """
              <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="box-l"/>
              <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="box-r"/>
              <constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="10" id="box-t"/>
              """))
      ]
    ).storyboard
  }

  static func box(_ text: String) throws -> (String, Rect?) {
    let result = try ImportSupport.importDocument(text: text, name: "Six.storyboard")
    let recipe = try #require(result.recipes.first)
    return (recipe.text, try ImportSupport.solved(recipe, variant: .canvas).framesByIBID["box"])
  }

  /// Xcode 6.1 (6205) and 6.4 (7706), 600 wide: 16 at each side, the box at (16, 30; 568 x 40)
  /// (the 20-point status bar's guide + 10); 320 wide: 16 too, (16, 30; 288 x 40).
  @Test(arguments: ["6205", "7706"])
  func xcodeSixRootsHaveSixteenAtTheSides(_ tools: String) throws {
    let (wide, wideBox) = try Self.box(Self.document(tools: tools))
    #expect(wide.contains("margins 0 16 0 16"), "\(wide)")
    #expect(wideBox == Rect(x: 16, y: 30, width: 568, height: 40), "\(wide)")
    let (_, narrowBox) = try Self.box(Self.document(tools: tools, width: 320))
    #expect(narrowBox == Rect(x: 16, y: 30, width: 288, height: 40))
  }

  /// Xcode 7.2 (9531), 600 wide: the regular width's 20, the box at (20, 30; 560 x 40).
  @Test func xcodeSevenRootsKeepTwenty() throws {
    let (recipe, box) = try Self.box(Self.document(tools: "9531"))
    #expect(!recipe.contains("margins 0 16 0 16"), "\(recipe)")
    #expect(box == Rect(x: 20, y: 30, width: 560, height: 40), "\(recipe)")
  }

  /// A root that sets its own margins keeps them (an `<edgeInsets key="layoutMargins">` of 30 at
  /// the sides: the box at (30, 30; 540 x 40)).
  @Test func ownMarginsStay() throws {
    let text = Self.document(tools: "6205").replacingOccurrences(
      of: "<subviews>",
      with: #"<edgeInsets key="layoutMargins" top="0.0" left="30" bottom="0.0" right="30"/>"# + "\n<subviews>"
    )
    let (recipe, box) = try Self.box(text)
    #expect(box == Rect(x: 30, y: 30, width: 540, height: 40), "\(recipe)")
  }

  /// The rule's bound (`SceneConverter.xcodeSixRootMargins`): an Xcode 5.1 storyboard (5056) and
  /// an Xcode 6 storyboard whose root is an iPad's 768 wide keep the canvas's regular-width 20:
  /// the box at (20, 30; 560 x 40) in the 600-point root and (20, 30; 728 x 40) in the iPad's,
  /// with no `margins 0 16 0 16` written (the old guard, toolsVersion below 8000 alone, gave both
  /// 16: (16, 30; 568 x 40) and (16, 30; 736 x 40)).
  @Test func boundedToXcodeSixStoryboardsNarrowerThanAnIPad() throws {
    let (five, fiveBox) = try Self.box(Self.document(tools: "5056"))
    #expect(!five.contains("margins 0 16 0 16"), "\(five)")
    #expect(fiveBox == Rect(x: 20, y: 30, width: 560, height: 40), "\(five)")
    let (pad, padBox) = try Self.box(Self.document(tools: "6205", width: 768))
    #expect(!pad.contains("margins 0 16 0 16"), "\(pad)")
    #expect(padBox == Rect(x: 20, y: 30, width: 728, height: 40), "\(pad)")
  }
}
