import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// Layout margin settings of views and of the root become the recipe's margin attributes and
/// `superview` line (issue 12's safe-area-aware margins), each checked by a frame derived by hand.
@Suite struct MarginImportTests {
  func imported() throws -> ImportResult {
    try ImportSupport.importFixture("Margins.storyboard", options: ImportOptions())
  }

  @Test func marginSettingsBecomeAttributes() throws {
    let result = try imported()
    let text = try #require(result.recipes.first).text
    for line in [
      // The root's directional margins and the controller's viewRespectsSystemMinimumLayoutMargins.
      "superview margins 0 30 0 30 viewRespectsSystemMinimumLayoutMargins false",
      #"view "Card" margins 8 40 8 40 insetsLayoutMarginsFromSafeArea false id "card""#,
      #"view "Inner" in "Card" preservesSuperviewLayoutMargins id "inner""#,
    ] {
      #expect(text.contains("\n" + line + "\n"), "\(line)\n---\n\(text)")
    }
    #expect(result.warnings.isEmpty, "\(result.warnings)")
  }

  /// iPhone 8 portrait: safe area top 20 (status bar), none at the sides.
  /// - Root Box: the root's margins are its own (0, 30, 0, 30), not raised to the system minimum
  ///   (16) because the controller does not respect it, plus the safe area: leading 30, top
  ///   0 + 20 = 20; so x = 30, y = 20 + 200 = 220.
  /// - Card Box: Card (0, 0, 375 x 100) overlaps the 20 pt status bar, but does not inset its
  ///   margins from the safe area: its top margin stays 8, its leading 40: (40, 8).
  /// - Inner Box: Inner spans Card's width (0...375) and keeps Card's margins, which reach 40 into
  ///   it: its leading margin is max(8, 40) = 40; Inner's top is 50: (40, 50).
  @Test func framesShowEachSetting() throws {
    let recipe = try #require(try imported().recipes.first)
    let frames = try ImportSupport.solved(recipe).framesByIBID
    #expect(frames["rootBox"] == Rect(x: 30, y: 220, width: 50, height: 20))
    #expect(frames["cardBox"] == Rect(x: 40, y: 8, width: 30, height: 10))
    #expect(frames["innerBox"] == Rect(x: 40, y: 50, width: 20, height: 20))
  }

  /// A root's preservesSuperviewLayoutMargins has no recipe form: warned; the root's
  /// layoutMarginsFollowReadableWidth goes on the superview line.
  @Test func whatHasNoRecipeFormIsWarned() throws {
    var text = String(decoding: try ImportSupport.fixture("Margins.storyboard"), as: UTF8.self)
    text = text.replacingOccurrences(
      of: #"<view key="view" contentMode="scaleToFill" id="root">"#,
      with:
        #"<view key="view" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" layoutMarginsFollowReadableWidth="YES" id="root">"#
    )
    let result = try ImportSupport.importDocument(
      text: text, name: "Margins.storyboard", options: ImportOptions())
    #expect(
      result.warnings.map(\.description) == [
        "Margins.storyboard:10: warning: <view id=\"root\">: preservesSuperviewLayoutMargins on the root view is "
          + "not modelled (a recipe's root has no superview whose margins it could keep)"
      ])
    let recipe = try #require(result.recipes.first).text
    #expect(
      recipe.contains(
        "\nsuperview margins 0 30 0 30 viewRespectsSystemMinimumLayoutMargins false layoutMarginsFollowReadableWidth\n"
      ),
      "\(recipe)")
  }
}
