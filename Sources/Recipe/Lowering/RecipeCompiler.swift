/// Parses and lowers a recipe in one step: what the CLI and the renderer call.
public enum RecipeCompiler {
  /// Parses `source`, and when it parsed without errors lowers every variant. The diagnostics
  /// of both steps come together, sorted by location.
  /// A recipe over one of `limits` is not lowered: the limit errors come with the parser's.
  public static func compile(
    _ source: String, fileName: String = "recipe", limits: RecipeLimits = .none
  ) -> CompiledRecipe {
    let parsed = RecipeParser.parse(source, fileName: fileName)
    let overLimits = limits.check(parsed.recipe, fileName: fileName)
    guard !parsed.hasErrors, overLimits.isEmpty else {
      let diagnostics = RecipeParser.finish(parsed.diagnostics + overLimits, fileName: fileName)
      return CompiledRecipe(recipe: parsed.recipe, variants: [], diagnostics: diagnostics)
    }
    let lowered = RecipeLowering.lower(parsed.recipe, fileName: fileName)
    let diagnostics = RecipeParser.finish(parsed.diagnostics + lowered.diagnostics, fileName: fileName)
    return CompiledRecipe(
      recipe: parsed.recipe, variants: lowered.hasErrors ? [] : lowered.variants, diagnostics: diagnostics)
  }
}
