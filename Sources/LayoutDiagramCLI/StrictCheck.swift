import Recipe

/// `--strict` on `render`, `solve` and `check`: a conflict or an ambiguity that a recipe does not
/// declare with an `expect` line, or an `expect` line whose diagnosis does not occur, fails the run
/// with `ExitStatus.strictFailure` (3). The figures are still drawn; sweep frames are not judged.
enum StrictCheck {
  /// The located problems of every solved variant (`LoweredVariant.strictProblems`).
  static func problems(_ recipe: LoadedRecipe, solved: [SolvedVariant]) -> [Diagnostic] {
    solved.flatMap { $0.variant.strictProblems($0.result.diagnoses, fileName: recipe.path) }
  }

  /// The error of a recipe with strict problems (each printed with file, line, column, the line
  /// and a hint), or nil when it has none.
  static func failure(_ recipe: LoadedRecipe, solved: [SolvedVariant]) -> CLIError? {
    let problems = problems(recipe, solved: solved)
    guard !problems.isEmpty else { return nil }
    let count = problems.count
    return CLIError(
      problems.rendered(source: recipe.source) + "\n\(recipe.path): --strict: \(count) "
        + "diagnos\(count == 1 ? "is" : "es") the recipe does not declare as expected (listed above)",
      status: .strictFailure)
  }
}
