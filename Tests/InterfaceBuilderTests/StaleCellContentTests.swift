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

  /// The tall cell stored 412 wide over its stale 320-point content view: the content is laid
  /// out at the cell's width, the box 412 - 20 - 20 = 372 wide, not 280 (youtiao-BulletinCell,
  /// session 38).
  @Test func aStaleContentViewTakesTheCellsWidth() throws {
    let text = try ImportSupport.fixtureText("StaleCellContent.xib")
      .replacingOccurrences(
        of: #"<rect key="frame" x="0.0" y="0.0" width="320" height="104"/>"#,
        with: #"<rect key="frame" x="0.0" y="0.0" width="412" height="104"/>"#)
    let result = try ImportSupport.importDocument(
      text: text, name: "StaleCellContent.xib", options: ImportSupport.canvas)
    let recipe = try #require(result.recipes.first { $0.name.lowercased().hasSuffix("tall") })
    let frames = try ImportSupport.solved(recipe).framesByIBID
    #expect(frames["tallBox"] == Rect(x: 20, y: 10, width: 372, height: 85), "\(frames)")
  }

  /// The same cell with a disclosure indicator: UIKit takes the accessory's width off the content
  /// view and no stale cell of the sets says by how much, so the stored 320 is kept: the box
  /// 320 - 20 - 20 = 280 wide (review38-stop L6).
  @Test func aStaleCellWithAnAccessoryKeepsItsContentWidth() throws {
    let text = try ImportSupport.fixtureText("StaleCellContent.xib")
      .replacingOccurrences(
        of: #"<rect key="frame" x="0.0" y="0.0" width="320" height="104"/>"#,
        with: #"<rect key="frame" x="0.0" y="0.0" width="412" height="104"/>"#
      )
      .replacingOccurrences(
        of: #"rowHeight="104" id="tallCell""#,
        with: #"rowHeight="104" accessoryType="disclosureIndicator" id="tallCell""#)
    let result = try ImportSupport.importDocument(
      text: text, name: "StaleCellContent.xib", options: ImportSupport.canvas)
    let recipe = try #require(result.recipes.first { $0.name.lowercased().hasSuffix("tall") })
    let frames = try ImportSupport.solved(recipe).framesByIBID
    #expect(frames["tallBox"]?.width == 280, "\(frames)")
  }
}
