import Foundation
import Pipeline
import Render
import Testing

/// The recipe book (recipes/*.recipe), each recipe compiled, every variant solved, as figures.
enum Book {
  struct Entry: Sendable, CustomTestStringConvertible {
    var file: String
    var figure: Figure
    var testDescription: String { file }
  }

  static let directory: String = {
    // Tests/RenderTests/Support/Book.swift -> repository root.
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("recipes").path
  }()

  static let entries: [Entry] = {
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
      .filter { $0.hasSuffix(".recipe") }.sorted()
    // The same pipeline as `layout-diagram render` (Pipeline), with the test's measurer.
    return files.compactMap { file in
      guard let recipe = try? LoadedRecipe.load(directory + "/" + file), !recipe.compiled.hasErrors,
        let solved = try? SolvedVariant.solve(recipe, measure: Fixtures.measurer.closure), !solved.isEmpty
      else { return nil }
      return Entry(file: file, figure: Figure(recipe: recipe, solved: solved))
    }
  }()

  /// How many variants the recipe files declare (to check nothing was dropped).
  static var fileCount: Int {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter {
      $0.hasSuffix(".recipe")
    }
    .count
  }
}
