import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// On an iPad a plain table's cells take the controller's side margin (20, regular width) only when
/// the table is the controller's root view; a plain table inside another view, and a xib's cell,
/// have the narrow margin (16 from Xcode 12, 15 before) at any width (docs/interface-builder.md,
/// "Cells"). `NestedPlainTableCells.storyboard`'s and `Xcode26Cell.xib`'s frames are derived by
/// hand (their comments).
@Suite struct NestedPlainTableCellMarginTests {
  /// The recipe of the table's one cell and its box's solved frame on IB's canvas.
  static func cell(_ text: String) throws -> (recipe: String, box: Rect?) {
    let result = try IBImporter.importDocument(
      Data(text.utf8), fileName: "NestedPlainTableCells.storyboard", options: ImportOptions(scene: .canvas))
    let recipe = try #require(result.recipes.first { $0.text.contains("Box") })
    let compiled = try ImportSupport.compile(recipe.text)
    let variant = try #require(
      recipe.canvasVariant.flatMap { compiled.variant(named: $0) } ?? compiled.variants.first)
    return (recipe.text, ImportSupport.framesByIBID(variant, try ImportSupport.solve(variant))["box"])
  }

  static var fixture: String {
    get throws {
      String(decoding: try ImportSupport.fixture("NestedPlainTableCells.storyboard"), as: UTF8.self)
    }
  }

  /// A 704-point plain table inside a 1024-point iPad root: 16 at the sides, 11 above and below.
  @Test func tableInsideARootViewHasSixteen() throws {
    let (recipe, box) = try Self.cell(try Self.fixture)
    #expect(recipe.contains("\nsuperview margins 11 16 11 16 "), "\(recipe)")
    #expect(box == Rect(x: 16, y: 11, width: 672, height: 38))
  }

  /// The same in a document of Xcode 11 (toolsVersion 16097): 15, the box 704 - 30 = 674 wide.
  @Test func xcode11TableInsideARootViewHasFifteen() throws {
    let text = try Self.fixture.replacingOccurrences(
      of: #"toolsVersion="32700.99.1234""#, with: #"toolsVersion="16097""#)
    let (recipe, box) = try Self.cell(text)
    #expect(recipe.contains("\nsuperview margins 11 15 11 15 "), "\(recipe)")
    #expect(box == Rect(x: 15, y: 11, width: 674, height: 38))
  }

  /// The table as a table view controller's root view (1024 wide): the controller's 20 at the
  /// sides, the box 1024 - 40 = 984 wide.
  @Test func tableThatIsTheControllersRootHasTwenty() throws {
    let fixture = try Self.fixture
    let start = try #require(fixture.range(of: "<tableView "))
    let end = try #require(fixture.range(of: "</tableView>"))
    let controller = try #require(fixture.range(of: #"<viewController id="vc""#))
    let controllerEnd = try #require(fixture.range(of: "</viewController>"))
    let table = String(fixture[start.lowerBound..<end.upperBound])
      .replacingOccurrences(of: "<tableView ", with: #"<tableView key="view" "#)
      .replacingOccurrences(of: #"width="704""#, with: #"width="1024""#)
    let text =
      fixture[..<controller.lowerBound] + #"<tableViewController id="vc" sceneMemberID="viewController">"#
      + table + "</tableViewController>" + fixture[controllerEnd.upperBound...]
    let (recipe, box) = try Self.cell(text)
    #expect(recipe.contains("\nsuperview margins 11 20 11 20 "), "\(recipe)")
    #expect(box == Rect(x: 20, y: 11, width: 984, height: 38))
  }

  /// A xib's 339-point top-level cell (Xcode 15, toolsVersion 23504) on the ipad9_7 canvas: 16 at
  /// the sides where the 393-point phone gives 20, so (16, 11) 339 - 32 = 307 x 80 - 22 = 58.
  @Test func xibCellOnAnIPadHasSixteen() throws {
    let text = String(decoding: try ImportSupport.fixture("Xcode26Cell.xib"), as: UTF8.self)
      .replacingOccurrences(of: #"toolsVersion="24506""#, with: #"toolsVersion="23504""#)
      .replacingOccurrences(of: #"<device id="retina6_12""#, with: #"<device id="ipad9_7""#)
    let (recipe, frames) = try Xcode26CellMarginTests.canvasFrames(text)
    #expect(recipe.text.contains("\nsuperview margins 11 16 11 16\n"), "\(recipe.text)")
    #expect(frames["box"] == Rect(x: 16, y: 11, width: 307, height: 58))
  }
}
