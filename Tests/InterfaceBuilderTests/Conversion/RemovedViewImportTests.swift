import Foundation
import Layout
import Recipe
import Testing

@testable import InterfaceBuilder

/// A view a size class removes (`<mask key="subviews"><exclude reference=.../>`) is hidden in that
/// variant, with its constraints uninstalled, so the variant lays out as UIKit's (which takes the
/// view out of the hierarchy): no stray view at (0, 0), no ambiguity, no warning.
@Suite struct RemovedViewImportTests {
  @Test func sizeClassesHidesBlueAndYellowWhereTheyAreRemoved() throws {
    let result = try ImportSupport.importShared(
      "apple-cookbook/SizeClasses.storyboard", options: ImportOptions())
    #expect(result.warnings.isEmpty)
    let recipe = try #require(result.recipes.first)
    #expect(
      recipe.text.contains(
        "  set \"Blue View\" hidden  # removed in this size class\n"
          + "  set \"Yellow View\" hidden  # removed in this size class\n"))
    let compiled = try ImportSupport.compile(recipe.text)
    let names = ["Red View", "Green View", "Blue View", "Yellow View"]
    func hidden(_ variant: LoweredVariant) -> [Bool] {
      names.map { name in variant.scene.views.first { $0.name.spelling == name }?.isHidden ?? false }
    }
    let any = try #require(compiled.variant(named: "Any-Any"))
    #expect(hidden(any) == [false, false, false, false])

    // Any-Compact, the iPhone 8 in landscape (667 x 375, no status bar, margins 16): red and green
    // side by side between the margins, 8 apart and equally wide: 16 + 2w + 8 = 651, w = 313.5;
    // 20 below the top guide (0) and 20 above the bottom guide (375): y 20, height 335.
    let compact = try #require(compiled.variant(named: "Any-Compact"))
    #expect(hidden(compact) == [false, false, true, true])
    let compactResult = try ImportSupport.solve(compact)
    #expect(compactResult.diagnoses.isEmpty)
    var frames = ImportSupport.framesByName(compact, compactResult)
    #expect(frames["Red View"] == Rect(x: 16, y: 20, width: 313.5, height: 335))
    #expect(frames["Green View"] == Rect(x: 337.5, y: 20, width: 313.5, height: 335))

    // Compact-Regular, portrait (375 x 667, status bar 20): red above green, 8 apart, equally
    // high between 20 below the top guide (20) and 20 above the bottom guide (667):
    // 40 + 2h + 8 = 647, h = 299.5; x 16 to 359.
    let regular = try #require(compiled.variant(named: "Compact-Regular"))
    #expect(hidden(regular) == [false, false, true, true])
    let regularResult = try ImportSupport.solve(regular)
    #expect(regularResult.diagnoses.isEmpty)
    frames = ImportSupport.framesByName(regular, regularResult)
    #expect(frames["Red View"] == Rect(x: 16, y: 40, width: 343, height: 299.5))
    #expect(frames["Green View"] == Rect(x: 16, y: 347.5, width: 343, height: 299.5))
  }
}
