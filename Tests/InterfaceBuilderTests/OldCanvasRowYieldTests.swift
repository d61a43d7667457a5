import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A storyboard table cell's row that gives way to its content on IB's canvas before Xcode 12 is
/// given up without a conflict: IB stores the content view at the row and lays the subviews out at
/// the content's height, and shows no conflict (docs/interface-builder.md, "Cells", session 39).
/// `OldCanvasRowYield.storyboard` and session 38's `OldCanvasCellRow.storyboard`, frames by hand.
@Suite struct OldCanvasRowYieldTests {
  /// Each recipe of `fixture` solved, by its cell's reuse identifier (the end of its name).
  func solved(_ fixture: String, tools: String? = nil) throws -> [String: ImportSupport.SolvedScene] {
    let result = try ImportSupport.importFixture(fixture, toolsVersion: tools)
    var scenes: [String: ImportSupport.SolvedScene] = [:]
    for recipe in result.recipes {
      scenes[recipe.name] = try ImportSupport.solved(recipe)
    }
    return scenes
  }

  /// The solved scene whose recipe name ends in `reuseID` (recipe names are lowercased and
  /// hyphenated: `schoolCell` ends `school-cell`).
  func scene(_ scenes: [String: ImportSupport.SolvedScene], _ reuseID: String) throws
    -> ImportSupport.SolvedScene
  {
    func key(_ name: String) -> String {
      name.lowercased().replacingOccurrences(of: ".recipe", with: "").filter { $0 != "-" }
    }
    return try #require(
      scenes.first { key($0.key).hasSuffix(key(reuseID)) }?.value, "no recipe for \(reuseID): \(scenes.keys)")
  }

  /// The recipe's line of the content view's height.
  func rowLine(_ cell: ImportSupport.SolvedScene) -> String {
    cell.text.split(separator: "\n").first { $0.contains("Content View.Height =") }.map(String.init) ?? ""
  }

  /// herald-Main's empty cell: a box of `height >= 56` pinned to the top, bottom and centre of a
  /// 55.5-point content view is laid out in 56 points: y 0, 56 high (centre 28 = 56 / 2), and the
  /// row's 55.5 is given up without a conflict.
  @Test func theRowGivesWayWithoutAConflict() throws {
    let cell = try scene(try solved("OldCanvasRowYield.storyboard"), "centredCell")
    #expect(cell.framesByIBID["centredBox"] == Rect(x: 0, y: 0, width: 375, height: 56))
    #expect(cell.result.conflicts.isEmpty, "\(cell.text)")
    #expect(rowLine(cell).contains("(Priority 999)"), "\(cell.text)")
  }

  /// smartapp's HTChooseSchoolCell (session 38's fixture): the content asks 15 + 54 + 15 = 84 in a
  /// row of 147.5; the image stays at y 15, 54 high, without a conflict.
  @Test func aTallerRowGivesWayWithoutAConflict() throws {
    let cell = try scene(try solved("OldCanvasCellRow.storyboard"), "schoolCell")
    #expect(cell.framesByIBID["schoolImage"] == Rect(x: 10, y: 15, width: 54, height: 54))
    #expect(cell.result.conflicts.isEmpty, "\(cell.text)")
  }

  /// A constraint of priority 999 in the cell would tie with a row at 999: the row stays required
  /// and last, and holds against the optional pin, so the required foot pinned to the bottom is at
  /// 59.5 - 10 = 49.5 and nothing conflicts (the box keeps its 70, its bottom pin broken).
  @Test func aPriority999ConstraintKeepsTheRequiredRow() throws {
    let cell = try scene(try solved("OldCanvasRowYield.storyboard"), "tieCell")
    #expect(cell.framesByIBID["tieFoot"]?.origin.y == 49.5)
    #expect(cell.framesByIBID["tieBox"]?.height == 70)
    #expect(cell.result.conflicts.isEmpty, "\(cell.text)")
    #expect(rowLine(cell).contains("59.5") && !rowLine(cell).contains("Priority"), "\(cell.text)")
  }

  /// A required compression resistance keeps the required row written last: the row holds at
  /// 79.5 and squeezes the label to 79.5 - 10 - 40 - 5 - 10 = 14.5 (edx's FindCell), the
  /// resistance broken, a conflict IB's frames break too.
  @Test func aRequiredResistanceKeepsTheRequiredRow() throws {
    let cell = try scene(try solved("OldCanvasCellRow.storyboard"), "squeezeCell")
    #expect(cell.framesByIBID["squeezeLabel"]?.height == 14.5)
    #expect(!cell.result.conflicts.isEmpty)
  }

  /// Saved by Xcode 12 (toolsVersion 17701) the row is kept first and required: the box is held at
  /// 55.5 and its `height >= 56` breaks, a conflict (IB of Xcode 12 keeps the row too).
  @Test func fromXcode12TheRowHolds() throws {
    let cell = try scene(try solved("OldCanvasRowYield.storyboard", tools: "17701"), "centredCell")
    #expect(cell.framesByIBID["centredBox"]?.height == 55.5)
    #expect(!cell.result.conflicts.isEmpty)
  }

  /// review39-stop M1: a box of `height >= 100` and `height = 200 @750` pinned to the four edges of
  /// a 43.5-point content view. The required row written last is broken and the box's `= 200 @750`
  /// decides: 200 (a row at 999 would beat the 750 and hold the box at its required 100).
  @Test func anOptionalHeightKeepsTheRequiredRow() throws {
    let cell = try scene(try solved("OldCanvasRowYield.storyboard"), "preferCell")
    #expect(cell.framesByIBID["preferBox"] == Rect(x: 0, y: 0, width: 375, height: 200))
    #expect(rowLine(cell).contains("43.5") && !rowLine(cell).contains("Priority"), "\(cell.text)")
  }

  /// review39-stop M1's recipe: a label of any number of lines holding twenty words, of `height >=
  /// 56`, pinned to the four edges of a 43.5-point content view. The required row written last is
  /// broken and the label's compression resistance gives it its text's height, more than 56 (a row
  /// at 999 would beat the 750 resistance and squeeze it to its required 56).
  @Test func aLabelTallerThanItsMinimumKeepsTheRequiredRow() throws {
    let cell = try scene(try solved("OldCanvasRowYield.storyboard"), "wordsCell")
    let label = try #require(cell.framesByIBID["wordsLabel"])
    #expect(label.origin.y == 0 && label.height > 56, "\(cell.text)")
    #expect(rowLine(cell).contains("43.5") && !rowLine(cell).contains("Priority"), "\(cell.text)")
  }
}
