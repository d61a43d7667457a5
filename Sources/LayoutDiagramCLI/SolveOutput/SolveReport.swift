import Foundation
import InterfaceBuilder
import Layout
import Pipeline
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
  /// solved (`StrictCheck`), nil when they show exactly what they declare. With a
  /// `frameTolerance` (`--compare-frames`) a storyboard or xib is imported on IB's canvas and each
  /// scene's canvas variant is compared with the frames IB stored (`FrameComparisonReport`).
  public static func make(
    recipePath: String, variant: String?, format: SolveFormat, limits: Limits = .standard, strict: Bool,
    fonts: [FontFiles.Entry], frameTolerance: Double? = nil
  ) throws(CLIError) -> (output: String, strictFailure: CLIError?) {
    try RenderWatchdog(seconds: limits.renderTime).run(recipePath) { () throws(CLIError) in
      try report(
        recipePath: recipePath, variant: variant, format: format, limits: limits, strict: strict,
        fonts: fonts,
        frameTolerance: frameTolerance)
    }
  }

  private static func report(
    recipePath: String, variant: String?, format: SolveFormat, limits: Limits, strict: Bool,
    fonts: [FontFiles.Entry], frameTolerance: Double?
  ) throws(CLIError) -> (output: String, strictFailure: CLIError?) {
    if frameTolerance != nil, !IBImporter.handles(recipePath) {
      throw CLIError(
        "error: --compare-frames compares the scenes of a storyboard or xib with the frames Interface Builder "
          + "stored; \(recipePath) is not one\nhint: give a .storyboard or .xib file",
        status: .usage)
    }
    var recipes = try LoadedRecipe.loadAll(
      recipePath, limits: limits.recipe,
      importOptions: ImportOptions(scene: frameTolerance == nil ? .automatic : .canvas))
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
    // A storyboard's or xib's missing font families, said once for the document as `import` says
    // them (with the app's own font folder when it lies in the project), not once per scene. JSON
    // keeps each scene's own warnings in its document's `diagnostics` too, where a program reading
    // the output finds them.
    let library = fonts.isEmpty ? measurer.shaper.library : try FontFiles.shaper(adding: fonts).library
    let said = LoadedRecipe.sayingDocumentFontWarnings(recipes, in: library)
    if format == .text { recipes = said.recipes }
    if !said.warnings.isEmpty { printError(said.warnings) }
    var texts: [String] = []
    var documents: [SolveJSON.Document] = []
    var failures: [String] = []
    var comparisons: [FrameComparisonReport.Scene] = []
    for loaded in recipes {
      let one = try solveRecipe(
        loaded, measurer: measurer, variant: variant, limits: limits, strict: strict, fonts: fonts,
        frameTolerance: frameTolerance)
      texts.append(one.text)
      documents += one.documents
      if let failure = one.failure { failures.append(failure) }
      if let comparison = one.comparison { comparisons.append(comparison) }
    }
    if let frameTolerance, comparisons.count > 1 {
      texts.append(
        "Total: " + FrameComparisonReport.total(comparisons, tolerance: frameTolerance).summary + "\n")
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

  /// One recipe (a storyboard's scene) solved, measured with `fonts` and its own `font file`
  /// lines: its text (diagnostics, each variant, the comparison with the frames Interface Builder
  /// stored when `frameTolerance` is given), its JSON documents, its `--strict` failure and that
  /// comparison.
  private static func solveRecipe(
    _ loaded: LoadedRecipe, measurer: TypesettingMeasurer, variant: String?, limits: Limits, strict: Bool,
    fonts: [FontFiles.Entry], frameTolerance: Double?
  ) throws(CLIError) -> (
    text: String, documents: [SolveJSON.Document], failure: String?, comparison: FrameComparisonReport.Scene?
  ) {
    let extra = try FontFiles.all(loaded, commandLine: fonts)
    let measurer =
      extra.isEmpty ? measurer : TypesettingMeasurer(library: try FontFiles.shaper(adding: extra).library)
    let recipe = loaded.checkingFonts(with: measurer.shaper.library)
    let solved = try SolvedVariant.solve(recipe, only: variant, measure: measurer.closure, limits: limits)
    let failure = strict ? StrictCheck.failure(recipe, solved: solved)?.message : nil
    var text = recipe.compiled.diagnostics.isEmpty ? "" : recipe.renderedDiagnostics + "\n\n"
    text += solved.map { SolveText.describe($0, recipe: recipe) }.joined(separator: "\n")
    var comparison: FrameComparisonReport.Scene?
    if let frameTolerance {
      comparison = try FrameComparisonReport.compare(
        recipe, solved: solved, tolerance: frameTolerance, measurer: measurer)
      if let comparison {
        text += "\n" + FrameComparisonReport.text(comparison)
      } else if let name = FrameComparisonReport.comparedVariant(recipe) {
        text += "\nInterface Builder's frames are those of variant \"\(name)\", which was not solved.\n"
      }
    }
    let documents = solved.map { one in
      var document = SolveJSON.document(one, recipe: recipe)
      if let comparison, comparison.variant == one.variant.name {
        document.interfaceBuilderFrames = SolveJSON.frameReport(
          comparison.comparison, conflicts: comparison.conflicts, ties: comparison.ties)
      }
      return document
    }
    return (text, documents, failure, comparison)
  }
}
