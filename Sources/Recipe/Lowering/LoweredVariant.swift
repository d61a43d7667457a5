import Layout

/// One variant of a recipe as a scene the layout engine solves.
public struct LoweredVariant: Hashable, Sendable {
  /// The variant's name (`RecipeLowering.defaultVariantName` for a recipe without variants).
  public var name: String
  /// The scene: views, constraints (with their installation per size class) and traits.
  public var scene: Scene
  /// Labels of the constraints declared in this variant only (drawn as class-only constraints).
  public var variantOnlyConstraints: [ConstraintLabel]
  /// Labels of the constraints the scene holds but does not install.
  public var uninstalledConstraints: [ConstraintLabel]

  /// Creates a lowered variant.
  public init(
    name: String, scene: Scene, variantOnlyConstraints: [ConstraintLabel] = [],
    uninstalledConstraints: [ConstraintLabel] = []
  ) {
    self.name = name
    self.scene = scene
    self.variantOnlyConstraints = variantOnlyConstraints
    self.uninstalledConstraints = uninstalledConstraints
  }
}

/// The result of lowering a recipe: its variants as scenes, and what went wrong.
public struct LoweringResult: Hashable, Sendable {
  /// The variants in recipe order.
  public var variants: [LoweredVariant]
  /// Errors and warnings found while lowering (unknown device, unknown colour, ...).
  public var diagnostics: [Diagnostic]

  /// Creates a lowering result.
  public init(variants: [LoweredVariant], diagnostics: [Diagnostic]) {
    self.variants = variants
    self.diagnostics = diagnostics
  }

  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { diagnostics.contains(where: \.isError) }

  /// The variant of that name (case-insensitive), or nil.
  public func variant(named name: String) -> LoweredVariant? {
    variants.first { NameKey.normalize($0.name) == NameKey.normalize(name) }
  }
}
