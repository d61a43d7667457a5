import Layout
import Recipe

/// One recipe made from an IB document: a scene, a prototype cell, or a xib's top-level view.
public struct ImportedRecipe: Hashable, Sendable {
  /// The scene's name (also the recipe's title).
  public var name: String
  /// A file-name stem for it: the document's stem and the scene's name in kebab case (the
  /// document's stem alone when it has one scene to convert).
  public var stem: String
  /// The document's stem and the scene's name, always both (`features-login`, even when the
  /// document has a single scene), so that adding or removing a scene renames no other scene's
  /// file: golden images are named after it.
  public var sceneStem: String
  /// The syntax tree.
  public var recipe: Recipe
  /// The recipe in canonical form (`RecipeFormatter.format(recipe)`).
  public var text: String
  /// The line of the scene's element in the IB file.
  public var line: Int
  /// The frames Interface Builder stored for the scene's views, absolute within the scene
  /// (`--compare-frames`; `FrameComparison`).
  public var storedFrames: [StoredFrame] = []
  /// The variant IB's stored frames belong to: the one of the canvas's size classes, when the
  /// recipe has variants (nil: its only variant).
  public var canvasVariant: String?
  /// The line in the IB file of each of the scene's constraints, by IB id (a conflict's
  /// constraint is located there: `ConflictCheck`).
  public var constraintLines: [IBID: Int] = [:]
  /// The size IB stored for the scene's root (`IBScene.storedRootSize`), nil when it stored none
  /// it solved (`ConflictCheck`'s constraints to the root).
  public var storedRootSize: Size?
  /// The ids of the file's constraints the recipe writes against other items than IB's
  /// (`IBScene.rewrittenConstraintIDs`; `ConflictCheck`).
  public var rewrittenConstraintIDs: Set<IBID> = []
  /// The scene's single-line labels in a named family whose stored width is their text's alone
  /// (`FamilyWidthEvidence`): what the pipeline reads a missing family's `font width` from.
  public var textWidthLabels: Set<IBID> = []
}
