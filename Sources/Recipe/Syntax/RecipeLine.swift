/// A statement with its line's trailing comment and range.
public struct RecipeLine: Hashable, Sendable {
  /// What the line says.
  public var statement: RecipeStatement
  /// The text of a trailing `# comment`, if any.
  public var trailingComment: String?
  /// The line's range (its first to last token).
  public var range: SourceRange

  /// Creates a line.
  public init(statement: RecipeStatement, trailingComment: String? = nil, range: SourceRange) {
    self.statement = statement
    self.trailingComment = trailingComment
    self.range = range
  }

  /// Compares statement and comment, not the range.
  public static func == (lhs: RecipeLine, rhs: RecipeLine) -> Bool {
    lhs.statement == rhs.statement && lhs.trailingComment == rhs.trailingComment
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(statement)
    hasher.combine(trailingComment)
  }
}
