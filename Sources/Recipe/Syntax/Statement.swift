/// One line of a recipe, by what it says.
public enum Statement: Hashable, Sendable {
  /// `recipe "Simple Label and Text Field"`.
  case title(Located<String>)
  /// `scene 375 x 667`, `device "iPhone 8" landscape`, `cell width 375`.
  case scene(SceneSyntax)
  /// `size class compact regular`.
  case sizeClass(SizeClassSyntax)
  /// `dynamic type AX5`.
  case dynamicType(Spelled<ContentSizeCategoryName>)
  /// A view declaration.
  case view(ViewSyntax)
  /// `set "Name Label" font 36`.
  case set(SetSyntax)
  /// A constraint in the cookbook's notation.
  case constraint(ConstraintSyntax)
  /// A Visual Format Language line.
  case visualFormat(VisualFormatSyntax)
  /// `install 7-9` / `uninstall 2, 5`.
  case install(InstallSyntax)
  /// `metric padding 20`.
  case metric(MetricSyntax)
  /// A whole-line `# comment` (the text after `#`).
  case comment(String)
  /// An empty line (runs of them are kept as one).
  case blank
}

/// A statement with its line's trailing comment and range.
public struct Line: Hashable, Sendable {
  /// What the line says.
  public var statement: Statement
  /// The text of a trailing `# comment`, if any.
  public var trailingComment: String?
  /// The line's range (its first to last token).
  public var range: SourceRange

  /// Creates a line.
  public init(statement: Statement, trailingComment: String? = nil, range: SourceRange) {
    self.statement = statement
    self.trailingComment = trailingComment
    self.range = range
  }

  /// Compares statement and comment, not the range.
  public static func == (lhs: Line, rhs: Line) -> Bool {
    lhs.statement == rhs.statement && lhs.trailingComment == rhs.trailingComment
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(statement)
    hasher.combine(trailingComment)
  }
}

/// `variant "36 pt label"` and the lines that follow it up to the next variant.
public struct VariantSyntax: Hashable, Sendable {
  /// The variant's name.
  public var name: Located<String>
  /// The trailing comment of the `variant` line.
  public var trailingComment: String?
  /// The variant's lines: scene, size class, Dynamic Type, `set`, install lists, extra views
  /// and constraints.
  public var lines: [Line]

  /// Creates a variant.
  public init(name: Located<String>, trailingComment: String? = nil, lines: [Line]) {
    self.name = name
    self.trailingComment = trailingComment
    self.lines = lines
  }
}
