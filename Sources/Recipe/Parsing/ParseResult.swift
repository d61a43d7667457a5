/// What parsing a recipe gives: the syntax tree (partial when there are errors) and every
/// diagnostic found, in source order.
public struct ParseResult: Hashable, Sendable {
  /// The recipe as far as it could be parsed.
  public var recipe: Recipe
  /// Every error, warning and note, sorted by line and column.
  public var diagnostics: [Diagnostic]
  /// The file name used in the diagnostics.
  public var fileName: String

  /// Creates a parse result.
  public init(recipe: Recipe, diagnostics: [Diagnostic], fileName: String) {
    self.recipe = recipe
    self.diagnostics = diagnostics
    self.fileName = fileName
  }

  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { diagnostics.contains(where: \.isError) }

  /// The errors only.
  public var errors: [Diagnostic] { diagnostics.filter(\.isError) }

  /// All diagnostics rendered for a terminal, separated by blank lines.
  public func renderedDiagnostics(source: String) -> String {
    diagnostics.rendered(source: source, separator: "\n\n")
  }
}
