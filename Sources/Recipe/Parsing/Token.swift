/// One lexical unit of a recipe line.
struct Token: Hashable, Sendable {
  /// The lexical classes of the recipe language.
  enum Kind: Hashable, Sendable {
    /// A run of letters, digits and underscores starting with a letter or underscore.
    case word
    /// A decimal number without sign; `text` is its spelling.
    case number
    /// A double-quoted string; `text` is its unescaped content.
    case string
    /// Punctuation or an operator; `text` is its canonical spelling (`>=` for `≥`).
    case symbol
    /// A `#` comment to the end of the line; `text` is what follows `#`.
    case comment
  }

  /// The token's class.
  var kind: Kind
  /// The token's text (see `Kind`).
  var text: String
  /// Where the token was written.
  var range: SourceRange
  /// Whether whitespace separates the token from the previous one.
  var spaceBefore: Bool

  /// The numeric value of a number token.
  var number: Double? { kind == .number ? Double(text) : nil }

  /// Whether this is the symbol `symbol`.
  func isSymbol(_ symbol: String) -> Bool { kind == .symbol && text == symbol }

  /// Whether this is a word equal to `word`, ignoring case.
  func isWord(_ word: String) -> Bool {
    kind == .word && text.lowercased() == word.lowercased()
  }

  /// How the token is described in messages: `"Name"`, `number 20`, `"="`.
  var describedForMessage: String {
    switch kind {
    case .word: return "\"\(text)\""
    case .number: return "number \(text)"
    case .string: return "string \"\(text)\""
    case .symbol: return "\"\(text)\""
    case .comment: return "comment"
    }
  }
}
