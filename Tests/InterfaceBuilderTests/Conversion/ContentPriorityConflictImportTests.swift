import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// Required constraints that conflict, where Interface Builder's stored frames show which one
/// UIKit's engine breaks (docs/interface-builder.md, "Conflicts"): an explicit required size beats
/// a required content priority (openradar 15106765; ddg-OmniBar's buttons, `width = 30` with
/// hugging 1000 over a 24-point image, stored 30 wide), and a cell's fixed height beats its
/// content's constraints (UIKit logs 19 and 29; ddg-TabSwitcher's tab cell, a 16-high image in a
/// fill-aligned stack as high as the 40-high cell, stored 40 high). `ContentPriorityConflicts.xib`
/// is written by hand; its comment derives the frames. The conflicts stay reported: they are the
/// file's own.
@Suite struct ContentPriorityConflictImportTests {
  static func scenes() throws -> [String: (ImportedRecipe, LoweredVariant)] {
    let result = try IBImporter.importDocument(
      try ImportSupport.fixture("ContentPriorityConflicts.xib"), fileName: "ContentPriorityConflicts.xib",
      options: ImportOptions(scene: .canvas))
    var scenes: [String: (ImportedRecipe, LoweredVariant)] = [:]
    for recipe in result.recipes {
      let compiled = try ImportSupport.compile(recipe.text)
      let variant = try #require(
        recipe.canvasVariant.flatMap { compiled.variant(named: $0) } ?? compiled.variants.first)
      scenes[recipe.text.contains("cell width") ? "cell" : "view"] = (recipe, variant)
    }
    return scenes
  }

  @Test func anExplicitSizeBeatsARequiredContentPriority() throws {
    let (_, variant) = try #require(try Self.scenes()["view"])
    let layout = try ImportSupport.solve(variant)
    let frames = ImportSupport.framesByIBID(variant, layout)
    #expect(frames["hugger"] == Rect(x: 10, y: 10, width: 30, height: 24))
    #expect(frames["resister"] == Rect(x: 10, y: 50, width: 24, height: 16))
    // Both conflicts are reported, each breaking the content-size constraint.
    #expect(layout.conflicts.count == 2)
    for conflict in layout.conflicts {
      #expect(
        conflict.log.contains("recover by breaking constraint\n<NSContentSizeLayoutConstraint"),
        "\(conflict.log)")
    }
  }

  @Test func aCellsFixedHeightBeatsItsContent() throws {
    let (recipe, variant) = try #require(try Self.scenes()["cell"])
    // The fixed height is the first constraint, so that the content's constraint is broken.
    #expect(
      recipe.text.contains(
        "\n1. Content View.Height = 40  # the cell's fixed height (IB's row or item size; UIKit keeps it "
          + "and breaks a content constraint that conflicts)\n"),
      "\(recipe.text)")
    let layout = try ImportSupport.solve(variant)
    let frames = ImportSupport.framesByIBID(variant, layout)
    #expect(frames["stack"] == Rect(x: 12, y: 0, width: 40, height: 40))
    #expect(frames["favicon"] == Rect(x: 12, y: 0, width: 16, height: 40))
    #expect(frames["box"] == Rect(x: 32, y: 0, width: 20, height: 40))
    let conflict = try #require(layout.conflicts.first)
    #expect(
      conflict.log.contains(
        "recover by breaking constraint\n<NSLayoutConstraint:#6 UIImageView:'Image View'.height == 16"),
      "\(conflict.log)")
  }
}
