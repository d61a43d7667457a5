/// The result of importing a document: its recipes and every warning.
public struct ImportResult: Hashable, Sendable {
  /// One recipe per scene, cell or top-level view, in document order.
  public var recipes: [ImportedRecipe]
  /// What was skipped or approximated, located in the IB file.
  public var warnings: [ImportWarning]
}
