import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A content view stored inside its cell at an x of its own (iOS 6's grouped cells): constraints
/// naming the cell measure from the cell's edges (docs/interface-builder.md, "Cells", session 39).
/// `GroupedInsetCell.storyboard`, by hand.
@Suite struct GroupedInsetCellTests {
  /// The cell's leading edge 10 before the content view's: the label held 20 from it is at x 10;
  /// its trailing edge 320 - 10 - 300 = 10 after: the 40-point box held 20 from it ends at 290.
  @Test func theCellsEdgesLieAroundTheContentView() throws {
    let result = try ImportSupport.importFixture("GroupedInsetCell.storyboard")
    var frames: [String: Rect] = [:]
    for recipe in result.recipes {
      frames.merge(try ImportSupport.solved(recipe).framesByIBID) { first, _ in first }
    }
    #expect(frames["insetLabel"]?.origin.x == 10)
    #expect(frames["insetBox"]?.origin.x == 250)
  }
}
