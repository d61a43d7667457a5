import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A table view cell's content view that sets no margins: UIView's 8 on IB's canvas of Xcode 9.0
/// (toolsVersion 13196), the table's 11 and 15 from Xcode 9.1 and 9.2 (13529)
/// (docs/interface-builder.md, "Cells", session 39). `XcodeNineCellMargins.storyboard`, by hand.
@Suite struct XcodeNineCellMarginTests {
  /// The box's solved frame, the document saved by `tools` when given.
  func box(tools: String? = nil, options: ImportOptions = ImportSupport.canvas) throws -> Rect? {
    let result = try ImportSupport.importFixture(
      "XcodeNineCellMargins.storyboard", toolsVersion: tools, options: options)
    let recipe = try #require(result.recipes.first)
    return try ImportSupport.solved(recipe).framesByIBID["marginBox"]
  }

  /// Xcode 9.0: pinned to the leading and top margins of UIView's 8, the box is at (8, 8).
  @Test func xcodeNineZeroKeepsUIViewsMargins() throws {
    #expect(try box() == Rect(x: 8, y: 8, width: 50, height: 20))
  }

  /// Xcode 9.2 (13529): the table's margins of a 375-point table, 15 at the side and 11 at the
  /// top: the box at (15, 11).
  @Test func xcodeNineTwoTakesTheTablesMargins() throws {
    #expect(try box(tools: "13529") == Rect(x: 15, y: 11, width: 50, height: 20))
  }

  /// Xcode 9.0's 8 is IB's canvas (review39-stop L4): imported for an iPhone 8 (375 points, the
  /// app run on a later iOS) the content view takes the table's margins, 15 at the side and 11 at
  /// the top: the box at (15, 11).
  @Test func xcodeNineZeroOnADeviceTakesTheTablesMargins() throws {
    let onDevice = try box(options: ImportOptions(scene: .device(.iPhone8)))
    #expect(onDevice == Rect(x: 15, y: 11, width: 50, height: 20))
  }
}
