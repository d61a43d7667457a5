import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A constraint to a horizontal attribute of a top or bottom layout guide (Xcode 8 and before):
/// the guides are `UILayoutSupport`, with top, bottom and height only, so the constraint is left
/// out with a warning, and the rest of the scene is imported and solved. Before (session 33's
/// held-out set), such a constraint reached the recipe and import exited 70.
@Suite struct LegacyGuideHorizontalTests {
  /// A retina4_7 storyboard (Xcode 8.3) whose 375 x 667 root holds a box 100 x 40 whose top is
  /// 20 below the top layout guide's bottom, whose leading is pinned to the bottom layout guide's
  /// leading AND to the root's leading + 30.
  static let document = IBFixtureDocument(
    toolsVersion: "12120", device: "retina4_7", attributes: #"initialViewController="vc""#,
    scenes: [
      .controller(
        layoutGuides: true,
        root: IBFixtureRoot(
          width: 375, height: 667,
          subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box">
                <rect key="frame" x="30" y="40" width="100" height="40"/>
                <constraints>
                    <constraint firstAttribute="height" constant="40" id="box-h"/>
                    <constraint firstAttribute="width" constant="100" id="box-w"/>
                </constraints>
            </view>
            """,
          constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="bottom" secondAttribute="leading" id="box-g"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="30" id="box-l"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="20" id="box-t"/>
            """))
    ]
  ).storyboard

  /// The guide's leading constraint is warned and left out; the box is at (30, 40; 100 x 40):
  /// x from the root's leading + 30, y 20 below the status bar's 20 (retina4_7's top layout guide).
  @Test func aGuidesLeadingIsLeftOutWithAWarning() throws {
    let result = try ImportSupport.importDocument(text: Self.document, name: "Guides.storyboard")
    let warned = result.warnings.filter { $0.message.contains("Bottom Layout Guide.Leading") }
    #expect(warned.count == 1, "\(result.warnings)")
    #expect(warned.first?.message.contains("left out") == true)
    let recipe = try #require(result.recipes.first)
    let constraintLines = recipe.text.split(separator: "\n").filter { !$0.hasPrefix("#") }
    #expect(!constraintLines.contains { $0.contains("Bottom Layout Guide.Leading") }, "\(recipe.text)")
    let frames = try ImportSupport.solved(recipe, variant: .canvas).framesByIBID
    #expect(frames["box"] == Rect(x: 30, y: 40, width: 100, height: 40), "\(recipe.text)")
  }
}
