import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A view controller's `<keyboardLayoutGuide key="keyboard">` (UIKeyboardLayoutGuide, iOS 15),
/// laid out as IB lays it out, with the keyboard off screen: the strip from the safe area's bottom
/// to the view's bottom, as wide as the view (docs/interface-builder.md, "What becomes what").
/// Before, every constraint naming it was left out as a dangling reference: KeePassium's unlock
/// screen (in /work/unseen) pins its scroll view's bottom to the guide's top and came out 0 high.
@Suite struct KeyboardGuideImportTests {
  static let storyboard = IBFixtureDocument(
    toolsVersion: "22505", device: "retina6_1", useSafeAreas: true,
    scenes: [
      .controller(
        root: IBFixtureRoot(
          width: 414, height: 896, safeArea: true,
          subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="above" userLabel="Above">
                <constraints>
                    <constraint firstAttribute="height" constant="100" id="above-h"/>
                </constraints>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inside" userLabel="Inside">
                <constraints>
                    <constraint firstAttribute="height" constant="10" id="inside-h"/>
                </constraints>
            </view>
            """,
          constraints: """
            <constraint firstItem="above" firstAttribute="leading" secondItem="kb" secondAttribute="leading" id="a-lead"/>
            <constraint firstItem="kb" firstAttribute="trailing" secondItem="above" secondAttribute="trailing" id="a-trail"/>
            <constraint firstItem="kb" firstAttribute="top" secondItem="above" secondAttribute="bottom" id="a-bottom"/>
            <constraint firstItem="inside" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="i-lead"/>
            <constraint firstItem="inside" firstAttribute="width" secondItem="kb" secondAttribute="width" multiplier="0.5" id="i-width"/>
            <constraint firstItem="inside" firstAttribute="bottom" secondItem="kb" secondAttribute="bottom" id="i-bottom"/>
            <constraint firstItem="inside" firstAttribute="height" secondItem="kb" secondAttribute="height" id="i-kb-height"/>
            """,
          extra: #"<keyboardLayoutGuide key="keyboard" id="kb"/>"#))
    ]
  ).storyboard

  /// retina6_1 (414 x 896) has a 34-point bottom safe-area inset, so the guide's top is at
  /// 896 - 34 = 862: Above (100 high) spans 762 to 862, the full width. Inside: half the guide's
  /// width (207), its bottom at the view's (896), 10 high: y = 886. Its height tied to the guide's
  /// is warned and left out.
  @Test func theGuideIsTheStripBelowTheSafeArea() throws {
    let result = try ImportSupport.importDocument(text: Self.storyboard, name: "Keyboard.storyboard")
    let recipe = try #require(result.recipes.first)
    let frames = try ImportSupport.solved(recipe).framesByIBID
    #expect(frames["above"] == Rect(x: 0, y: 762, width: 414, height: 100), "\(recipe.text)")
    #expect(frames["inside"] == Rect(x: 20, y: 886, width: 207, height: 10), "\(recipe.text)")
    let warnings = result.warnings.map(\.description)
    #expect(warnings.filter { $0.contains("keyboard layout guide") }.count == 1, "\(warnings)")
    #expect(!warnings.contains { $0.contains("dangling") || $0.contains("unknown element") }, "\(warnings)")
  }
}
