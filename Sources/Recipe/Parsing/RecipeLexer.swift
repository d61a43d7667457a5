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

  /// `String(text[start..<end])`, made from bytes when every character is ASCII (words and
  /// numbers nearly always are): appending characters one by one was the largest cost of lexing a
  /// large recipe. A line holds no line break, so an ASCII character is one byte.
  private static func string(_ text: [Character], _ start: Int, _ end: Int) -> String {
    for index in start..<end where text[index].asciiValue == nil { return String(text[start..<end]) }
    return String(unsafeUninitializedCapacity: end - start) { buffer in
      for index in start..<end { buffer[index - start] = text[index].asciiValue ?? 0 }
      return end - start
    }
  }

  /// Lexes one line (1-based `line` number) into tokens.
  ///
  /// One function on purpose: this loop is 39% of the parse (`layout-diagram-bench recipe`).
  /// Split into a line-lexer value with a method per token class (issue 21), it ran 0.96% more
  /// instructions (188.8 M to 190.6 M under callgrind, 300 rows, deterministic hashing): the
  /// per-token methods were not inlined.
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
        let lexed = lexString(text, from: index)
        if let (at, problem) = lexed.problem {
          let error = Diagnostic(
            .error, problem.message, at: range(at, at + problem.length), hint: problem.hint)
          return LineTokens(tokens: tokens, error: error)
        }
        guard let (content, end) = lexed.string else {
          let error = Diagnostic(
            .error, "unterminated string", at: range(start, text.count),
            hint: "close the string with \" on the same line")
          return LineTokens(tokens: tokens, error: error)
        }
        tokens.append(Token(kind: .string, text: content, range: range(start, end), spaceBefore: sawSpace))
        index = end
      } else if character.isASCII && character.isNumber {
        index = lexNumber(text, from: index)
        let exponent = lexExponent(text, from: index)
        let spelling = string(text, start, exponent)
        guard let value = Double(spelling), value.isFinite, value < 1e12 else {
          let error = Diagnostic(
            .error, "number too large: \(spelling)", at: range(start, exponent),
            hint: "numbers in recipes are below 1,000,000,000,000")
          return LineTokens(tokens: tokens, error: error)
        }
        guard exponent == index else {
          let error = Diagnostic(
            .error, "numbers are written without an exponent: \(spelling)", at: range(start, exponent),
            hint: "write \(PositionalNumber.shortest(value)) instead")
          return LineTokens(tokens: tokens, error: error)
        }
        tokens.append(
          Token(
            kind: .number, text: string(text, start, index), range: range(start, index),
            spaceBefore: sawSpace))
        // `375x667` reads as `375 x 667`: split a multiplication `x` glued to a number.
        if index + 1 < text.count, text[index] == "x" || text[index] == "×",
          text[index + 1].isASCII, text[index + 1].isNumber
        {
          tokens.append(Token(kind: .word, text: "x", range: range(index, index + 1), spaceBefore: false))
          index += 1
        }
      } else if character.isNameLetter || character == "_" {
        while index < text.count, text[index].isNameLetter || text[index].isNameNumber || text[index] == "_" {
          index += 1
        }
        tokens.append(
          Token(
            kind: .word, text: string(text, start, index), range: range(start, index), spaceBefore: sawSpace)
        )
      } else if character == "×" {
        index += 1
        tokens.append(Token(kind: .word, text: "x", range: range(start, index), spaceBefore: sawSpace))
      } else if index + 1 < text.count, text[index + 1] == "=",
        let pair = pairs[String(text[index...index + 1])]
      {
        // Only `>=`, `<=` and `==` are pairs: no string is made for other symbols.
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

  /// The end index of an exponent (`e308`, `E-3`, `e+2`) at `start`, or `start` when there is none.
  private static func lexExponent(_ text: [Character], from start: Int) -> Int {
    guard start < text.count, text[start] == "e" || text[start] == "E" else { return start }
    var index = start + 1
    if index < text.count, text[index] == "+" || text[index] == "-" { index += 1 }
    guard index < text.count, text[index].isASCII, text[index].isNumber else { return start }
    while index < text.count, text[index].isASCII, text[index].isNumber { index += 1 }
    return index
  }

  /// What is wrong inside a string: an escape the language does not have, or a control character.
  struct StringProblem: Error {
    var message: String
    var length: Int
    var hint: String
  }

  /// The content and end index of the string starting at `start` (nil when it is unterminated),
  /// or the first problem inside it and where it is.
  private static func lexString(_ text: [Character], from start: Int)
    -> (string: (String, Int)?, problem: (Int, StringProblem)?)
  {
    var content = ""
    var index = start + 1
    while index < text.count {
      let character = text[index]
      if character == "\"" { return ((content, index + 1), nil) }
      if character == "\\", index + 1 < text.count {
        let escaped = text[index + 1]
        switch escaped {
        case "n": content.append("\n")
        case "t": content.append("\t")
        case "\"", "\\": content.append(escaped)
        case "u":
          // `\u{9D}`: any Unicode scalar by its value, 1 to 8 hex digits in braces (Swift's
          // spelling), so that every string a recipe can hold has a spelling, control characters
          // and noncharacters included (the formatter writes them so).
          switch unicodeEscape(text, from: index) {
          case .success(let (scalar, end)):
            content.unicodeScalars.append(scalar)
            index = end
            continue
          case .failure(let problem):
            return (nil, (index, problem))
          }
        default:
          let shown = String(escaped).replacingControlCharacters()
          return (
            nil,
            (
              index,
              StringProblem(
                message: "unknown escape \"\\\(shown)\" in a string", length: 2,
                hint:
                  "strings know \\\" \\\\ \\n \\t and \\u{...}; write any other character as it is "
                  + "(recipes are UTF-8)"
              )
            )
          )
        }
        index += 2
        continue
      }
      // Control characters, and noncharacters (U+FFFE, U+FFFF, ...), which no XML document may
      // hold: they would make the SVG, the HTML report and the JUnit file unreadable.
      if character != "\t",
        let scalar = character.unicodeScalars.first(where: {
          $0.properties.generalCategory == .control || $0.properties.isNoncharacterCodePoint
        })
      {
        let code = String(scalar.value, radix: 16, uppercase: true)
        let what = scalar.properties.isNoncharacterCodePoint ? "noncharacter" : "control character"
        return (
          nil,
          (
            index,
            StringProblem(
              message:
                "\(what) U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code) in a string",
              length: 1,
              hint:
                "strings hold printable text; \\n and \\t write a line break and a tab, \\u{\(code)} "
                + "this character")
          )
        )
      }
      content.append(character)
      index += 1
    }
    return (nil, nil)
  }

  /// The scalar and end index of the escape `\u{HEX}` whose backslash is at `start`, or what is
  /// wrong with it: no braces, no hex digits or more than 8, or a value that is no Unicode scalar
  /// (a surrogate, or above U+10FFFF).
  private static func unicodeEscape(_ text: [Character], from start: Int)
    -> Result<(Unicode.Scalar, Int), StringProblem>
  {
    let hint = "write a Unicode scalar as \\u{...} with its value in hex, as \\u{9D} or \\u{1F600}"
    var index = start + 2
    guard index < text.count, text[index] == "{" else {
      return .failure(StringProblem(message: "unknown escape \"\\u\" in a string", length: 2, hint: hint))
    }
    index += 1
    var digits = ""
    while index < text.count, let ascii = text[index].asciiValue, text[index].isHexDigit {
      digits.unicodeScalars.append(Unicode.Scalar(ascii))
      index += 1
    }
    let length = index + 1 - start
    guard index < text.count, text[index] == "}", !digits.isEmpty, digits.count <= 8 else {
      return .failure(
        StringProblem(
          message: "malformed escape \"\\u{\(digits)\" in a string", length: max(2, index - start),
          hint: hint))
    }
    guard let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else {
      return .failure(
        StringProblem(
          message: "\\u{\(digits)} is no Unicode scalar (a surrogate, or above 10FFFF)", length: length,
          hint: hint))
    }
    return .success((scalar, index + 1))
  }
}
