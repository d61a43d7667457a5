import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// On Interface Builder's canvas a table view cell of an automatic row (no row height of its own,
/// in a table of automatic row height) is drawn at the height IB stored, its content laid out in
/// it, unless the content's required heights fix another; on a device UIKit fits the cell to its
/// content (docs/interface-builder.md, "Cells"). `AutomaticRowCells.storyboard`, frames by hand:
/// margins 20 at the sides of the 414-point table, 11 at the top and bottom.
@Suite struct AutomaticRowCanvasTests {
  func recipe(_ name: String, _ options: ImportOptions) throws -> ImportedRecipe {
    let result = try ImportSupport.importFixture("AutomaticRowCells.storyboard", options: options)
    let names = result.recipes.map(\.name)
    return try #require(result.recipes.first { $0.name.hasSuffix(" - \(name)") }, "\(names)")
  }

  /// Strongbox's rows: a Body label pinned to both margins of a row stored 44 is 44 - 11 - 11 =
  /// 22 high on the canvas (its vertical hugging, 251, gives way to the row's 999), where one Body
  /// line is 17 x 2444 / 2048 = 20.287, 20.5 at 2x: the height the cell takes on a device,
  /// 11 + 20.5 + 11 = 42.5.
  @Test func aBodyLabelFillsTheStoredRowOnTheCanvas() throws {
    let canvas = try recipe("Body", ImportSupport.canvas)
    #expect(
      canvas.text.contains(
        "Content View.Height = 44 (Priority 999)  # IB's canvas draws the automatic row at the height it stored"
      ),
      "\(canvas.text)")
    let onCanvas = try ImportSupport.solved(canvas)
    #expect(onCanvas.result.rootFrame.height == 44)
    let label = try #require(onCanvas.framesByIBID["bodyLabel"])
    #expect(label.minY == 11 && label.height == 22)
    #expect(onCanvas.result.ambiguity == nil, "\(onCanvas.result.diagnoses)")
    #expect(onCanvas.result.conflicts.isEmpty, "\(onCanvas.result.conflicts.map(\.log))")

    let device = try recipe("Body", ImportOptions(scene: .device(.iPhone8)))
    #expect(!device.text.contains("IB's canvas draws"), "\(device.text)")
    let onDevice = try ImportSupport.solved(device)
    #expect(onDevice.result.rootFrame.height == 42.5)
    #expect(onDevice.framesByIBID["bodyLabel"]?.height == 20.5)
  }

  /// A box of optional height (40 at 750) pinned to both margins of a row stored 50: 50 - 22 = 28
  /// on the canvas; 11 + 40 + 11 = 62 on a device.
  @Test func anOptionalHeightGivesWayToTheStoredRow() throws {
    let onCanvas = try ImportSupport.solved(try recipe("Squeezed", ImportSupport.canvas))
    #expect(onCanvas.result.rootFrame.height == 50)
    #expect(onCanvas.framesByIBID["squeezedBox"] == Rect(x: 20, y: 11, width: 100, height: 28))
    #expect(onCanvas.result.ambiguity == nil, "\(onCanvas.result.diagnoses)")

    let onDevice = try ImportSupport.solved(try recipe("Squeezed", ImportOptions(scene: .device(.iPhone8))))
    #expect(onDevice.result.rootFrame.height == 62)
    #expect(onDevice.framesByIBID["squeezedBox"]?.height == 40)
  }

  /// A box of required height 44 pinned to the content view's edges in a row stored 43: the
  /// content fixes the row at 44 and the stored row (999) gives way, no conflict.
  @Test func aRequiredContentHeightKeepsItsRow() throws {
    let onCanvas = try ImportSupport.solved(try recipe("Fixed", ImportSupport.canvas))
    #expect(onCanvas.result.rootFrame.height == 44)
    #expect(onCanvas.framesByIBID["fixedBox"] == Rect(x: 20, y: 0, width: 100, height: 44))
    #expect(onCanvas.result.conflicts.isEmpty, "\(onCanvas.result.conflicts.map(\.log))")
  }
}

/// Rows whose stored frames are not one layout at the stored row are not held: a content view
/// stored taller than its cell ("Stale", 80 in 54) and a cell IB marks misplaced ("Misplaced", 40):
/// both fit their content on the canvas, 11 + 20.5 + 11 = 42.5, a Body line between the margins.
@Suite struct UnheldAutomaticRowTests {
  @Test(arguments: ["Stale", "Misplaced"])
  func aRowNotStoredAsOneLayoutFitsItsContent(_ name: String) throws {
    let result = try ImportSupport.importFixture("AutomaticRowCells.storyboard")
    let recipe = try #require(result.recipes.first { $0.name.hasSuffix(" - \(name)") })
    #expect(!recipe.text.contains("IB's canvas draws the automatic row"), "\(recipe.text)")
    let solved = try ImportSupport.solved(recipe)
    #expect(solved.result.rootFrame.height == 42.5)
    let id = name == "Stale" ? "staleLabel" : "misplacedRowLabel"
    #expect(solved.framesByIBID[id]?.height == 20.5)
  }

  /// A box hanging below the stored row ("Hanging", a 40-point box pinned 10 from the top of a
  /// 44-point row) without a tie to the row's bottom or centre: the row is held, the Body label
  /// between the margins 44 - 11 - 11 = 22 high. The same box centred on the row ("Tied") is a
  /// frame of a layout at another row: not held, the cell fits its label, 11 + 20.5 + 11 = 42.5.
  @Test func aViewHangingBelowWithoutATieHoldsTheRow() throws {
    let result = try ImportSupport.importFixture("AutomaticRowCells.storyboard")
    let hanging = try #require(result.recipes.first { $0.name.hasSuffix(" - Hanging") })
    let held = try ImportSupport.solved(hanging)
    #expect(held.result.rootFrame.height == 44, "\(hanging.text)")
    #expect(held.framesByIBID["hangingLabel"]?.height == 22)
    #expect(held.framesByIBID["hangingBox"] == Rect(x: 20, y: 10, width: 40, height: 40))

    let tied = try #require(result.recipes.first { $0.name.hasSuffix(" - Tied") })
    #expect(!tied.text.contains("IB's canvas draws the automatic row"), "\(tied.text)")
    let unheld = try ImportSupport.solved(tied)
    #expect(unheld.result.rootFrame.height == 42.5)
    #expect(unheld.framesByIBID["tiedLabel"]?.height == 20.5)
  }
}

/// A static cell whose section starts below its table's stored height, on the canvas of a
/// document of Xcode 9 to 11: UIView's 8 on every side of its content view, not a table cell's 11
/// at the top and bottom and the table's 20 at the sides (docs/interface-builder.md, "Cells").
/// `AutomaticRowCells.storyboard`'s second scene, a grouped table stored 100 high, 44-point rows,
/// Body labels pinned to the top and bottom margins, 30-point boxes to the trailing margin.
@Suite struct OffCanvasStaticRowTests {
  func label(_ name: String, toolsVersion: String? = nil, _ options: ImportOptions = ImportSupport.canvas)
    throws -> Rect
  {
    let result = try ImportSupport.importFixture(
      "AutomaticRowCells.storyboard", toolsVersion: toolsVersion, options: options)
    let recipe = try #require(result.recipes.first { $0.name.hasSuffix(" - \(name)") })
    let solved = try ImportSupport.solved(recipe)
    return try #require(solved.framesByIBID["\(name.lowercased())Label"], "\(solved.text)")
  }

  /// Xcode 11 (15705): the section inside the table at 11 (44 - 22 = 22 high), the one below it
  /// at 8 (44 - 16 = 28 high).
  @Test func aSectionBelowTheTableHasEightOnXcode11sCanvas() throws {
    let shown = try label("Shown")
    #expect(shown.minY == 11 && shown.height == 22)
    let below = try label("Below")
    #expect(below.minY == 8 && below.height == 28)
  }

  /// The sides as well (minikeepass-Settings' switches, Xcode 10): the box pinned to the trailing
  /// margin at 414 - 8 - 30 = 376 in the row below the table, at the grouped table's
  /// 414 - 20 - 30 = 364 in the row inside it; the table's 364 again on Xcode 12's canvas.
  @Test func aSectionBelowTheTableHasEightAtTheSides() throws {
    #expect(try box("Shown").minX == 364)
    #expect(try box("Below").minX == 376)
    #expect(try box("Below", toolsVersion: "17156").minX == 364)
  }

  func box(_ name: String, toolsVersion: String? = nil) throws -> Rect {
    let result = try ImportSupport.importFixture(
      "AutomaticRowCells.storyboard", toolsVersion: toolsVersion, options: ImportSupport.canvas)
    let recipe = try #require(result.recipes.first { $0.name.hasSuffix(" - \(name)") })
    let solved = try ImportSupport.solved(recipe)
    return try #require(solved.framesByIBID["\(name.lowercased())Box"], "\(solved.text)")
  }

  /// The same file saved by Xcode 12 (17156): 11 in both sections; on a device the cell is a
  /// table's: 11 and one Body line, 20.5.
  @Test func notFromXcode12NorOnADevice() throws {
    let below = try label("Below", toolsVersion: "17156")
    #expect(below.minY == 11 && below.height == 22)
    let onDevice = try label("Below", ImportOptions(scene: .device(.iPhone8)))
    #expect(onDevice.minY == 11 && onDevice.height == 20.5)
  }
}
