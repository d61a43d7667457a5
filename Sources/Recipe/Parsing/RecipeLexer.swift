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
      } else if character.unicodeScalars.first == "\"" {
        // A quote with a mark joined to it (`"` + U+0301) is one character: no string starts.
        let marks = Array(character.unicodeScalars.dropFirst())
        let error = Diagnostic(
          .error,
          "\(scalarNames(marks)) right after a quote joins it into one character: it starts no string",
          at: range(start, start + 1), hint: "write the mark inside the string as \(escapes(marks))")
        return LineTokens(tokens: tokens, error: error)
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

  /// What is wrong inside a string: an escape the language does not have, a malformed `\u{...}`,
  /// a mark joined to a quote or an escape, or a control character.
  struct StringProblem: Error {
    var message: String
    var length: Int
    var hint: String
  }

  /// The content and end index of the string starting at `start` (nil when it is unterminated),
  /// or the first problem inside it and where it is. The one decoding of a recipe string: tokens
  /// and `FailedDeclaration`'s names are both read here. `keepingRawProblems` takes a character
  /// that is wrong written as it is (a control character, a mark joined to a quote or a
  /// backslash) into the content instead of stopping there: the name a failed declaration
  /// declares, which a constraint spells with an escape (`\u{7}`).
  static func lexString(_ text: [Character], from start: Int, keepingRawProblems: Bool = false)
    -> (string: (String, Int)?, problem: (Int, StringProblem)?)
  {
    var content = ""
    var index = start + 1
    while index < text.count {
      let character = text[index]
      if character == "\"" { return ((content, index + 1), nil) }
      if character == "\\", index + 1 < text.count {
        switch escape(text, from: index) {
        case .success(let (scalar, end)):
          content.unicodeScalars.append(scalar)
          index = end
        case .failure(let problem):
          return (nil, (index, problem))
        }
        continue
      }
      if let problem = rawProblem(character) {
        guard keepingRawProblems else { return (nil, (index, problem)) }
        // A quote carrying a mark, followed by a space or the end of the line, is the name's
        // closing quote with a stray mark (`label "A"<U+0301> in "Root"` declares "A"): inside a
        // name a quote is written `\"`, and one written as it is is followed by a space only where
        // it ends the string [CHOICE: before, the name ran on to the next quote, `A"<U+0301> in `].
        if character.unicodeScalars.first == "\"",
          index + 1 == text.count || text[index + 1] == " " || text[index + 1] == "\t"
        {
          return ((content, index + 1), nil)
        }
      }
      content.append(character)
      index += 1
    }
    return (nil, nil)
  }

  /// What is wrong with `character` written as it is inside a string: a quote or a backslash that
  /// a following mark joined into one character (a quote that then cannot end the string, a
  /// backslash that starts no escape), a control character or a noncharacter.
  private static func rawProblem(_ character: Character) -> StringProblem? {
    let scalars = character.unicodeScalars
    if let first = scalars.first, first == "\"" || first == "\\", scalars.count > 1 {
      let marks = Array(scalars.dropFirst())
      let what = first == "\"" ? "a quote" : "a backslash"
      let effect = first == "\"" ? "it does not end the string" : "it starts no escape"
      return StringProblem(
        message:
          "\(scalarNames(marks)) right after \(what) in a string joins it into one character: \(effect)",
        length: 1,
        hint: first == "\""
          ? "write the mark as \(escapes(marks)) inside the string, or end the string before it"
          : "write a backslash as \\\\ and the mark as \(escapes(marks))")
    }
    // Control characters, and noncharacters (U+FFFE, U+FFFF, ...), which no XML document may
    // hold: they would make the SVG, the HTML report and the JUnit file unreadable.
    guard character != "\t",
      let scalar = scalars.first(where: {
        $0.properties.generalCategory == .control || $0.properties.isNoncharacterCodePoint
      })
    else { return nil }
    let code = String(scalar.value, radix: 16, uppercase: true)
    let what = scalar.properties.isNoncharacterCodePoint ? "noncharacter" : "control character"
    return StringProblem(
      message: "\(what) \(scalarName(scalar)) in a string", length: 1,
      hint:
        "strings hold printable text; \\n and \\t write a line break and a tab, \\u{\(code)} this character")
  }

  /// The escapes with one letter, and what they stand for.
  private static let simpleEscapes: [Unicode.Scalar: Unicode.Scalar] = [
    "n": "\n", "t": "\t", "\"": "\"", "\\": "\\",
  ]

  /// The scalar and end index of the escape whose backslash is at `start` (`\n`, `\t`, `\"`, `\\`,
  /// `\u{HEX}`), or what is wrong with it.
  private static func escape(_ text: [Character], from start: Int) -> Result<
    (Unicode.Scalar, Int), StringProblem
  > {
    let escaped = text[start + 1]
    let scalars = escaped.unicodeScalars
    guard let first = scalars.first else { return .failure(unknownEscape(escaped)) }
    if first == "u" || simpleEscapes[first] != nil, scalars.count > 1 {
      // `\n` + U+0301: the mark joins the escape's letter into one character (`ń`).
      return .failure(
        joinedMark(
          Array(scalars.dropFirst()), escape: "\\" + String(first), complete: first != "u", length: 2))
    }
    if first == "u" {
      // `\u{9D}`: any Unicode scalar by its value, 1 to 8 hex digits in braces (Swift's
      // spelling), so that every string a recipe can hold has a spelling, control characters
      // and noncharacters included (the formatter writes them so).
      return unicodeEscape(text, from: start)
    }
    guard let value = simpleEscapes[first] else { return .failure(unknownEscape(escaped)) }
    return .success((value, start + 2))
  }

  private static func unknownEscape(_ escaped: Character) -> StringProblem {
    let shown = String(escaped).replacingControlCharacters()
    return StringProblem(
      message: "unknown escape \"\\\(shown)\" in a string", length: 2,
      hint:
        "strings know \\\" \\\\ \\n \\t and \\u{...}; write any other character as it is (recipes are UTF-8)")
  }

  /// The problem of `marks` written right after `escape` (the escape so far, whole when
  /// `complete`), which they join into one character with its last one; `length` characters from
  /// the backslash.
  private static func joinedMark(_ marks: [Unicode.Scalar], escape: String, complete: Bool, length: Int)
    -> StringProblem
  {
    StringProblem(
      message:
        "\(scalarNames(marks)) right after the escape \"\(escape)\" in a string joins it into one character",
      length: length,
      hint: complete
        ? "write the mark as an escape too: \(escape)\(escapes(marks))"
        : "a \\u{...} escape holds hex digits only; write the mark after it as \(escapes(marks))")
  }

  /// The most hex digits of a `\u{...}` escape (Swift's limit); reading stops at one more, so a
  /// hostile escape of thousands of digits is refused at once.
  static let maximumHexDigits = 8

  /// The scalar and end index of the escape `\u{HEX}` whose backslash is at `start`, or what is
  /// wrong with it, each cause named: no braces, empty braces, a character that is no hex digit,
  /// more than 8 digits, no closing brace, a value that is no Unicode scalar (a surrogate, or
  /// above U+10FFFF), a mark joined to its brace or a digit. Located at the backslash, spanning
  /// the escape up to the character at fault.
  private static func unicodeEscape(_ text: [Character], from start: Int)
    -> Result<(Unicode.Scalar, Int), StringProblem>
  {
    let hint =
      "write a Unicode scalar as \\u{...} with its value in 1 to 8 hex digits, as \\u{9D} or \\u{1F600}"
    func failure(_ message: String, through end: Int) -> Result<(Unicode.Scalar, Int), StringProblem> {
      .failure(StringProblem(message: message, length: end - start, hint: hint))
    }
    var index = start + 2
    guard index < text.count, let brace = text[index].unicodeScalars.first, brace == "{" else {
      return failure("unknown escape \"\\u\" in a string", through: start + 2)
    }
    if text[index].unicodeScalars.count > 1 {
      return .failure(
        joinedMark(Array(text[index].unicodeScalars.dropFirst()), escape: "\\u{", complete: false, length: 3))
    }
    index += 1
    var digits = ""
    while true {
      let spelled = "\\u{" + digits
      guard index < text.count else {
        return failure("the escape \"\(spelled)\" has no closing \"}\" (the line ends)", through: index)
      }
      let character = text[index]
      let scalars = character.unicodeScalars
      let first = scalars.first!
      let marks = Array(scalars.dropFirst())
      if first == "}" {
        guard marks.isEmpty else {
          return .failure(joinedMark(marks, escape: spelled + "}", complete: true, length: index + 1 - start))
        }
        break
      }
      if first.isASCII, Character(first).isHexDigit {
        guard digits.count < maximumHexDigits else {
          return failure(
            "the escape \"\(spelled)\(Character(first))…\" has more than \(maximumHexDigits) hex digits",
            through: index + 1)
        }
        guard marks.isEmpty else {
          return .failure(
            joinedMark(marks, escape: spelled + String(first), complete: false, length: index + 1 - start))
        }
        digits.unicodeScalars.append(first)
        index += 1
        continue
      }
      if character == "\"" {
        return failure(
          "the escape \"\(spelled)\" has no closing \"}\" before the string's end", through: index)
      }
      let shown = String(character).replacingControlCharacters()
      return failure(
        "the escape \"\(spelled)\" holds \"\(shown)\", which is no hex digit", through: index + 1)
    }
    guard !digits.isEmpty else { return failure("the escape \"\\u{}\" is empty", through: index + 1) }
    guard let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else {
      return failure("\\u{\(digits)} is no Unicode scalar (a surrogate, or above 10FFFF)", through: index + 1)
    }
    return .success((scalar, index + 1))
  }

  /// `U+0301`: a scalar as Unicode writes it, at least 4 hex digits.
  static func scalarName(_ scalar: Unicode.Scalar) -> String {
    let code = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code
  }

  /// The most marks a message names (a hostile character of 100 000 marks is one character).
  static let namedMarks = 4

  /// `U+0301 U+0302`: the first `namedMarks` scalars, then `…` if there are more.
  private static func scalarNames(_ scalars: [Unicode.Scalar]) -> String {
    scalars.prefix(namedMarks).map(scalarName).joined(separator: " ")
      + (scalars.count > namedMarks ? " …" : "")
  }

  /// The first `namedMarks` scalars as `\u{...}` escapes, then `…` if there are more.
  private static func escapes(_ scalars: [Unicode.Scalar]) -> String {
    scalars.prefix(namedMarks).map { "\\u{" + String($0.value, radix: 16, uppercase: true) + "}" }.joined()
      + (scalars.count > namedMarks ? "…" : "")
  }
}
