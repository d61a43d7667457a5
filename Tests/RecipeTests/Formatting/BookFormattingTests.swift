import TestSupport
import Testing

@testable import Recipe

/// The formatter on the recipe book: every file is already in the formatter's canonical form, and
/// printing a parsed recipe gives text that parses back to the same recipe.
@Suite("The recipe book round-trips through the formatter")
struct BookFormattingTests {
  @Test(
    "every book file is in canonical form: format(parse(file)) == file",
    arguments: BookParsingTests.expectedFiles)
  func canonical(name: String) {
    let text = Book.text(name)
    #expect(RecipeFormatter.format(RecipeParser.parse(text, fileName: name).recipe) == text)
  }

  @Test("parse, print, parse gives the same recipe", arguments: BookParsingTests.expectedFiles)
  func roundTrip(name: String) {
    let first = RecipeParser.parse(Book.text(name), fileName: name).recipe
    let printed = RecipeFormatter.format(first)
    let second = RecipeParser.parse(printed, fileName: name)
    #expect(second.diagnostics.isEmpty)
    #expect(second.recipe == first)
  }
}
