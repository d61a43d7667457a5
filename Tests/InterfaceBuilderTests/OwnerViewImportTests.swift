import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// What else a real file holds (issue 22, cause 6): a xib whose top-level view is its File's
/// Owner's `view` (a view controller's root, with a safe area), and a negative layout margin, which
/// made a real file's import exit 70 ("expected a margin, found -"). `OwnerView.xib`, by hand.
@Suite struct OwnerViewImportTests {
  /// iPhone 8 portrait: the safe area is (0, 20; 375 x 647), its centre (187.5, 343.5); the
  /// 300 x 160 card is centred on it at (37.5, 263.5). The card's top margin is -50 (its own; it
  /// lies below the status bar, so no safe-area inset adds to it), its leading margin 0: the badge
  /// at its top-leading margins is at (37.5, 263.5 - 50 = 213.5).
  @Test func ownersViewHasASafeAreaAndNegativeMarginsImport() throws {
    let result = try ImportSupport.importFixture("OwnerView.xib", options: ImportOptions())
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let recipe = try #require(result.recipes.first)
    #expect(recipe.text.contains(#"view "Card" margins -50 0 0 0 id "card""#), "\(recipe.text)")
    #expect(recipe.text.contains("Safe Area.CenterY"), "\(recipe.text)")
    let frames = try ImportSupport.solved(recipe).framesByIBID
    #expect(frames["card"] == Rect(x: 37.5, y: 263.5, width: 300, height: 160))
    #expect(frames["badge"] == Rect(x: 37.5, y: 213.5, width: 40, height: 40))
  }

  /// A recipe's margins (and insets) may be negative, as UIKit's `UIEdgeInsets` may.
  @Test func negativeMarginsParse() throws {
    let compiled = try ImportSupport.compile(
      """
      scene 200 x 200
      view "Card" margins -10 -5 0 -5
      view "Box" in "Card" intrinsic 10 x 10
      1. Card.Leading = Superview.Leading + 50
      2. Card.Top = Superview.Top + 50
      3. Card.Width = 100
      4. Card.Height = 100
      5. Box.Top = Card.TopMargin
      6. Box.Leading = Card.LeadingMargin
      """)
    let variant = try #require(compiled.variants.first)
    let frames = ImportSupport.framesByName(variant, try ImportSupport.solve(variant))
    #expect(frames["Box"] == Rect(x: 45, y: 40, width: 10, height: 10))
  }
}

/// A stack view's spacing may be negative (UIKit overlaps the arranged views); a real file
/// (`loopkit-InsulinKit.storyboard`, `spacing="-5"`) made the importer's recipe fail to compile.
@Suite struct NegativeSpacingTests {
  /// Two 20-point boxes 5 apart backwards: the second starts at 20 - 5 = 15.
  @Test func negativeStackSpacing() throws {
    let compiled = try ImportSupport.compile(
      """
      scene 200 x 200
      stackView "Row" axis horizontal spacing -5
      view "A" in "Row" intrinsic 20 x 20
      view "B" in "Row" intrinsic 20 x 20
      1. Row.Leading = Superview.Leading
      2. Row.Top = Superview.Top
      """)
    let variant = try #require(compiled.variants.first)
    let frames = ImportSupport.framesByName(variant, try ImportSupport.solve(variant))
    #expect(frames["B"] == Rect(x: 15, y: 0, width: 20, height: 20))
    #expect(frames["Row"] == Rect(x: 0, y: 0, width: 35, height: 20))
  }
}
