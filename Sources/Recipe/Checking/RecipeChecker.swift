import Layout

/// Checks what the parser could not see line by line: names, numbers, axes, install lists and
/// variants, over the base scope and every variant's scope.
enum RecipeChecker {
  /// Every semantic diagnostic found while building `scopes` (base lines reported once), and
  /// every variant declared twice.
  static func check(_ scopes: RecipeScopes) -> [Diagnostic] {
    var diagnostics = scopes.base.diagnostics
    var names: [ViewName: SourceRange] = [:]
    for (variant, scope) in scopes.variants {
      let key = ViewName(variant.name.value)
      if let first = names[key] {
        diagnostics.append(
          Diagnostic(
            .error, "variant \"\(variant.name.value)\" is declared twice", at: variant.name.range,
            hint: "the first one is on line \(first.start.line)"))
      }
      names[key] = names[key] ?? variant.name.range
      diagnostics += scope.diagnostics
    }
    return diagnostics
  }
}
