import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A table view cell whose content view is stored more than a point shorter than the cell while
/// its subviews reach below it (Xcode 6's stale 43-point content views): the row is the cell's
/// stored height, in which IB laid the content out (docs/interface-builder.md, "Cells").
/// `StaleCellContent.xib`, frames by hand.
@Suite struct StaleCellContentTests {
  func frames(_ name: String) throws -> [String: Rect] {
    let result = try ImportSupport.importFixture("StaleCellContent.xib", options: ImportSupport.canvas)
    let names = result.recipes.map(\.name)
    let recipe = try #require(result.recipes.first { $0.name.lowercased().hasSuffix(name) }, "\(names)")
    let solved = try ImportSupport.solved(recipe)
    return solved.framesByIBID
  }

  /// The cell stored 104 high: the line pinned to the content's bottom at y 103, the box from 10
  /// to 103 - 8 = 95, 85 high (in the stale 43 points: 43 - 1 - 8 - 10 = 24).
  @Test func subviewsBelowTheStoredContentTakeTheCellsHeight() throws {
    let frames = try frames("tall")
    #expect(frames["tallLine"]?.minY == 103, "\(frames)")
    #expect(frames["tallBox"]?.minY == 10)
    #expect(frames["tallBox"]?.height == 85)
  }

  /// The cell stored 60 high whose subviews fit its 43-point content view: 43 holds, the box
  /// 43 - 10 - 13 = 20 high.
  @Test func subviewsInsideTheStoredContentKeepIt() throws {
    let frames = try frames("short")
    #expect(frames["shortBox"]?.height == 20, "\(frames)")
  }
}
