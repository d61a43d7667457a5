import Layout

/// Turns a parsed recipe into one `Layout.Scene` per variant.
///
/// A recipe without variants has one variant, `default`. A variant's scene holds the base
/// constraints and the variant's own; `install`/`uninstall` become each constraint's
/// `Installation`: for the variant's size class slot when it has a `size class` line, outright
/// otherwise. "Superview" resolves to the other item's parent (the root view, or the content view
/// in a cell scene).
public enum RecipeLowering {
  /// The name of the single variant of a recipe that declares none.
  public static let defaultVariantName = "default"

  /// Lowers every variant. Call it on a recipe that parsed without errors; on a recipe with
  /// errors it lowers what it can and reports the rest.
  public static func lower(_ recipe: Recipe, fileName: String = "recipe") -> LoweringResult {
    var lowered = lower(recipe, scopes: RecipeScopes(recipe))
    lowered.diagnostics = RecipeParser.finish(lowered.diagnostics, fileName: fileName)
    return lowered
  }

  /// Lowers every variant from the scopes the checker built; the diagnostics come in the order
  /// they were found (`RecipeParser.finish` orders them).
  static func lower(_ recipe: Recipe, scopes: RecipeScopes) -> LoweringResult {
    var variants: [LoweredVariant] = []
    var diagnostics: [Diagnostic] = []
    if scopes.variants.isEmpty {
      var lowerer = ScopeLowerer(scope: scopes.base, base: nil)
      variants.append(lowerer.lower(name: defaultVariantName))
      diagnostics += lowerer.diagnostics
    } else {
      for (offset, (variant, scope)) in scopes.variants.enumerated() {
        var lowerer = ScopeLowerer(scope: scope, base: scopes.base)
        variants.append(lowerer.lower(name: variant.name.value))
        // Base lines lower the same way in every variant: report their problems once.
        diagnostics += lowerer.diagnostics.filter { offset == 0 || !$0.isInBase(of: recipe) }
      }
    }
    return LoweringResult(variants: variants, diagnostics: diagnostics)
  }
}

extension Diagnostic {
  /// Whether the diagnostic points into the recipe's base lines.
  fileprivate func isInBase(of recipe: Recipe) -> Bool {
    guard let firstVariant = recipe.variants.first else { return true }
    return range.start < firstVariant.name.range.start
  }
}
