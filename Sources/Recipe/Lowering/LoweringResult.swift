import Layout

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
    variants.first { ViewName($0.name) == ViewName(name) }
  }
}
