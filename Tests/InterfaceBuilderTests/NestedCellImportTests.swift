import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// Every view of a storyboard is in the result: the cells of a collection view inside a table
/// view cell, and a view in a scene's dock (`NestedCells.storyboard`, frames by hand).
@Suite struct NestedCellImportTests {
  func imported() throws -> ImportResult {
    try ImportSupport.importFixture("NestedCells.storyboard")
  }

  /// The row, the item of the collection view inside it, and the dock view are recipes; before,
  /// the item was not read and the dock view was skipped with a warning.
  @Test func everyCellAndTheDockViewIsARecipe() throws {
    let result = try imported()
    #expect(
      result.recipes.map(\.name) == [
        "Shelf - Row", "Shelf - Item", "Shelf - section header", "Shelf - Empty State",
      ])
    #expect(!result.warnings.contains { $0.message.contains("unknown scene object") }, "\(result.warnings)")
  }

  /// The item is its 100 x 80 size, its box inset 10: (10, 10) 80 x 60.
  @Test func theNestedItemIsLaidOut() throws {
    let item = try #require(try imported().recipes.first { $0.name == "Shelf - Item" })
    #expect(item.text.contains("cell width 100\n"), "\(item.text)")
    #expect(
      try ImportSupport.solved(item).framesByIBID["itemBox"] == Rect(x: 10, y: 10, width: 80, height: 60))
  }

  /// A collection view's section header (`collectionReusableView key="sectionHeaderView"`) is a
  /// plain view of its stored size, 50 x 80, whose safe area is itself: its box at (5, 5) 40 x 70.
  /// Before, it was skipped as an unknown element.
  @Test func theSectionHeaderIsLaidOutAtItsSize() throws {
    let result = try imported()
    #expect(!result.warnings.contains { $0.message.contains("unknown element") }, "\(result.warnings)")
    let header = try #require(result.recipes.first { $0.name == "Shelf - section header" })
    #expect(header.text.contains("\nscene 50 x 80"), "\(header.text)")
    #expect(
      try ImportSupport.solved(header).framesByIBID["headerBox"] == Rect(x: 5, y: 5, width: 40, height: 70))
  }

  /// The dock view is a top-level view of its stored size, 300 x 200: its box at (20, 20) 100 x 50.
  @Test func theDockViewIsLaidOutAtItsSize() throws {
    let dock = try #require(try imported().recipes.first { $0.name == "Shelf - Empty State" })
    #expect(dock.text.contains("\nscene 300 x 200"), "\(dock.text)")
    #expect(
      try ImportSupport.solved(dock).framesByIBID["dockBox"] == Rect(x: 20, y: 20, width: 100, height: 50))
  }

  /// esri-MobileMapSearchRoute's collection view cell inside a table view cell: its image views at
  /// the frames IB stored (the thumbnail at (5, 5) 100 x 66.5 (within half a point), the badges 20 x 20 at x 5 and 85).
  @Test func esriNestedCellAtIBsFrames() throws {
    let result = try ImportSupport.importSharedPublicApp("esri-MobileMapSearchRoute.storyboard")
    let recipe = try #require(result.recipes.first { $0.text.contains(#"id "t9t-ip-BVn""#) })
    let solved = try ImportSupport.solved(recipe).framesByIBID
    // A 3:2 aspect ratio at width 100 is 66.667 high; IB stored it on the 2x pixel grid (66.5).
    let thumbnail = try #require(solved["t9t-ip-BVn"])
    #expect(thumbnail.minX == 5 && thumbnail.minY == 5 && thumbnail.width == 100, "\(thumbnail)")
    #expect(abs(thumbnail.height - 66.5) <= 0.5, "\(thumbnail)")
    #expect(solved["8rT-Rx-NAX"] == Rect(x: 85, y: 5, width: 20, height: 20))
    #expect(solved["MIW-7m-mv8"] == Rect(x: 5, y: 5, width: 20, height: 20))
  }
}
