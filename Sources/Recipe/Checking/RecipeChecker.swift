import Layout

/// Checks what the parser could not see line by line: names, numbers, axes, install lists and
/// variants, over the base scope and every variant's scope.
enum RecipeChecker {
  /// Every semantic diagnostic of `recipe`, base lines reported once. Names in
  /// `failedDeclarations` (views whose declaration line has an error, reported by the parser) are
  /// not reported as unknown where they are used.
  static func check(_ recipe: Recipe, failedDeclarations: Set<ViewName> = []) -> [Diagnostic] {
    var diagnostics = RecipeScope.base(of: recipe, failedDeclarations: failedDeclarations).diagnostics
    var names: [ViewName: SourceRange] = [:]
    for variant in recipe.variants {
      let key = ViewName(variant.name.value)
      if let first = names[key] {
        diagnostics.append(
          Diagnostic(
            .error, "variant \"\(variant.name.value)\" is declared twice", at: variant.name.range,
            hint: "the first one is on line \(first.start.line)"))
      }
      names[key] = names[key] ?? variant.name.range
      diagnostics +=
        RecipeScope.variant(variant, of: recipe, failedDeclarations: failedDeclarations)
        .diagnostics
    }
    return diagnostics
  }
}
