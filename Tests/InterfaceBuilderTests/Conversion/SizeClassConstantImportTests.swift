import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A constraint's own constant in a size class (`<variation key="heightClass=compact"
/// constant="140"/>` inside the `<constraint>`): in each variant whose classes include the
/// variation's, the base constraint is uninstalled and written again with that constant (the most
/// specific variation wins). Before, the base constant held everywhere, with a warning.
@Suite struct SizeClassConstantImportTests {
  /// `SizeClassConstants.xib`, frames by hand: the box is leading 20 (40 in compact height), top
  /// 20, width 100 (50 in compact width, 70 in compact width and height), height 30.
  @Test func eachVariantTakesItsClassesConstant() throws {
    let result = try ImportSupport.importFixture("SizeClassConstants.xib", options: ImportOptions())
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let recipe = try #require(result.recipes.first)
    #expect(
      recipe.text.contains(
        #"  5. Box.Leading = Superview.Leading + 40 id "box-x"  # constraint 1 in this size class (line 26)"#),
      "\(recipe.text)")
    let expected: [(String, Rect)] = [
      ("Any-Any", Rect(x: 20, y: 20, width: 100, height: 30)),
      ("Compact-Any", Rect(x: 20, y: 20, width: 50, height: 30)),
      ("Any-Compact", Rect(x: 40, y: 20, width: 100, height: 30)),
      ("Compact-Compact", Rect(x: 40, y: 20, width: 70, height: 30)),
    ]
    for (variant, frame) in expected {
      #expect(
        try ImportSupport.solved(recipe, variant: .named(variant)).framesByIBID["box"] == frame, "\(variant)")
    }
  }

  /// githawk-OauthLogin's splash view is 222 x 222 (IB's stored frame on its compact-regular
  /// canvas, at (49, 74)) and 140 x 140 in compact height, its centre 85 above the root's (not 55):
  /// on the 320 x 480 scene, x = 160 - 70 = 90 and y = 240 - 85 - 70 = 85.
  @Test func githawkSplashInCompactHeight() throws {
    let result = try ImportSupport.importSharedPublicApp("githawk-OauthLogin.storyboard")
    #expect(!result.warnings.contains { $0.message.contains("size-class value of a constraint") })
    let recipe = try #require(result.recipes.first)
    #expect(
      try ImportSupport.solved(recipe, variant: .named("Any-Any")).framesByIBID["ai9-fN-d9O"]
        == Rect(x: 49, y: 74, width: 222, height: 222))
    #expect(
      try ImportSupport.solved(recipe, variant: .named("Any-Compact")).framesByIBID["ai9-fN-d9O"]
        == Rect(x: 90, y: 85, width: 140, height: 140))
  }

  /// A variation of the Mac idiom (Mac Catalyst's "Vary for Traits": `userInterfaceIdiom=mac`, on
  /// a constraint's constant, and with a width class on the view's subviews) does not apply to an
  /// iPhone's or iPad's screen: skipped with a warning saying so (it was an "unknown size-class
  /// key"), no variant made of it. The box keeps its base width 100 (not the Mac's 80) at (20,
  /// 20), and the view the Mac variation removes stays, at its constraints' (20, 60, 40, 10).
  @Test func macIdiomVariationIsSkipped() throws {
    let xib = IBFixtureDocument(
      toolsVersion: "23504",
      scenes: [
        .view(
          IBFixtureRoot(
            width: 320, height: 200,
            subviews: """
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                  <rect key="frame" x="20" y="20" width="100" height="30"/>
              </view>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                  <rect key="frame" x="20" y="60" width="40" height="10"/>
              </view>
              """,
            constraints: """
              <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="b1"/>
              <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="b2"/>
              <constraint firstItem="box" firstAttribute="width" constant="100" id="b3">
                  <variation key="userInterfaceIdiom=mac" constant="80"/>
              </constraint>
              <constraint firstItem="box" firstAttribute="height" constant="30" id="b4"/>
              <constraint firstItem="badge" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="g1"/>
              <constraint firstItem="badge" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="g2"/>
              <constraint firstItem="badge" firstAttribute="width" constant="40" id="g3"/>
              <constraint firstItem="badge" firstAttribute="height" constant="10" id="g4"/>
              """,
            extra: """
              <variation key="userInterfaceIdiom=mac-widthClass=regular">
                  <mask key="subviews">
                      <exclude reference="badge"/>
                  </mask>
              </variation>
              """))
      ]
    ).xib
    let result = try ImportSupport.importDocument(text: xib, name: "MacIdiom.xib", options: ImportOptions())
    let messages = result.warnings.map(\.message)
    let macWarnings = messages.filter { $0.contains("a variation for the mac interface idiom") }
    #expect(macWarnings.count == 2, "\(messages)")
    #expect(!messages.contains { $0.contains("unknown size-class key") }, "\(messages)")
    let scene = try ImportSupport.solvedFirst(result)
    #expect(scene.framesByIBID["box"] == Rect(x: 20, y: 20, width: 100, height: 30))
    #expect(scene.framesByIBID["badge"] == Rect(x: 20, y: 60, width: 40, height: 10))
    #expect(!scene.text.contains("variant"), "\(scene.text)")
  }
}
