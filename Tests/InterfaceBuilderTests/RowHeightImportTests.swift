import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A table view cell whose content does not fix its height gets the table's row height, as UIKit
/// gives it (docs/interface-builder.md, "Cells"; docs/layout.md): `RowHeightCells.storyboard`,
/// frames by hand, and the shared files' cells at the frames IB stored.
@Suite struct RowHeightImportTests {
  func imported(_ options: ImportOptions = ImportSupport.canvas) throws -> ImportResult {
    try ImportSupport.importFixture("RowHeightCells.storyboard", options: options)
  }

  /// Each prototype's row height is the content view's stored height, on the canvas and on a
  /// device alike (the row height is the cell's, not the screen's).
  @Test func theRowHeightIsWritten() throws {
    for options in [ImportSupport.canvas, ImportOptions(scene: .device(.iPhone8))] {
      let texts = try imported(options).recipes.filter { $0.name.hasPrefix("Rows - ") }.map(\.text)
      #expect(texts.count == 3)
      for (text, height) in zip(texts, [51, 60, 80]) {
        #expect(text.contains("\ncell width 375 rowHeight \(height)\n"), "\(text)")
      }
    }
  }

  /// Centred: the fitting height would be zero, so the cell is the row's 51 and the box centred
  /// in it at (51 - 30) / 2 = 10.5, IB's stored frame; nothing is ambiguous. Before, the cell was
  /// 44 high (the box at 7) and reported ambiguous.
  @Test func collapsedContentTakesTheRowHeight() throws {
    let recipe = try #require(try imported().recipes.first { $0.name == "Rows - Centred" })
    let centred = try ImportSupport.solved(recipe)
    let result = centred.result
    #expect(result.rootFrame.height == 51)
    #expect(centred.framesByIBID["centredBox"] == Rect(x: 16, y: 10.5, width: 100, height: 30))
    #expect(result.ambiguity == nil, "\(result.diagnoses)")
    // On a device, without the row height: the book's rule.
    let device = try #require(
      try imported(ImportOptions(scene: .device(.iPhone8))).recipes.first { $0.name == "Rows - Centred" })
    #expect(try ImportSupport.solved(device).result.rootFrame.height == 51)
    let without = try ImportSupport.solved(
      device, text: device.text.replacingOccurrences(of: " rowHeight 51", with: ""))
    #expect(without.result.rootFrame.height == 44)
    #expect(without.result.ambiguity != nil)
  }

  /// At Least, on a device: the fitting height is the smallest the content allows, 11 + 30 + 11
  /// = 52 (margins of a 375-point table), not the stored 60. On IB's canvas the prototype is
  /// drawn at its own row height, 60, which the content allows (the box at 11 either way).
  /// Pinned: on a device the content fixes 52 whatever the row (80); on the canvas the row holds
  /// (IB keeps a prototype's own row height against its content, "Cells") and the box's own
  /// height, 30, gives way: 80 - 11 - 11 = 58 high, the conflict reported (the file's own).
  @Test func aFittingHeightAboveZeroIsKept() throws {
    for (options, atLeastHeight) in [
      (ImportOptions(scene: .device(.iPhone8)), 52.0), (ImportSupport.canvas, 60),
    ] {
      let recipes = try imported(options).recipes
      let atLeast = try #require(recipes.first { $0.name == "Rows - AtLeast" })
      let solvedAtLeast = try ImportSupport.solved(atLeast)
      let result = solvedAtLeast.result
      #expect(result.rootFrame.height == atLeastHeight)
      #expect(solvedAtLeast.framesByIBID["atLeastBox"] == Rect(x: 16, y: 11, width: 100, height: 30))
      #expect(result.ambiguity == nil, "\(result.diagnoses)")
      let pinned = try #require(recipes.first { $0.name == "Rows - Pinned" })
      let solvedPinned = try ImportSupport.solved(pinned)
      if case .canvas = options.scene {
        #expect(solvedPinned.result.rootFrame.height == 80)
        #expect(solvedPinned.framesByIBID["pinnedBox"] == Rect(x: 16, y: 11, width: 100, height: 58))
        let conflicts = solvedPinned.result.conflicts.map(\.log)
        #expect(
          conflicts.count == 1
            && conflicts[0].contains(
              "recover by breaking constraint\n<NSLayoutConstraint:#5 UIView:'Pinned Box'.height == 30 "),
          "\(conflicts)")
      } else {
        #expect(solvedPinned.result.rootFrame.height == 52)
        #expect(solvedPinned.result.diagnoses.isEmpty, "\(solvedPinned.result.diagnoses)")
      }
    }
  }

  /// apple-today-tutorial's reminder cell: a self-sizing table's prototype with its own row height
  /// 99 (its content fits in 20 + 21 + 8 + 21 + 20 = 90 at IB's label heights). IB's canvas draws it
  /// 99 high and stores its 44-point button centred at 49.5 (stored 28, 43 high: within 1 pt of
  /// 27.5, 44); before, the cell was self-sized (89) and the button at 22.5.
  @Test func aPrototypesOwnRowHeightOnTheCanvas() throws {
    let result = try ImportSupport.importShared("apple-today-tutorial/Main.storyboard")
    let recipe = try #require(result.recipes.first { $0.text.contains(#"id "5Hl-aV-Km9""#) })
    #expect(
      recipe.text.contains("\n1. Content View.Height = 99  # IB's canvas draws the prototype"),
      "\(recipe.text)")
    let cell = try ImportSupport.solved(recipe)
    #expect(cell.result.rootFrame.height == 99)
    #expect(cell.framesByIBID["5Hl-aV-Km9"] == Rect(x: 20, y: 27.5, width: 44, height: 44))
  }

  /// netnewswire-Inspector's static cells (iOS 26, insetGrouped, rowHeight -1) centre a switch in
  /// a row IB stored 51 high: IB's frame puts it at y (51 - 28) / 2 = 11.5. Before, the cell was
  /// 44 high (the switch at 8) and every such cell was reported ambiguous.
  @Test func netNewsWireSwitchesAtIBsFrames() throws {
    let result = try ImportSupport.importSharedPublicApp("netnewswire-Inspector.storyboard")
    let recipe = try #require(result.recipes.first { $0.text.contains(#"id "6YV-K0-yPS""#) })
    #expect(recipe.text.contains("rowHeight 51\n"), "\(recipe.text)")
    let cell = try ImportSupport.solved(recipe)
    let frame = try #require(cell.framesByIBID["6YV-K0-yPS"])
    #expect(frame.minY == 11.5 && frame.height == 28, "\(frame)")
    #expect(cell.result.ambiguity == nil, "\(cell.result.diagnoses)")
  }

  /// A table whose own rowHeight is a number (71) does not size its cells: the prototype is its
  /// stored 74.5 (the row less the separator), although its content fits in 52; the centred box is
  /// at (74.5 - 20) / 2 = 27.25, its stored frame. No `rowHeight` is written (the height is fixed).
  @Test func aTableOfFixedRowHeightDoesNotSizeItsCells() throws {
    for options in [ImportSupport.canvas, ImportOptions(scene: .device(.iPhone8))] {
      let recipe = try #require(try imported(options).recipes.first { $0.name == "Fixed Rows - Tall" })
      #expect(recipe.text.contains("\ncell width 375\n"), "\(recipe.text)")
      #expect(recipe.text.contains("Content View.Height = 74.5  # the cell's fixed height"), "\(recipe.text)")
      let tall = try ImportSupport.solved(recipe)
      let result = tall.result
      #expect(result.rootFrame.height == 74.5)
      #expect(tall.framesByIBID["tallCentred"] == Rect(x: 200, y: 27.25, width: 20, height: 20))
      #expect(tall.framesByIBID["tallTop"] == Rect(x: 16, y: 11, width: 100, height: 30))
      #expect(result.diagnoses.isEmpty, "\(result.diagnoses)")
    }
  }

  /// rocketchat-Subscriptions' table has rowHeight 71 and its cells 75: IB stored the 48-point
  /// avatar centred in the 74.5-point content view, at y 13.25 (13.5 stored, Xcode's half points);
  /// self-sized, the cell was 52.5 high and the avatar at 2.25.
  @Test func rocketChatCellsAtTheirStoredHeight() throws {
    let result = try ImportSupport.importSharedPublicApp("rocketchat-Subscriptions.storyboard")
    let recipe = try #require(result.recipes.first { $0.text.contains(#"id "MFe-Al-bKv""#) })
    let frame = try #require(try ImportSupport.solved(recipe).framesByIBID["MFe-Al-bKv"])
    #expect(frame == Rect(x: 15, y: 13.25, width: 48, height: 48))
  }

  /// A xib's top-level cell on IB's canvas is laid out at its stored size (99.5: the centred box
  /// at 39.75, its stored frame); on a device it is a self-sizing cell (the fitting height 60, the
  /// box at 20), with its stored height as the row height.
  @Test func aXibsCellKeepsItsSizeOnTheCanvas() throws {
    let data = try ImportSupport.fixture("TopLevelCell.xib")
    let canvas = try #require(
      try ImportSupport.importDocument(data, name: "TopLevelCell.xib").recipes.first)
    #expect(canvas.text.contains("Content View.Height = 99.5  # the cell's fixed height"), "\(canvas.text)")
    let onCanvas = try ImportSupport.solved(canvas)
    #expect(onCanvas.result.rootFrame.height == 99.5)
    #expect(onCanvas.framesByIBID["centredBox"] == Rect(x: 200, y: 39.75, width: 20, height: 20))
    let device = try #require(
      try ImportSupport.importDocument(
        data, name: "TopLevelCell.xib", options: ImportOptions(scene: .device(.iPhone8))
      )
      .recipes.first)
    #expect(device.text.contains("\ncell width 375 rowHeight 99.5\n"), "\(device.text)")
    let onDevice = try ImportSupport.solved(device)
    #expect(onDevice.result.rootFrame.height == 60)
    #expect(onDevice.framesByIBID["centredBox"] == Rect(x: 200, y: 20, width: 20, height: 20))
    #expect(onDevice.result.diagnoses.isEmpty, "\(onDevice.result.diagnoses)")
  }
}
