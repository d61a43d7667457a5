import Foundation
import Pipeline
import Render
import TestSupport
import Testing

/// The recipe book (TestSupport's `Book`), each recipe compiled, every variant solved, as figures.
extension Book {
  struct Entry: Sendable, CustomTestStringConvertible {
    var file: String
    var figure: Figure
    var testDescription: String { file }
  }

  static let entries: [Entry] = {
    // The same pipeline as `layout-diagram render` (Pipeline), with the test's measurer.
    names.compactMap { file in
      guard let recipe = try? LoadedRecipe.load(path(file)), !recipe.compiled.hasErrors,
        let solved = try? SolvedVariant.solve(recipe, measure: Fixtures.measurer.closure), !solved.isEmpty
      else { return nil }
      return Entry(file: file, figure: Figure(recipe: recipe, solved: solved))
    }
  }()

  /// How many recipe files the book holds (to check nothing was dropped).
  static var fileCount: Int { names.count }
}
