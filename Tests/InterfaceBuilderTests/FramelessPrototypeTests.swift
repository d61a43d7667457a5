import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// Xcode 6's prototypes without a stored content view frame: IB lays each out at its own
/// `rowHeight` less a 1-point separator (docs/interface-builder.md, "Cells").
/// `FramelessPrototype.storyboard`, frames by hand.
@Suite struct FramelessPrototypeTests {
  func frames(_ name: String) throws -> [String: Rect] {
    let result = try ImportSupport.importFixture(
      "FramelessPrototype.storyboard", options: ImportSupport.canvas)
    let names = result.recipes.map(\.name)
    let recipe = try #require(result.recipes.first { $0.name.lowercased().hasSuffix(name) }, "\(names)")
    return try ImportSupport.solved(recipe).framesByIBID
  }

  /// No cell frame, row 166: the box is 166 - 1 - 10 - 8 = 147 high.
  @Test func aFramelessPrototypeTakesItsRowLessTheSeparator() throws {
    let frames = try frames("note")
    #expect(frames["noteBox"] == Rect(x: 20, y: 10, width: 560, height: 147), "\(frames)")
  }

  /// A stale 44-point cell frame, row 113: the box is 113 - 1 - 24 = 88 high, not 19.
  @Test func aStaleCellFrameGivesWayToTheRow() throws {
    let frames = try frames("comment")
    #expect(frames["commentBox"]?.height == 88, "\(frames)")
  }

  /// A row height a recipe cannot hold (1e300) is warned at its line and dropped ("the default is
  /// used"): the cell falls back to its table's row, 44 less the separator, as a prototype without
  /// a row of its own does (session 38), so "Comment"'s box is 44 - 1 - 24 = 19 high (20 from its
  /// stored 600 x 44 cell frame before), and the recipe compiles.
  /// Before, the row reached the recipe and `import` exited 70.
  @Test func aRowHeightNoRecipeCanHoldIsDropped() throws {
    let text = try ImportSupport.fixtureText("FramelessPrototype.storyboard")
      .replacingOccurrences(of: #"rowHeight="113""#, with: #"rowHeight="1e300""#)
    let result = try ImportSupport.importDocument(
      text: text, name: "FramelessPrototype.storyboard", options: ImportSupport.canvas)
    #expect(result.warnings.contains { $0.description.contains(#"rowHeight="1e300""#) })
    let recipe = try #require(result.recipes.first { $0.name.lowercased().hasSuffix("comment") })
    #expect(try ImportSupport.solved(recipe).framesByIBID["commentBox"]?.height == 19)
  }
}
