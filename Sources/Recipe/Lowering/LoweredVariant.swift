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
  /// Where each of `scene.constraints` was written (same order): its line, or its Visual
  /// Format line.
  public var constraintRanges: [SourceRange]
  /// Where each of `scene.views` was declared (same order); nil for a cell's content view.
  public var viewRanges: [SourceRange?]
  /// Each scene view's Interface Builder id (`id "..."`), parallel to `scene.views`; nil where
  /// none was given. Empty when the recipe gives none.
  public var viewIBIDs: [String?] = []
  /// Each scene constraint's Interface Builder id, parallel to `scene.constraints`; empty when the
  /// recipe gives none.
  public var constraintIBIDs: [String?] = []
  /// The diagnoses the variant's scope declares with `expect` lines (`strictProblems`).
  public var expectations: [Expectation] = []

  /// Creates a lowered variant.
  public init(
    name: String, scene: Scene, variantOnlyConstraints: [ConstraintLabel] = [],
    uninstalledConstraints: [ConstraintLabel] = [], constraintRanges: [SourceRange] = [],
    viewRanges: [SourceRange?] = []
  ) {
    self.name = name
    self.scene = scene
    self.variantOnlyConstraints = variantOnlyConstraints
    self.uninstalledConstraints = uninstalledConstraints
    self.constraintRanges = constraintRanges
    self.viewRanges = viewRanges
  }
}
