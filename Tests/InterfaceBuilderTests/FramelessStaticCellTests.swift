import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// Xcode 6's static cells without stored frames, and frameless rows in a table without
/// separators: IB lays each out at its row (the cell's own, else the table's) less the separator,
/// none when `separatorStyle` is `none` (docs/interface-builder.md, "Cells").
/// `FramelessStaticCell.storyboard`, frames by hand.
@Suite struct FramelessStaticCellTests {
  /// The solved frame of `id` in the recipe that holds it; `text` replaces the fixture's text.
  func frame(_ id: String, text: String? = nil) throws -> Rect? {
    let result = try ImportSupport.importDocument(
      text: text ?? ImportSupport.fixtureText("FramelessStaticCell.storyboard"),
      name: "FramelessStaticCell.storyboard", options: ImportSupport.canvas)
    for recipe in result.recipes {
      let frames = try ImportSupport.solved(recipe).framesByIBID
      if let frame = frames[id] { return frame }
    }
    Issue.record("no recipe holds \(id): \(result.recipes.map(\.name))")
    return nil
  }

  /// A static cell with no row of its own takes the table's 60: the box is 60 - 1 - 10 - 8 = 41
  /// high. Before, the content view's height was open (ambiguous).
  @Test func aFramelessStaticCellTakesTheTablesRowLessTheSeparator() throws {
    #expect(try frame("plainBox") == Rect(x: 20, y: 10, width: 560, height: 41))
  }

  /// A static cell's own rowHeight 50: the 21-point badge is centred at (50 - 1 - 21) / 2 = 14.
  @Test func aFramelessStaticCellTakesItsOwnRow() throws {
    #expect(try frame("signOutBadge")?.origin.y == 14)
  }

  /// A document whose stored frames hold half points was laid out on a 2x canvas, whose
  /// separator is half a point: with the box stored 41.5 high, the row is 60 - 0.5 and the box
  /// 60 - 0.5 - 10 - 8 = 41.5 high.
  @Test func aTwoTimesCanvasTakesOffHalfAPoint() throws {
    let text = try ImportSupport.fixtureText("FramelessStaticCell.storyboard")
      .replacingOccurrences(of: #"width="560" height="41"/>"#, with: #"width="560" height="41.5"/>"#)
    #expect(try frame("plainBox", text: text)?.height == 41.5)
  }

  /// A table without separators takes nothing off its row: 104 - 10 - 8 = 86, not 85.
  @Test func noSeparatorIsTakenOffWithSeparatorStyleNone() throws {
    #expect(try frame("teamBox")?.height == 86)
  }

  /// A frameless prototype without a row of its own in a table of row height 44 takes the
  /// table's row: 44 - 1 - 10 - 8 = 25 (session 38: youtiao-Main's Members cell). Before, its
  /// content view's height was open (ambiguous).
  @Test func aFramelessPrototypeTakesItsTablesRow() throws {
    #expect(try frame("memberBox") == Rect(x: 20, y: 10, width: 560, height: 25))
  }
}
