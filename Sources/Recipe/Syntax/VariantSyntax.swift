/// `variant "36 pt label"` and the lines that follow it up to the next variant.
public struct VariantSyntax: Hashable, Sendable {
  /// The variant's name.
  public var name: Located<String>
  /// The trailing comment of the `variant` line.
  public var trailingComment: String?
  /// The variant's lines: scene, size class, Dynamic Type, `set`, install lists, extra views
  /// and constraints.
  public var lines: [RecipeLine]

  /// Creates a variant.
  public init(name: Located<String>, trailingComment: String? = nil, lines: [RecipeLine]) {
    self.name = name
    self.trailingComment = trailingComment
    self.lines = lines
  }
}
