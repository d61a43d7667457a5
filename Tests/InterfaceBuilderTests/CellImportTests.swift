import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// Cells the importer reads besides prototypes (issue 22, cause 4): static cells, a table's footer
/// view, collection view cells whose content view has no id; fixed heights and the content view's
/// width less an accessory. `Cells.storyboard`, frames by hand.
@Suite struct CellImportTests {
  func imported(_ options: ImportOptions = ImportOptions(scene: .canvas)) throws -> ImportResult {
    try IBImporter.importDocument(
      try ImportSupport.fixture("Cells.storyboard"), fileName: "Cells.storyboard", options: options)
  }

  func frames(_ recipe: ImportedRecipe) throws -> [String: Rect] {
    let compiled = try ImportSupport.compile(recipe.text)
    let variant = try #require(compiled.variants.first)
    return ImportSupport.framesByIBID(variant, try ImportSupport.solve(variant))
  }

  @Test func everyCellAndTheFooterIsARecipe() throws {
    let result = try imported()
    #expect(
      result.recipes.map(\.name) == [
        "Settings - Fixed", "Settings - Automatic", "Settings - footer", "Gallery - Tile",
      ])
    #expect(result.warnings.isEmpty, "\(result.warnings)")
  }

  /// The static cell of row height 60 keeps its content view's stored 59.5 (the row less the
  /// separator): the box spans it. The self-sizing cell with a disclosure indicator is as wide as
  /// its content view, 348 (IB's 375 less the accessory's 27), and as high as its content:
  /// 11 + 30 + 11 = 52, the box at the margins a table 375 wide gives its cells from iOS 11 (15, 11),
  /// 348 - 30 = 318 wide.
  @Test func staticCells() throws {
    let recipes = try imported().recipes
    let fixed = try #require(recipes.first { $0.name == "Settings - Fixed" })
    #expect(fixed.text.contains("Content View.Height = 59.5  # the cell's fixed height"), "\(fixed.text)")
    #expect(try frames(fixed)["fixedBox"] == Rect(x: 16, y: 0, width: 30, height: 59.5))
    let automatic = try #require(recipes.first { $0.name == "Settings - Automatic" })
    #expect(automatic.text.contains("cell width 348\n"), "\(automatic.text)")
    #expect(try frames(automatic)["autoBox"] == Rect(x: 15, y: 11, width: 318, height: 30))
    // On a device the cell is the screen less the accessory: 375 - 27 on the iPhone 8.
    let onPhone = try imported(ImportOptions(scene: .device(.iPhone8))).recipes
    #expect(onPhone.first { $0.name == "Settings - Automatic" }?.text.contains("cell width 348\n") == true)
  }

  /// The footer is a plain view of its stored size (375 x 60): the box at 20, 10, 335 x 40.
  @Test func footerView() throws {
    let footer = try #require(try imported().recipes.first { $0.name == "Settings - footer" })
    #expect(try frames(footer)["footerBox"] == Rect(x: 20, y: 10, width: 335, height: 40))
  }

  /// The collection view cell is its item, 100 x 80, whatever the device; the constraints on the
  /// cell name the content view: the box is inset 10 on every side, 80 x 60.
  @Test func collectionViewCell() throws {
    for options in [ImportOptions(scene: .canvas), ImportOptions(scene: .device(.iPhone8))] {
      let tile = try #require(try imported(options).recipes.first { $0.name == "Gallery - Tile" })
      #expect(tile.text.contains("cell width 100\n"), "\(tile.text)")
      #expect(try frames(tile)["tileBox"] == Rect(x: 10, y: 10, width: 80, height: 60))
    }
  }

  /// A table view cell's content view without margins of its own gets the table's from iOS 11:
  /// IB stored the views pinned to the margins of loopkit's 375-point xib cell at (15, 11)
  /// (345 = 375 - 30 wide), of esri's 414-point grouped table at (20, 17) (topMargin + 6), and of
  /// rocketchat's 320-point table at x 15. Before, every one was at 8.
  @Test func contentViewMarginsFromTheTable() throws {
    let cases: [(file: String, id: String, check: (Rect) -> Bool)] = [
      (
        "loopkit-DateAndDurationTableViewCell.xib", "R2S-Ub-M7W",
        { $0.minX == 15 && $0.minY == 11 && $0.width == 345 }
      ),
      ("esri-GenerateOfflineMapOverrides.storyboard", "eOd-Gg-WOZ", { $0.minX == 20 && $0.minY == 17 }),
      ("rocketchat-Subscriptions.storyboard", "MFe-Al-bKv", { $0.minX == 15 }),
    ]
    for (file, id, check) in cases {
      let (data, name) = try ImportSupport.sharedPublicApp(file)
      let result = try IBImporter.importDocument(data, fileName: name, options: ImportOptions(scene: .canvas))
      let recipe = try #require(
        result.recipes.first { $0.text.contains(#"id "\#(id)""#) }, "\(id) in \(file)")
      let frame = try #require(try frames(recipe)[id])
      #expect(check(frame), "\(file) \(id): \(frame)")
    }
  }

  /// Documents of Xcode 8 and before (toolsVersion below 13000, iOS 10 and earlier) keep the
  /// content view's own margins, 8: the automatic cell's box is at (8, 8), 348 - 16 = 332 wide.
  @Test func olderDocumentsKeepTheContentViewsMargins() throws {
    var text = String(decoding: try ImportSupport.fixture("Cells.storyboard"), as: UTF8.self)
    text = text.replacingOccurrences(of: #"toolsVersion="17156""#, with: #"toolsVersion="10117""#)
    let result = try IBImporter.importDocument(
      Data(text.utf8), fileName: "Cells.storyboard", options: ImportOptions(scene: .canvas))
    let automatic = try #require(result.recipes.first { $0.name == "Settings - Automatic" })
    #expect(try frames(automatic)["autoBox"] == Rect(x: 8, y: 8, width: 332, height: 30))
  }
}
