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
}
