import Foundation
import Layout
import Recipe
import Render

/// What `layout-diagram solve` prints: frames, baselines, constraint statuses and diagnoses.
public enum SolveReport {
  /// Loads, solves and formats a recipe.
  /// - Throws: `CLIError` for unreadable files, recipes with errors (their diagnostics are in the
  ///   message), unknown variants and missing fonts.
  public static func make(
    recipePath: String, variant: String?, format: SolveFormat, limits: Limits = .standard
  ) throws(CLIError) -> String {
    try RenderWatchdog(seconds: limits.renderTime).run(recipePath) { () throws(CLIError) in
      try report(recipePath: recipePath, variant: variant, format: format, limits: limits)
    }
  }

  private static func report(
    recipePath: String, variant: String?, format: SolveFormat, limits: Limits
  ) throws(CLIError) -> String {
    var recipe = try LoadedRecipe.load(recipePath, limits: limits.recipe)
    guard !recipe.compiled.hasErrors else {
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
    recipe = recipe.checkingFonts(with: measurer.shaper.library)
    let solved = try SolvedVariant.solve(recipe, only: variant, measure: measurer.closure, limits: limits)
    switch format {
    case .text:
      var text = recipe.compiled.diagnostics.isEmpty ? "" : recipe.renderedDiagnostics + "\n\n"
      text += solved.map { SolveText.describe($0, recipe: recipe) }.joined(separator: "\n")
      return text
    case .json:
      let documents = solved.map { SolveJSON.document($0, recipe: recipe) }
      return documents.count == 1 ? try SolveJSON.encode(documents[0]) : try SolveJSON.encode(documents)
    }
  }
}
