import Recipe
import Testing

@testable import Pipeline

/// `LoadedRecipe.checkingFonts` merges the font warnings into the compiled diagnostics (already
/// sorted by location) instead of sorting everything again (issue 21): each warning lands after the
/// diagnostics at its place or before it, and the compiled ones keep their order, ties included.
@Suite struct FontWarningMergeTests {
  static func at(_ line: Int, _ column: Int, _ message: String) -> Diagnostic {
    Diagnostic(.warning, message, at: SourceRange(line: line, column: column, length: 1))
  }

  @Test func warningsLandAtTheirPlaceAfterTies() {
    // Two compiled diagnostics share 3:5, in the order the compiler gave them.
    let compiled = [Self.at(1, 1, "a"), Self.at(3, 5, "b1"), Self.at(3, 5, "b2"), Self.at(7, 2, "c")]
    // Font warnings out of order; one ties with b1 and b2, one is before everything but line 1.
    let fonts = [Self.at(9, 1, "f3"), Self.at(3, 5, "f2"), Self.at(2, 4, "f1")]
    let merged = LoadedRecipe.merged(compiled, fonts).map(\.message)
    #expect(merged == ["a", "f1", "b1", "b2", "f2", "c", "f3"])
    #expect(LoadedRecipe.merged(compiled, []).map(\.message) == compiled.map(\.message))
    #expect(LoadedRecipe.merged([], fonts).map(\.message) == ["f1", "f2", "f3"])
  }
}
