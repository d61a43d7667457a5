import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// IB's Standard spacing (`symbolic="YES"`): IB writes the constant UIKit resolves, 20 to a
/// superview's edge and 8 between siblings; the recipe's `Standard` is 8, so 20 is written as the
/// number (docs/interface-builder.md, "Constraints").
@Suite struct StandardSpacingImportTests {
  /// The fixture's frames, by hand: Left (20, 20; 100 x 40), Right from 120 + 8 to 375 - 20,
  /// Below from 60 + 8 to 200 - 20. Before, the 20s were Standard (8): Left at (8, 8).
  @Test func standardToTheSuperviewEdgeIsTwenty() throws {
    let recipe = try #require(try ImportSupport.importFixture("StandardSpacing.xib").recipes.first)
    for line in [
      #"1. Left.Leading = Superview.Leading + 20 id "left-x""#,
      #"3. Right.Leading = Left.Trailing + Standard id "right-x""#,
      #"4. Superview.Trailing = Right.Trailing + 20 id "right-t""#,
      #"7. Below.Top = Left.Bottom + Standard id "below-y""#,
    ] {
      #expect(recipe.text.contains("\n" + line + "\n"), "\(line)\n---\n\(recipe.text)")
    }
    let frames = try ImportSupport.solved(recipe).framesByIBID
    #expect(frames["left"] == Rect(x: 20, y: 20, width: 100, height: 40))
    #expect(frames["right"] == Rect(x: 128, y: 20, width: 227, height: 40))
    #expect(frames["below"] == Rect(x: 20, y: 68, width: 100, height: 112))
  }

  /// xlpagertabstrip's `Superview.Trailing = Right Button.Trailing + 20 (Standard)`: IB stored the
  /// buttons' trailing edge at 375 - 20 = 355 (x 299, 56 wide) and the label's leading edge at 20.
  @Test func sharedFileStandardToTheEdge() throws {
    let result = try ImportSupport.importSharedPublicApp("xlpagertabstrip-Storyboard.storyboard")
    var frames: [String: Rect] = [:]
    for recipe in result.recipes where recipe.text.contains(#"id "cZN-qT-VUq""#) {
      frames = try ImportSupport.solved(recipe, variant: .canvas).framesByIBID
    }
    let label = try #require(frames["cZN-qT-VUq"])
    let button = try #require(frames["jSE-G2-qe6"])
    #expect(label.minX == 20 && label.maxX == 355, "\(label)")
    #expect(button.maxX == 355, "\(button)")
  }
}
