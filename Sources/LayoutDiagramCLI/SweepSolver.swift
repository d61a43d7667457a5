import Layout
import Recipe
import Render

/// Solves a recipe's first variant at each width of a sweep.
public enum SweepSolver {
  /// One frame per width: the first variant's scene with only its width changed (a cell scene's
  /// cell width), solved by the layout engine. Size classes, guides and margins stay the scene's.
  ///
  /// Every width's geometry is checked as a figure's is (`GeometryCheck`: finite and within
  /// `limits.coordinate`): a width at which a frame runs off is a located error naming the width.
  /// - Throws: `CLIError` (65) for a scene the engine refuses or geometry out of range.
  public static func solve(
    _ recipe: LoadedRecipe, widths: SweepWidths, measure: TextMeasurer, limits: Limits = .standard
  ) throws(CLIError) -> WidthSweep {
    guard let variant = recipe.compiled.variants.first else {
      throw CLIError("\(recipe.path): error: the recipe has no scene to sweep", status: .recipeErrors)
    }
    var frames: [WidthSweep.Frame] = []
    var problems: [Diagnostic] = []
    for width in widths.widths {
      var atWidth = variant
      atWidth.scene.size.width = width
      if case .cell = atWidth.scene.kind { atWidth.scene.kind = .cell(width: width) }
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
}
