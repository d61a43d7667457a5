import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A xib's top-level cell whose content's required chain is shorter than the height IB stored:
/// on IB's canvas the subviews keep their own sizes and the pin to the content view's bottom
/// gives way (docs/interface-builder.md, "Cells"). `TopLevelCellChain.xib`, frames by hand.
@Suite struct TopLevelCellChainTests {
  func solved(_ name: String) throws -> (frames: [String: Rect], recipe: String) {
    let result = try ImportSupport.importFixture("TopLevelCellChain.xib", options: ImportSupport.canvas)
    let names = result.recipes.map(\.name)
    let recipe = try #require(result.recipes.first { $0.name.lowercased().hasSuffix(name) }, "\(names)")
    let solved = try ImportSupport.solved(recipe)
    return (solved.framesByIBID, recipe.text)
  }

  /// 10 + 100 + 10 = 120 in a 126-point cell: the image stays 100 high at y 10 (its height broken
  /// it would be 106; its top pin broken, at y 16).
  @Test func bottomPinGivesWayToTheImagesHeight() throws {
    let (frames, recipe) = try solved("chain")
    #expect(frames["chainImage"]?.minY == 10, "\(frames)\n\(recipe)")
    #expect(frames["chainImage"]?.height == 100)
  }

  /// A 36-point badge centred 1 above the centre of a 71-point cell and pinned 16 from its bottom:
  /// the centre and the height hold, y = 35.5 - 1 - 18 = 16.5.
  @Test func bottomPinGivesWayToTheCentre() throws {
    let (frames, recipe) = try solved("centred")
    #expect(frames["centredBadge"]?.minY == 16.5, "\(frames)\n\(recipe)")
    #expect(frames["centredBadge"]?.height == 36)
  }

  /// The far-end pin is written last, after the views' own sizes, in both cells.
  @Test func farEndPinIsTheLastConstraintLine() throws {
    for name in ["chain", "centred"] {
      let (_, recipe) = try solved(name)
      let numbered = recipe.split(separator: "\n").filter { $0.first?.isNumber == true }
      let last = try #require(numbered.last)
      #expect(last.contains("Content View.Bottom = View.Bottom"), "\(recipe)")
    }
  }
}
