/// A cursor over one line's tokens with the helpers every statement parser uses.
struct LineParser {
  /// The line's tokens, without a trailing comment.
  var tokens: [Token]
  /// The next token's index.
  var index = 0
  /// The 1-based line number.
  let line: Int
  /// The line's characters (Visual Format lines are parsed from them).
  let text: [Character]
  /// Diagnostics that did not end the line: warnings, and the errors of a view's attributes that
  /// were dropped so that the view is still declared.
  var warnings: [Diagnostic] = []

  /// The next token, nil at the end of the line.
  var peek: Token? { index < tokens.count ? tokens[index] : nil }
  /// The token after the next one.
  var peekSecond: Token? { index + 1 < tokens.count ? tokens[index + 1] : nil }
  /// Whether all tokens have been consumed.
  var atEnd: Bool { index >= tokens.count }

  /// The range just past the last token (or the line's end), where "expected ..." points.
  var endRange: SourceRange {
    let column = tokens.last.map { $0.range.end.column } ?? text.count + 1
    return SourceRange(line: line, column: column, length: 1)
  }

  /// The range of the next token, or the end range.
  var nextRange: SourceRange { peek?.range ?? endRange }

  /// Consumes and returns the next token.
  mutating func advance() -> Token? {
    guard let token = peek else { return nil }
    index += 1
    return token
  }

  /// Consumes the next token if it is the symbol `symbol`.
  mutating func take(symbol: String) -> Token? {
    guard let token = peek, token.isSymbol(symbol) else { return nil }
    index += 1
    return token
  }

  /// Consumes the next token if it is the word `word` (any case).
  mutating func take(word: String) -> Token? {
    guard let token = peek, token.isWord(word) else { return nil }
    index += 1
    return token
  }

  /// An error at `range`.
  func error(_ message: String, at range: SourceRange, hint: String? = nil) -> LineError {
    LineError(diagnostic: Diagnostic(.error, message, at: range, hint: hint))
  }

  /// "expected X, found Y" at the next token (or "expected X at the end of the line").
  func expected(_ what: String, hint: String? = nil) -> LineError {
    guard let token = peek else {
      return error("expected \(what) at the end of the line", at: endRange, hint: hint)
    }
    return error("expected \(what), found \(token.describedForMessage)", at: token.range, hint: hint)
  }

  /// Consumes the symbol `symbol` or fails.
  mutating func expect(symbol: String, hint: String? = nil) throws(LineError) -> Token {
    guard let token = take(symbol: symbol) else { throw expected("\"\(symbol)\"", hint: hint) }
    return token
  }

  /// Consumes a number or fails.
  mutating func expectNumber(_ what: String = "a number", hint: String? = nil) throws(LineError)
    -> NumberLiteral
  {
    guard let token = peek, token.kind == .number, let value = token.number else {
      throw expected(what, hint: hint)
    }
    index += 1
    return NumberLiteral(value, spelling: token.text, at: token.range)
  }

  /// Consumes an optionally negative number (`-10`) or fails.
  mutating func expectSignedNumber(_ what: String = "a number", hint: String? = nil) throws(LineError)
    -> NumberLiteral
  {
    if let minus = take(symbol: "-") {
      let number = try expectNumber(what, hint: hint)
      return NumberLiteral(
        -number.value, spelling: "-" + number.spelling, at: minus.range.union(number.range))
    }
    return try expectNumber(what, hint: hint)
  }

  /// Consumes a whole number, at least `minimum`, or fails.
  mutating func expectInteger(_ what: String, minimum: Int = 0) throws(LineError) -> Located<Int> {
    let number = try expectNumber(what)
    guard number.value == number.value.rounded(), number.value >= Double(minimum), number.value < 1e9 else {
      throw error("expected \(what), found \(number.spelling)", at: number.range)
    }
    return Located(Int(number.value), at: number.range)
  }

  /// Consumes a quoted string or fails with "expected `what`".
  mutating func expectString(_ what: String, hint: String? = nil) throws(LineError) -> Located<String> {
    guard let token = peek, token.kind == .string else { throw expected(what, hint: hint) }
    index += 1
    return Located(token.text, at: token.range)
  }

  /// Consumes a word or fails.
  mutating func expectWord(_ what: String) throws(LineError) -> Token {
    guard let token = peek, token.kind == .word else { throw expected(what) }
    index += 1
    return token
  }

  /// Fails unless all tokens were consumed.
  func expectEnd(_ what: String = "the end of the line") throws(LineError) {
    guard let token = peek else { return }
    throw error("unexpected \(token.describedForMessage); expected \(what)", at: token.range)
  }

  /// A word that is not one of `choices` (case-insensitive), reported with a did-you-mean hint.
  func unknown(_ what: String, _ token: Token, choices: [String]) -> LineError {
    let hint =
      Suggestion.didYouMean(token.text, among: choices).map { "did you mean \"\($0)\"?" }
      ?? "expected one of: " + choices.joined(separator: ", ")
    return error("unknown \(what) \"\(token.text)\"", at: token.range, hint: hint)
  }
}

/// The error that ends the parsing of one line; the parser records it and goes on with the
/// next line.
struct LineError: Error {
  /// What went wrong, where.
  var diagnostic: Diagnostic
}
