import Layout
import Recipe
import Render

/// Solves a recipe's variants at each width of a sweep.
public enum SweepSolver {
  /// One sweep per variant, in the recipe's order, titled "Recipe: Variant" when there are
  /// several.
  public static func solveEveryVariant(
    _ recipe: LoadedRecipe, widths: SweepWidths, measure: TextMeasurer, limits: Limits = .standard
  ) throws(CLIError) -> [WidthSweep] {
    let variants = recipe.compiled.variants
    guard !variants.isEmpty else {
      throw CLIError("\(recipe.path): error: the recipe has no scene to sweep", status: .recipeErrors)
    }
    var sweeps: [WidthSweep] = []
    for k in variants.indices {
      var sweep = try solve(recipe, variant: k, widths: widths, measure: measure, limits: limits)
      if variants.count > 1 { sweep.title = recipe.title + ": " + variants[k].name }
      sweeps.append(sweep)
    }
    return sweeps
  }

  /// One frame per width: variant `variant`'s scene at that width (`SceneResizing.scene(_:atWidth:)`:
  /// the width class follows the width, so constraints of one width class come and go and the
  /// root's margins follow; guides, safe area and height class stay the scene's), solved by the
  /// layout engine.
  ///
  /// Every width's geometry is checked as a figure's is (`GeometryCheck`: finite and within
  /// `limits.coordinate`): a width at which a frame runs off is a located error naming the width.
  /// - Throws: `CLIError` (65) for a scene the engine refuses or geometry out of range.
  public static func solve(
    _ recipe: LoadedRecipe, variant: Int = 0, widths: SweepWidths, measure: TextMeasurer,
    limits: Limits = .standard
  ) throws(CLIError) -> WidthSweep {
    guard recipe.compiled.variants.indices.contains(variant) else {
      throw CLIError("\(recipe.path): error: the recipe has no scene to sweep", status: .recipeErrors)
    }
    let base = recipe.compiled.variants[variant]
    var frames: [WidthSweep.Frame] = []
    var problems: [Diagnostic] = []
    for width in widths.widths {
      var atWidth = base
      atWidth.scene = SceneResizing.scene(base.scene, atWidth: width)
      let result: LayoutResult
      do {
        result = try LayoutEngine.solve(atWidth.scene, measure: measure)
      } catch {
        throw CLIError(
          "\(recipe.path): error: at width \(formatPoints(width)) the scene cannot be laid out: "
            + error.message(in: atWidth.scene),
          status: .recipeErrors)
      }
      let solved = SolvedVariant(variant: atWidth, result: result)
      problems += GeometryCheck.problems(
        solved, recipe: recipe, limit: limits.coordinate, context: " at sweep width \(formatPoints(width))")
      frames.append(
        WidthSweep.Frame(width: width, panel: Panel(scene: atWidth.scene, result: result, caption: "")))
    }
    guard problems.isEmpty else {
      throw CLIError(
        problems.rendered(source: recipe.source)
          + "\n\(recipe.path): not swept: its geometry is out of range at some widths",
        status: .recipeErrors)
    }
    return WidthSweep(title: recipe.title, frames: frames)
  }

  /// A variant's name as part of a file name: lowercase letters and digits, other runs of
  /// characters as one "-" (`Wide` -> `wide`, `36 pt labels` -> `36-pt-labels`); the variant's
  /// number (`variant-2`) when nothing is left.
  public static func fileNamePart(_ name: String, index: Int) -> String {
    var out = ""
    for ch in name.lowercased() {
      if ch.isASCII && (ch.isLetter || ch.isNumber) {
        out.append(ch)
      } else if !out.isEmpty && out.last != "-" {
        out.append("-")
      }
    }
    while out.last == "-" { out.removeLast() }
    return out.isEmpty ? "variant-\(index + 1)" : out
  }
}
