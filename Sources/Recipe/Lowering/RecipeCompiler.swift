/// Parses and lowers a recipe in one step: what the CLI and the renderer call.
public enum RecipeCompiler {
  /// Parses `source`, and when it parsed without errors lowers every variant, from the scopes the
  /// checker built. The diagnostics of both steps come together, sorted by location once.
  /// A recipe over one of `limits` is not lowered: the limit errors come with the parser's.
  public static func compile(
    _ source: String, fileName: String = "recipe", limits: RecipeLimits = .none
  ) -> CompiledRecipe {
    let parsed = RecipeParser.parseAndCheck(source)
    let overLimits = limits.check(parsed.recipe, fileName: fileName)
    // Over the cap, `finish` adds an error of its own ("too many errors").
    let parseFailed =
      parsed.diagnostics.contains(where: \.isError)
      || parsed.diagnostics.count > RecipeParser.maximumDiagnostics
    guard !parseFailed, overLimits.isEmpty else {
      let diagnostics = RecipeParser.finish(parsed.diagnostics + overLimits, fileName: fileName)
      return CompiledRecipe(recipe: parsed.recipe, variants: [], diagnostics: diagnostics)
    }
    let lowered = RecipeLowering.lower(parsed.recipe, scopes: parsed.scopes)
    let diagnostics = RecipeParser.finish(parsed.diagnostics + lowered.diagnostics, fileName: fileName)
    return CompiledRecipe(
      recipe: parsed.recipe, variants: lowered.hasErrors ? [] : lowered.variants, diagnostics: diagnostics)
  }
}
