import Recipe
import Render

/// `--strict` on `render`, `solve` and `check`: a conflict or an ambiguity that a recipe does not
/// declare with an `expect` line, or an `expect` line whose diagnosis does not occur, fails the run
/// with `ExitStatus.strictFailure` (3). The figures are still drawn. The frames of a recipe's own
/// `sweep` line are judged with their variant (an undeclared diagnosis at a sweep width fails; an
/// `expect` line may be met at a sweep width); widths given by `--sweep` on the command line are
/// an exploration the recipe does not declare, and are not judged.
public enum StrictCheck {
  /// The located problems of every solved variant (`LoweredVariant.strictProblems`), with its
  /// sweep frames when `sweeps` has the variant's sweep (`sweeps[k]` is variant `k`'s).
  public static func problems(_ recipe: LoadedRecipe, solved: [SolvedVariant], sweeps: [WidthSweep] = [])
    -> [Diagnostic]
  {
    solved.enumerated().flatMap { k, solved in
      let frames = sweeps.indices.contains(k) ? sweeps[k].frames : []
      return solved.variant.strictProblems(
        solved.result.diagnoses, sweep: frames.map { ($0.width, $0.panel.result.diagnoses) },
        fileName: recipe.sourceName)
    }
  }

  /// The error of a recipe with strict problems (each printed with file, line, column, the line
  /// and a hint), or nil when it has none.
  public static func failure(_ recipe: LoadedRecipe, solved: [SolvedVariant], sweeps: [WidthSweep] = [])
    -> CLIError?
  {
    let problems = problems(recipe, solved: solved, sweeps: sweeps)
    guard !problems.isEmpty else { return nil }
    let count = problems.count
    return CLIError(
      problems.rendered(source: recipe.source) + "\n\(recipe.path): --strict: \(count) "
        + "diagnos\(count == 1 ? "is" : "es") the recipe does not declare as expected (listed above)",
      status: .strictFailure)
  }

  /// Without `--strict`: one warning line for a recipe with strict problems (issue 26), located at
  /// the first and counting the rest, so that an undeclared conflict or ambiguity is not silent;
  /// the exit status does not change. Nil when there are none.
  public static func warning(_ recipe: LoadedRecipe, solved: [SolvedVariant], sweeps: [WidthSweep] = [])
    -> String?
  {
    let problems = problems(recipe, solved: solved, sweeps: sweeps)
    guard let first = problems.first else { return nil }
    let more = problems.count - 1
    return "\(recipe.sourceName):\(first.range.start.line):\(first.range.start.column): warning: "
      + first.message + (more > 0 ? " (and \(more) more)" : "")
      + "; --strict lists \(more > 0 ? "them" : "it") and fails"
  }
}
