import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A table view cell whose content does not fix its height gets the table's row height, as UIKit
/// gives it (docs/interface-builder.md, "Cells"; docs/layout.md): `RowHeightCells.storyboard`,
/// frames by hand, and the shared files' cells at the frames IB stored.
@Suite struct RowHeightImportTests {
  func imported(_ options: ImportOptions = ImportOptions(scene: .canvas)) throws -> ImportResult {
    try IBImporter.importDocument(
      try ImportSupport.fixture("RowHeightCells.storyboard"), fileName: "RowHeightCells.storyboard",
      options: options)
  }

  func solved(_ text: String) throws -> (result: LayoutResult, frames: [String: Rect]) {
    let compiled = try ImportSupport.compile(text)
    let variant = try #require(compiled.variants.first)
    let result = try ImportSupport.solve(variant)
    return (result, ImportSupport.framesByIBID(variant, result))
  }

  /// Each prototype's row height is the content view's stored height, on the canvas and on a
  /// device alike (the row height is the cell's, not the screen's).
  @Test func theRowHeightIsWritten() throws {
    for options in [ImportOptions(scene: .canvas), ImportOptions(scene: .device(.iPhone8))] {
      let texts = try imported(options).recipes.map(\.text)
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
    let (result, frames) = try solved(recipe.text)
    #expect(result.rootFrame.height == 51)
    #expect(frames["centredBox"] == Rect(x: 15, y: 10.5, width: 100, height: 30))
    #expect(result.ambiguity == nil, "\(result.diagnoses)")
    // The same recipe without the row height: the book's rule.
    let without = try solved(recipe.text.replacingOccurrences(of: " rowHeight 51", with: ""))
    #expect(without.result.rootFrame.height == 44)
    #expect(without.result.ambiguity != nil)
  }

  /// At Least: the fitting height is the smallest the content allows, 11 + 30 + 11 = 52 (margins
  /// of a 375-point table), not the stored 60. Pinned: the content fixes 52 whatever the row (80).
  @Test func aFittingHeightAboveZeroIsKept() throws {
    let recipes = try imported().recipes
    let atLeast = try #require(recipes.first { $0.name == "Rows - AtLeast" })
    let (result, frames) = try solved(atLeast.text)
    #expect(result.rootFrame.height == 52)
    #expect(frames["atLeastBox"] == Rect(x: 15, y: 11, width: 100, height: 30))
    #expect(result.ambiguity == nil, "\(result.diagnoses)")
    let pinned = try #require(recipes.first { $0.name == "Rows - Pinned" })
    let solvedPinned = try solved(pinned.text)
    #expect(solvedPinned.result.rootFrame.height == 52)
    #expect(solvedPinned.result.diagnoses.isEmpty, "\(solvedPinned.result.diagnoses)")
  }

  /// netnewswire-Inspector's static cells (iOS 26, insetGrouped, rowHeight -1) centre a switch in
  /// a row IB stored 51 high: IB's frame puts it at y (51 - 28) / 2 = 11.5. Before, the cell was
  /// 44 high (the switch at 8) and every such cell was reported ambiguous.
  @Test func netNewsWireSwitchesAtIBsFrames() throws {
    let (data, name) = try ImportSupport.sharedPublicApp("netnewswire-Inspector.storyboard")
    let result = try IBImporter.importDocument(data, fileName: name, options: ImportOptions(scene: .canvas))
    let recipe = try #require(result.recipes.first { $0.text.contains(#"id "6YV-K0-yPS""#) })
    #expect(recipe.text.contains("rowHeight 51\n"), "\(recipe.text)")
    let (solvedCell, frames) = try solved(recipe.text)
    let frame = try #require(frames["6YV-K0-yPS"])
    #expect(frame.minY == 11.5 && frame.height == 28, "\(frame)")
    #expect(solvedCell.ambiguity == nil, "\(solvedCell.diagnoses)")
  }
}
