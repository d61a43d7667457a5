import Foundation
import Layout
import Recipe
import Render

/// What `layout-diagram solve` prints: frames, baselines, constraint statuses and diagnoses.
public enum SolveReport {
  /// Loads, solves and formats a recipe.
  /// - Throws: `CLIError` for unreadable files, recipes with errors (their diagnostics are in the
  ///   message), unknown variants and missing fonts.
  public static func make(recipePath: String, variant: String?, format: SolveFormat) throws(CLIError)
    -> String
  {
    let recipes = try LoadedRecipe.loadAll(recipePath)
    for recipe in recipes where recipe.compiled.hasErrors {
      throw CLIError(
        recipe.renderedDiagnostics + "\n\(recipePath): not solved: the recipe has errors",
        status: .recipeErrors)
    }
    let measurer: TypesettingMeasurer
    do {
      measurer = try TypesettingMeasurer.shared()
    } catch {
      throw CLIError("error: cannot load fonts: \(error)\nhint: run scripts/setup", status: .internalError)
    }
    var texts: [String] = []
    var documents: [SolveJSON.Document] = []
    for recipe in recipes {
      let solved = try SolvedVariant.solve(recipe, only: variant, measure: measurer.closure)
      var text = recipe.compiled.diagnostics.isEmpty ? "" : recipe.renderedDiagnostics + "\n\n"
      text += solved.map { SolveText.describe($0, recipe: recipe) }.joined(separator: "\n")
      texts.append(text)
      documents += solved.map { SolveJSON.document($0, recipe: recipe) }
    }
    switch format {
    case .text:
      return texts.joined(separator: "\n")
    case .json:
      return documents.count == 1 ? SolveJSON.encode(documents[0]) : SolveJSON.encode(documents)
    }
  }
}
