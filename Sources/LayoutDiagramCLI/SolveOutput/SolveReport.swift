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
    try make(
      recipePath: recipePath, variant: variant, format: format, limits: limits, strict: false, fonts: []
    )
    .output
  }

  /// Loads, solves and formats a recipe, measuring with the pinned set plus `fonts` and the
  /// recipe's `font file` lines; with `strict`, also the `--strict` failure of the variants
  /// solved (`StrictCheck`), nil when they show exactly what they declare.
  public static func make(
    recipePath: String, variant: String?, format: SolveFormat, limits: Limits = .standard, strict: Bool,
    fonts: [FontFiles.Entry]
  ) throws(CLIError) -> (output: String, strictFailure: CLIError?) {
    try RenderWatchdog(seconds: limits.renderTime).run(recipePath) { () throws(CLIError) in
      try report(
        recipePath: recipePath, variant: variant, format: format, limits: limits, strict: strict, fonts: fonts
      )
    }
  }

  private static func report(
    recipePath: String, variant: String?, format: SolveFormat, limits: Limits, strict: Bool,
    fonts: [FontFiles.Entry]
  ) throws(CLIError) -> (output: String, strictFailure: CLIError?) {
    let recipes = try LoadedRecipe.loadAll(recipePath, limits: limits.recipe)
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
    var failures: [String] = []
    for loaded in recipes {
      let extra = try FontFiles.all(loaded, commandLine: fonts)
      let measurer =
        extra.isEmpty ? measurer : TypesettingMeasurer(library: try FontFiles.shaper(adding: extra).library)
      let recipe = loaded.checkingFonts(with: measurer.shaper.library)
      let solved = try SolvedVariant.solve(recipe, only: variant, measure: measurer.closure, limits: limits)
      if strict, let failure = StrictCheck.failure(recipe, solved: solved) {
        failures.append(failure.message)
      }
      var text = recipe.compiled.diagnostics.isEmpty ? "" : recipe.renderedDiagnostics + "\n\n"
      text += solved.map { SolveText.describe($0, recipe: recipe) }.joined(separator: "\n")
      texts.append(text)
      documents += solved.map { SolveJSON.document($0, recipe: recipe) }
    }
    let failure = failures.isEmpty ? nil : CLIError(failures.joined(separator: "\n"), status: .strictFailure)
    switch format {
    case .text:
      return (texts.joined(separator: "\n"), failure)
    case .json:
      let json = documents.count == 1 ? try SolveJSON.encode(documents[0]) : try SolveJSON.encode(documents)
      return (json, failure)
    }
  }
}
