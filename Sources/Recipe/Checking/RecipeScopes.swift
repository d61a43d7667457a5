import Layout

/// Every scope of a recipe, each built once: the base, and one per variant over the base. The
/// checker reports their problems and the lowering turns them into scenes, from the same values.
struct RecipeScopes {
  /// The base lines' scope.
  var base: RecipeScope
  /// Each variant with its scope, in recipe order (empty for a recipe without variants).
  var variants: [(syntax: VariantSyntax, scope: RecipeScope)]

  /// The scopes of `recipe`. Names in `failedDeclarations` (views whose declaration line has an
  /// error, reported by the parser) are not reported as unknown where they are used.
  init(_ recipe: Recipe, failedDeclarations: Set<ViewName> = []) {
    base = RecipeScope.base(of: recipe, failedDeclarations: failedDeclarations)
    let base = base
    variants = recipe.variants.map { ($0, RecipeScope.variant($0, over: base)) }
  }
}
