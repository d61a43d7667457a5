import Layout

/// A parsed and lowered recipe.
public struct CompiledRecipe: Hashable, Sendable {
  /// The syntax tree.
  public var recipe: Recipe
  /// The variants as scenes; empty when there are errors.
  public var variants: [LoweredVariant]
  /// Every diagnostic of parsing and lowering, sorted by location.
  public var diagnostics: [Diagnostic]

  /// Creates a compiled recipe.
  public init(recipe: Recipe, variants: [LoweredVariant], diagnostics: [Diagnostic]) {
    self.recipe = recipe
    self.variants = variants
    self.diagnostics = diagnostics
  }

  /// Whether any diagnostic is an error (then `variants` is empty).
  public var hasErrors: Bool { diagnostics.contains(where: \.isError) }

  /// The recipe's title, if it has one.
  public var title: String? { recipe.title }

  /// The variant of that name (case-insensitive, spaces ignored), or nil.
  public func variant(named name: String) -> LoweredVariant? {
    variants.first { ViewName($0.name) == ViewName(name) }
  }
}
