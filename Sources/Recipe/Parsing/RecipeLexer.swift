/// Splits recipe text into lines and lines into tokens; never fails, reports bad characters.
enum RecipeLexer {
  /// A line's tokens, or the diagnostic that stopped lexing it.
  struct LineTokens: Sendable {
    /// The tokens up to the first lexical error.
    var tokens: [Token]
    /// The lexical error of the line, if any.
    var error: Diagnostic?
  }

  /// The lines of `source`, split at `\n`, `\r\n` and `\r`.
  static func splitLines(_ source: String) -> [Substring] {
    source.split(omittingEmptySubsequences: false) {
      $0 == "\n" || $0 == "\r\n" || $0 == "\r"
    }
  }

  /// Two-character operators and their canonical spellings.
  private static let pairs: [String: String] = [">=": ">=", "<=": "<=", "==": "=="]
  /// One-character symbols and their canonical spellings.
  private static let singles: [Character: String] = [
    ".": ".", ":": ":", ",": ",", "=": "=", "+": "+", "-": "-", "*": "*", "/": "/", "(": "(",
    ")": ")", "[": "[", "]": "]", "|": "|", "@": "@", ">": ">", "<": "<",
    "≥": ">=", "≤": "<=", "−": "-",
  ]

  /// Lexes one line (1-based `line` number) into tokens.
  static func tokens(of text: [Character], line: Int) -> LineTokens {
    var tokens: [Token] = []
    var index = 0
    var sawSpace = true
    func range(_ start: Int, _ end: Int) -> SourceRange {
      SourceRange(line: line, column: start + 1, length: end - start)
    }
    while index < text.count {
      let character = text[index]
      if character == " " || character == "\t" || character == "\u{FEFF}" {
        sawSpace = true
        index += 1
        continue
      }
      let start = index
      if character == "#" {
        let body = String(text[(index + 1)...]).trimmingSpaces()
        tokens.append(
          Token(kind: .comment, text: body, range: range(start, text.count), spaceBefore: sawSpace))
        break
      }
      if character == "\"" {
        guard let (content, end) = lexString(text, from: index) else {
          let error = Diagnostic(
            .error, "unterminated string", at: range(start, text.count),
            hint: "close the string with \" on the same line")
          return LineTokens(tokens: tokens, error: error)
        }
        tokens.append(Token(kind: .string, text: content, range: range(start, end), spaceBefore: sawSpace))
        index = end
      } else if character.isASCII && character.isNumber {
        index = lexNumber(text, from: index)
        guard let value = Double(String(text[start..<index])), value.isFinite, value < 1e12 else {
          let error = Diagnostic(
            .error, "number too large", at: range(start, index),
            hint: "numbers in recipes are below 1,000,000,000,000")
          return LineTokens(tokens: tokens, error: error)
        }
        tokens.append(
          Token(
            kind: .number, text: String(text[start..<index]), range: range(start, index),
            spaceBefore: sawSpace))
        // `375x667` reads as `375 x 667`: split a multiplication `x` glued to a number.
        if index + 1 < text.count, text[index] == "x" || text[index] == "×",
          text[index + 1].isASCII, text[index + 1].isNumber
        {
          tokens.append(Token(kind: .word, text: "x", range: range(index, index + 1), spaceBefore: false))
          index += 1
        }
      } else if character.isLetter || character == "_" {
        while index < text.count, text[index].isLetter || text[index].isNumber || text[index] == "_" {
          index += 1
        }
        tokens.append(
          Token(
            kind: .word, text: String(text[start..<index]), range: range(start, index), spaceBefore: sawSpace)
        )
      } else if character == "×" {
        index += 1
        tokens.append(Token(kind: .word, text: "x", range: range(start, index), spaceBefore: sawSpace))
      } else if index + 1 < text.count, let pair = pairs[String(text[index...index + 1])] {
        index += 2
        tokens.append(Token(kind: .symbol, text: pair, range: range(start, index), spaceBefore: sawSpace))
      } else if let single = singles[character] {
        index += 1
        tokens.append(Token(kind: .symbol, text: single, range: range(start, index), spaceBefore: sawSpace))
      } else {
        let shown = String(character).replacingControlCharacters()
        let scalar =
          character.unicodeScalars.first.map { String($0.value, radix: 16, uppercase: true) } ?? "?"
        let error = Diagnostic(
          .error, "unexpected character \"\(shown)\" (U+\(scalar))", at: range(start, start + 1),
          hint: "names with unusual characters can be written in double quotes")
        return LineTokens(tokens: tokens, error: error)
      }
      sawSpace = false
    }
    return LineTokens(tokens: tokens, error: nil)
  }

  /// The end index of the number starting at `start`: digits with an optional fraction.
  /// `1.` followed by a non-digit stays `1` then `.`, so `1. Name Label...` is a numbered line.
  private static func lexNumber(_ text: [Character], from start: Int) -> Int {
    var index = start
    while index < text.count, text[index].isASCII, text[index].isNumber { index += 1 }
    if index + 1 < text.count, text[index] == ".", text[index + 1].isASCII, text[index + 1].isNumber {
      index += 1
      while index < text.count, text[index].isASCII, text[index].isNumber { index += 1 }
    }
    return index
  }

  /// The content and end index of the string starting at `start`; nil when it is unterminated.
  private static func lexString(_ text: [Character], from start: Int) -> (String, Int)? {
    var content = ""
    var index = start + 1
    while index < text.count {
      let character = text[index]
      if character == "\"" { return (content, index + 1) }
      if character == "\\", index + 1 < text.count {
        let escaped = text[index + 1]
        switch escaped {
        case "n": content.append("\n")
        case "t": content.append("\t")
        default: content.append(escaped)
        }
        index += 2
        continue
      }
      content.append(character)
      index += 1
    }
    return nil
  }
}
