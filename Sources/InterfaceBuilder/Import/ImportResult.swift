/// The result of importing a document: its recipes and every warning.
public struct ImportResult: Hashable, Sendable {
  /// One recipe per scene, cell or top-level view, in document order.
  public var recipes: [ImportedRecipe]
  /// What was skipped or approximated, located in the IB file.
  public var warnings: [ImportWarning]
  /// The line of each named family no font of the caller's knows, read from the document's own
  /// labels (`FamilyLineInference`), by family key (lowercased, spaces removed); each recipe
  /// whose views use one of them carries it as a `font line`.
  public var familyLines: [String: FamilyLine] = [:]
  /// The width against its stand-in of each named family the fonts measured with do not have,
  /// read from the document's own labels (`FamilyWidthEvidence`, measured by the pipeline), by
  /// family key; each recipe whose views use one of them carries it as a `font width`.
  public var familyWidths: [String: FamilyWidth] = [:]
}
