import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// Constraints a table view cell holds on itself, in a cell whose accessory makes its content
/// view narrower: they measure from the cell's edges, not the content view's
/// (docs/interface-builder.md, "Cells"). `CellOwnedConstraints.storyboard` is written by hand;
/// its comment derives the frames.
@Suite struct CellOwnedConstraintTests {
  @Test func theCellsTrailingEdgeAndCentreAreItsOwn() throws {
    let scene = try ImportSupport.solvedFixture("CellOwnedConstraints.storyboard")
    // 375 - 348 = 27 for the disclosure indicator: the cell's trailing edge is the content
    // view's + 27, its centre + 13.5.
    #expect(
      scene.text.contains("Content View.Trailing = Field View.Trailing - 7 id \"f-r\""), "\(scene.text)")
    #expect(scene.text.contains("Box.CenterX = Content View.CenterX + 13.5 id \"b-x\""), "\(scene.text)")
    #expect(scene.framesByIBID["field"] == Rect(x: 16, y: 11, width: 339, height: 20))
    #expect(scene.framesByIBID["box"] == Rect(x: 167.5, y: 11, width: 40, height: 20))
    #expect(scene.result.diagnoses.isEmpty, "\(scene.result.diagnoses)")
  }
}
