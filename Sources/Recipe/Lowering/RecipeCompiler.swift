/// Parses and lowers a recipe in one step: what the CLI and the renderer call.
public enum RecipeCompiler {
  /// Parses `source`, and when it parsed without errors lowers every variant. The diagnostics
  /// of both steps come together, sorted by location.
  public static func compile(_ source: String, fileName: String = "recipe") -> CompiledRecipe {
    let parsed = RecipeParser.parse(source, fileName: fileName)
    guard !parsed.hasErrors else {
      return CompiledRecipe(recipe: parsed.recipe, variants: [], diagnostics: parsed.diagnostics)
    }
    let lowered = RecipeLowering.lower(parsed.recipe, fileName: fileName)
    let diagnostics = RecipeParser.finish(parsed.diagnostics + lowered.diagnostics, fileName: fileName)
    return CompiledRecipe(
      recipe: parsed.recipe, variants: lowered.hasErrors ? [] : lowered.variants, diagnostics: diagnostics)
  }
}
