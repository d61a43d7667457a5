import TestSupport
import Testing

@testable import Recipe

@Suite("The recipe book parses and lowers")
struct BookParsingTests {
  /// COOKBOOK.md's recipes and the files that hold them (kebab-case), then the book's own.
  static let expectedFiles = [
    "a1-simple-label-and-text-field.recipe", "a2-dynamic-height-label-and-text-field.recipe",
    "a3-fixed-height-columns.recipe", "a4-dynamic-height-columns.recipe",
    "a5-two-equal-width-buttons.recipe", "a6-three-equal-width-buttons.recipe",
    "a7-two-buttons-with-equal-spacing.recipe", "a8-two-buttons-with-size-class-based-layouts.recipe",
    "b1-quote-cell-with-image-view.recipe", "b1-quote-cell.recipe", "b2-chat-bubble-cells.recipe",
    "b3-self-sizing-cell-with-dynamic-type.recipe", "c1-subtitle-cell.recipe", "c2-value2-cell.recipe",
    "c3-value1-cell.recipe", "d1-intrinsic-size-by-position.recipe",
    "d2-long-label-trailing-constraint.recipe", "d3-content-hugging-and-compression-resistance.recipe",
    "d4-progress-view.recipe", "e1-simple-stack-view.recipe", "e2-nested-stack-views.recipe",
    "e3-dynamic-stack-view.recipe", "e4-stack-view-distributions.recipe", "e5-stack-view-alignments.recipe",
    // Issue 14's own examples: a toolbar's title beside an I-bar, a "≤ 0.9×" multiplier.
    "f1-toolbar-with-a-title.recipe", "f2-sheet-at-most-nine-tenths-high.recipe",
    // Issue 11's readable content guide: a paragraph on an iPad at two text sizes.
    "g1-readable-width-on-an-ipad.recipe",
  ]

  @Test("the book holds every recipe of COOKBOOK.md")
  func completeness() {
    #expect(Book.names == Self.expectedFiles)
  }

  @Test("every book recipe parses and lowers without any diagnostic", arguments: expectedFiles)
  func parses(name: String) {
    let compiled = RecipeCompiler.compile(Book.text(name), fileName: name)
    #expect(
      compiled.diagnostics.isEmpty, "\(compiled.diagnostics.map { $0.rendered(source: Book.text(name)) })")
    #expect(!compiled.variants.isEmpty)
  }

  @Test("every book recipe starts with a header comment saying what it shows", arguments: expectedFiles)
  func header(name: String) {
    let lines = Book.text(name).split(separator: "\n")
    #expect(lines.first?.hasPrefix("# ") == true)
    #expect(lines.contains { $0.hasPrefix("# Shows: ") })
  }
}
