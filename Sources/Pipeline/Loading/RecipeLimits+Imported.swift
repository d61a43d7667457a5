import Recipe

extension RecipeLimits {
  /// Refuses a file when a recipe its import rebuilt (a storyboard's scene, a console log) is over
  /// one of these limits, as a recipe file would be, before lowering: the error stands at
  /// `location` in `path` (the scene's line, the log's line and column), names the recipe
  /// (`what`: `the scene "Login"`, `the log u12`) and gives the first limit's message and hint.
  func refuseImported(_ recipe: Recipe, _ what: String, path: String, at location: String) throws(CLIError) {
    guard let first = check(recipe, fileName: path).first else { return }
    throw CLIError(
      "\(path):\(location): error: \(what) is over a limit: \(first.message)"
        + (first.hint.map { "\nhint: \($0)" } ?? ""),
      status: .recipeErrors)
  }
}
