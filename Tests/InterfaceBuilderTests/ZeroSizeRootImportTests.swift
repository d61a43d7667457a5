import Foundation
import Layout
import Testing

@testable import InterfaceBuilder

/// A scene root Interface Builder stored at zero size, with subviews hanging outside it
/// (`ZeroSizeTitleView.storyboard`, written by hand: a navigation item's 0 x 0 title view holding a
/// 100 x 35 image view centred on it). Centred on a 0 x 0 view the image is at (-50, -17.5), as the
/// fixture stores it. Before session 39 the importer wrote `scene 0 x 0`, which the recipe refused
/// (`import` exited 70: "a bug of the importer").
@Suite struct ZeroSizeRootImportTests {
  @Test func aZeroSizeTitleViewIsASceneOfZeroSizeWithItsImageOutside() throws {
    let result = try ImportSupport.importFixture("ZeroSizeTitleView.storyboard")
    let recipe = try #require(result.recipes.first { $0.text.contains(#"id "logo""#) })
    #expect(recipe.text.contains("\nscene 0 x 0 "), "\(recipe.text)")
    let solved = try ImportSupport.solved(recipe)
    #expect(solved.result.rootFrame == Rect(x: 0, y: 0, width: 0, height: 0))
    #expect(solved.framesByIBID["logo"] == Rect(x: -50, y: -17.5, width: 100, height: 35))
    // IB's stored frame is the oracle: every view within 1 point of it.
    let comparison = solved.comparison()
    #expect(comparison.counted == 1 && comparison.within == 1, "\(comparison.summary)")
  }

  @Test func aXibTopLevelViewOfZeroHeightKeepsItsWidth() throws {
    // The same title view as a xib's top-level view, 200 wide and 0 high: the image's centre is at
    // (100, 0), so the image is at (50, -17.5).
    let text = String(decoding: try ImportSupport.fixture("ZeroSizeTitleView.storyboard"), as: UTF8.self)
      .replacingOccurrences(
        of: #"<rect key="frame" x="187.5" y="22" width="0.0" height="0.0"/>"#,
        with: #"<rect key="frame" x="87.5" y="22" width="200" height="0.0"/>"#
      ).replacingOccurrences(
        of: #"<rect key="frame" x="-50" y="-17.5" width="100" height="35"/>"#,
        with: #"<rect key="frame" x="50" y="-17.5" width="100" height="35"/>"#)
    let result = try ImportSupport.importDocument(text: text, name: "ZeroSizeTitleView.storyboard")
    let recipe = try #require(result.recipes.first { $0.text.contains(#"id "logo""#) })
    #expect(recipe.text.contains("\nscene 200 x 0 "), "\(recipe.text)")
    let solved = try ImportSupport.solved(recipe)
    #expect(solved.framesByIBID["logo"] == Rect(x: 50, y: -17.5, width: 100, height: 35))
  }

  @Test func aNegativeStoredSizeIsWarnedAndReadAsZero() throws {
    let text = String(decoding: try ImportSupport.fixture("ZeroSizeTitleView.storyboard"), as: UTF8.self)
      .replacingOccurrences(
        of: #"<rect key="frame" x="187.5" y="22" width="0.0" height="0.0"/>"#,
        with: #"<rect key="frame" x="187.5" y="22" width="-4" height="0.0"/>"#)
    let result = try ImportSupport.importDocument(text: text, name: "Z.storyboard")
    // The title view's frame is on line 20.
    #expect(
      result.warnings.map(\.description).contains(
        "Z.storyboard:20: warning: <rect>: width=\"-4\" is negative; read as 0 (a view's size cannot be negative)"
      ),
      "\(result.warnings.map(\.description))")
    let recipe = try #require(result.recipes.first { $0.text.contains(#"id "logo""#) })
    #expect(recipe.text.contains("\nscene 0 x 0 "), "\(recipe.text)")
  }
}

/// Multipliers typed as percentages (`PercentMultiplier.xib`, written by hand): Xcode keeps the
/// Multiplier field as typed, so `24%` is 0.24 and `50 %` is 0.5. Before session 39 each was "not a
/// number" and its constraint was left out.
@Suite struct PercentMultiplierImportTests {
  @Test func percentagesAreHundredths() {
    #expect(IBConstraint.multiplierValue("24%") == 0.24)
    #expect(IBConstraint.multiplierValue("45%") == 0.45)
    #expect(IBConstraint.multiplierValue("50 %") == 0.5)
    #expect(IBConstraint.multiplierValue("150%") == 1.5)
    #expect(IBConstraint.multiplierValue("%") == nil)
    #expect(IBConstraint.multiplierValue("a%") == nil)
    #expect(IBConstraint.multiplierValue("1:2%") == nil)
    // Ratios and decimals as before.
    #expect(IBConstraint.multiplierValue("16:9") == 16.0 / 9.0)
    #expect(IBConstraint.multiplierValue("1/2") == 0.5)
  }

  @Test func aPercentageMultiplierIsImportedAndSolved() throws {
    let result = try ImportSupport.importFixture("PercentMultiplier.xib")
    #expect(!result.warnings.contains { $0.description.contains("multiplier") }, "\(result.warnings)")
    let recipe = try #require(result.recipes.first)
    let solved = try ImportSupport.solved(recipe)
    // Bar: 0.24 x 320 = 76.8 wide, 0.45 x 76.8 = 34.56 high; Half: 0.5 x 200 = 100 high.
    let bar = try #require(solved.framesByIBID["bar"])
    #expect(abs(bar.minX - 10) < 1e-6 && abs(bar.minY - 20) < 1e-6)
    #expect(abs(bar.width - 76.8) < 1e-6 && abs(bar.height - 34.56) < 1e-6)
    #expect(solved.framesByIBID["half"] == Rect(x: 200, y: 20, width: 40, height: 100))
    let comparison = solved.comparison()
    #expect(comparison.counted == 2 && comparison.within == 2, "\(comparison.summary)")
  }
}
