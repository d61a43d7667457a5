import Testing

@testable import Recipe

/// Strings in the canonical form: every Unicode scalar, alone or beside a quote or an escape,
/// reads back as itself (compared scalar by scalar: `String`'s `==` is canonical equivalence,
/// which would take a decomposed `e` + U+0301 for a precomposed `é`), and the `\u{...}` escape's
/// own errors are located.
@Suite("recipe strings: every Unicode scalar round-trips")
struct StringEscapeTests {
  /// The scalars of the one string token the lexer reads from `line`, or nil when it reads
  /// anything else (an error, several tokens).
  static func lexedString(_ line: String) -> [Unicode.Scalar]? {
    let lexed = RecipeLexer.tokens(of: Array(line), line: 1)
    guard lexed.error == nil, lexed.tokens.count == 1, lexed.tokens[0].kind == .string else { return nil }
    return Array(lexed.tokens[0].text.unicodeScalars)
  }

  /// Every scalar from U+0000 to U+10FFFF (a plane per argument), alone (between the quotes) and between a quote and a
  /// backslash of the text (between two escapes): the lexer reads back exactly the scalars quoted.
  @Test(arguments: UInt32(0)...16) func everyScalarReadsBack(plane: UInt32) {
    var failures: [String] = []
    for value in plane << 16...(plane << 16 | 0xFFFF) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      for scalars in [[scalar], ["\"", scalar, "\\"]] {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        let quoted = RecipeFormatter.quoted(text)
        if Self.lexedString(quoted) != scalars, failures.count < 20 {
          failures.append("U+\(String(value, radix: 16, uppercase: true)) in \(scalars): \(quoted)")
        }
      }
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  /// Which scalars are escaped, by the rule and by hand: controls (C0, DEL, C1) and
  /// noncharacters always; a combining acute accent (U+0301) only where it would join the
  /// opening quote; the Arabic number sign (U+0600, a prepended mark) only where it would join
  /// the closing quote; printable text never.
  @Test func theCanonicalSpelling() {
    #expect(RecipeFormatter.quoted("AS IS\u{9D} WITHOUT") == #""AS IS\u{9D} WITHOUT""#)
    #expect(RecipeFormatter.quoted("a\u{0}b\u{7F}\u{85}\r\n") == #""a\u{0}b\u{7F}\u{85}\u{D}\n""#)
    // Swift's literals take no noncharacter: built from scalars.
    let noncharacters = String(
      String.UnicodeScalarView([0xFFFE, 0xFDD0, 0x10FFFF].compactMap(Unicode.Scalar.init)))
    #expect(RecipeFormatter.quoted(noncharacters) == #""\u{FFFE}\u{FDD0}\u{10FFFF}""#)
    #expect(RecipeFormatter.quoted("\u{301}e\u{301}") == #""\u{301}e"# + "\u{301}\"")
    #expect(RecipeFormatter.quoted("\u{600}1\u{600}") == "\"\u{600}1" + #"\u{600}""#)
    #expect(RecipeFormatter.quoted("\"\u{301}") == #""\"\u{301}""#)
    #expect(RecipeFormatter.quoted("Größe 😀 \t") == #""Größe 😀 \t""#)
  }

  /// A run of prepended marks (U+0600) before the closing quote: the last joins the quote, so it
  /// is escaped; then the one before it joins that escape's backslash, and so on, so every one is
  /// escaped (by hand: n times `\u{600}`). Each newly escaped scalar re-checks only its two
  /// neighbours; the run is long enough (5 000) that a pass over the whole text per escape, as
  /// before, was seconds here and minutes at 100 000 (second read, session 32).
  @Test func aRunOfPrependedMarksIsEscapedFromTheQuoteBack() {
    let count = 5_000
    let text = String(repeating: "\u{600}", count: count)
    let expected = "\"" + String(repeating: #"\u{600}"#, count: count) + "\""
    #expect(RecipeFormatter.quoted(text) == expected)
    #expect(RecipeFormatter.quoted("a" + text) == "\"a" + String(repeating: #"\u{600}"#, count: count) + "\"")
  }

  /// A comment holding a line feed, a carriage return, a C1 control or a line separator (an IB
  /// view's label, a file name): written on one line with those as `\u{...}`, so the recipe reads
  /// back as the same statements (before, the line feed ended the comment and the rest was read
  /// as a statement: exit 70 on import); a tab and other text are kept.
  @Test func commentsStayOnTheirLine() {
    let text = "Box\nsecond line\r\u{85}\u{2028}\tend é"
    #expect(RecipeFormatter.commentText(text) == #"Box\u{A}second line\u{D}\u{85}\u{2028}"# + "\tend é")
    let recipe = Recipe(lines: [
      RecipeLine(statement: .comment(text), trailingComment: nil, range: .init(line: 1, column: 1, length: 0))
    ])
    let formatted = RecipeFormatter.format(recipe)
    let lines = formatted.split(whereSeparator: \.isNewline)
    #expect(lines.count == 1, "\(formatted)")
    #expect(lines.first.map { RecipeLexer.tokens(of: Array($0), line: 1).tokens.map(\.kind) } == [.comment])
  }

  /// The one diagnostic of `line`.
  static func only(_ line: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
    -> Diagnostic
  {
    let diagnostics = RecipeParser.parse(line).diagnostics
    #expect(diagnostics.count == 1, "\(diagnostics)", sourceLocation: sourceLocation)
    return try #require(diagnostics.first, sourceLocation: sourceLocation)
  }

  /// The `\u{...}` escape's errors name their cause, each located at the escape's backslash and
  /// spanning it up to the character at fault (counted by hand: `label "A" text "` is 16
  /// characters, so the backslash after `a` is column 18).
  @Test(
    arguments: [
      (#"label "A" text "a\u{}""#, #"the escape "\u{}" is empty"#, 4),
      (#"label "A" text "a\u{12g4}""#, #"the escape "\u{12" holds "g", which is no hex digit"#, 6),
      (#"label "A" text "a\u{12 }""#, #"the escape "\u{12" holds " ", which is no hex digit"#, 6),
      (#"label "A" text "a\u{000000041}""#, #"the escape "\u{000000041…" has more than 8 hex digits"#, 12),
      (#"label "A" text "a\u{D800}""#, #"\u{D800} is no Unicode scalar (a surrogate, or above 10FFFF)"#, 8),
      (#"label "A" text "a\u{DFFF}""#, #"\u{DFFF} is no Unicode scalar (a surrogate, or above 10FFFF)"#, 8),
      (
        #"label "A" text "a\u{110000}""#, #"\u{110000} is no Unicode scalar (a surrogate, or above 10FFFF)"#,
        10
      ),
      (#"label "A" text "a\u{12""#, #"the escape "\u{12" has no closing "}" before the string's end"#, 5),
      (#"label "A" text "a\u{12"#, #"the escape "\u{12" has no closing "}" (the line ends)"#, 5),
      (#"label "A" text "a\u0000b""#, #"unknown escape "\u" in a string"#, 2),
    ])
  func eachCauseOfAMalformedEscapeIsNamed(line: String, message: String, length: Int) throws {
    let error = try Self.only(line)
    #expect(error.message == message)
    #expect((error.line, error.column, error.range.end.column - error.range.start.column) == (1, 18, length))
    #expect(error.hint?.contains(#"\u{"#) == true, "\(error.hint ?? "")")
  }

  /// The largest escapes still read: 8 digits, and U+10FFFF (by hand: the value itself).
  @Test func eightDigitsAndTheLastScalarRead() {
    #expect(Self.lexedString(#""\u{0010FFFF}""#) == [Unicode.Scalar(0x10FFFF as UInt32)!])
    #expect(Self.lexedString(#""\u{00000041}""#) == ["A"])
    #expect(Self.lexedString(#""\u{d7ff}\u{E000}""#) == ["\u{D7FF}", "\u{E000}"])
  }

  /// A hostile escape of 10 000 digits is refused after its 9th digit: the message and the span
  /// stay short (12 characters: `\u{` and 9 digits), whatever follows.
  @Test func aHugeEscapeIsRefusedAtItsNinthDigit() throws {
    let line = #"label "A" text "a\u{"# + String(repeating: "7", count: 10_000) + #"}""#
    let error = try Self.only(line)
    #expect(error.message == #"the escape "\u{777777777…" has more than 8 hex digits"#)
    #expect((error.line, error.column, error.range.end.column - error.range.start.column) == (1, 18, 12))
  }

  /// A raw control character stays an error; its hint gives the escape.
  @Test func aRawControlCharacterIsRefused() throws {
    let raw = try Self.only("label \"A\" text \"a\u{9D}\"")
    #expect(raw.message == "control character U+009D in a string")
    #expect(raw.hint?.contains(#"\u{9D}"#) == true, "\(raw.hint ?? "")")
  }

  /// A combining mark written as it is right after an escape joins the escape's last character
  /// (`\n` + U+0301 is `\` and `ń`): the error names the escape and the mark, at the backslash
  /// (column 18, by hand), and the hint spells the mark as an escape. A backslash or a closing
  /// quote with a mark joined is no escape and no end: said so (the backslash was read as text).
  @Test(
    arguments: [
      (
        "label \"A\" text \"a\\n\u{301}\"",
        #"U+0301 right after the escape "\n" in a string joins it into one character"#,
        18, #"\n\u{301}"#
      ),
      (
        "label \"A\" text \"a\\u{41}\u{301}\"",
        #"U+0301 right after the escape "\u{41}" in a string joins it into one character"#, 18,
        #"\u{41}\u{301}"#
      ),
      (
        "label \"A\" text \"a\\\\\u{301}\u{302}\"",
        #"U+0301 U+0302 right after the escape "\\" in a string joins it into one character"#, 18,
        #"\\\u{301}\u{302}"#
      ),
      (
        "label \"A\" text \"a\\\"\u{20DD}\"",
        #"U+20DD right after the escape "\"" in a string joins it into one character"#, 18, #"\"\u{20DD}"#
      ),
      (
        "label \"A\" text \"a\\u{4\u{301}1}\"",
        #"U+0301 right after the escape "\u{4" in a string joins it into one character"#, 18, #"\u{301}"#
      ),
      (
        "label \"A\" text \"a\\\u{301}b\"",
        "U+0301 right after a backslash in a string joins it into one character: it starts no escape", 18,
        #"\u{301}"#
      ),
      (
        "label \"A\" text \"ab\"\u{301}",
        "U+0301 right after a quote in a string joins it into one character: "
          + "it does not end the string", 19, #"\u{301}"#
      ),
      (
        "label \"A\" text \"\u{301}ab\"",
        "U+0301 right after a quote joins it into one character: it starts no string",
        16, #"\u{301}"#
      ),
    ])
  func aMarkJoinedToAnEscapeOrQuoteIsNamed(line: String, message: String, column: Int, spelled: String) throws
  {
    let error = try Self.only(line)
    #expect(error.message == message)
    #expect((error.line, error.column) == (1, column))
    #expect(error.hint?.contains(spelled) == true, "\(error.hint ?? "")")
  }

  /// A hostile character of 100 000 marks joined to an escape or a quote: the message names the
  /// first four and says there are more, so it stays short (by hand: four names and ` …`).
  @Test func aHugeRunOfJoinedMarksIsNamedShort() throws {
    let marks = String(repeating: "\u{301}", count: 100_000)
    for line in ["label \"A\" text \"a\\n\(marks)\"", "label \"A\" text \"ab\"\(marks)"] {
      let error = try Self.only(line)
      #expect(
        error.message.hasPrefix("U+0301 U+0301 U+0301 U+0301 … right after"), "\(error.message.prefix(80))")
      #expect(error.message.count < 200 && (error.hint?.count ?? 0) < 200)
    }
  }

  /// A declaration that fails (a misspelled kind) still declares its name, decoded by the lexer:
  /// `"Box\u{9D}"` is the name `Box` + U+009D, which the constraint below spells the same way, so
  /// no "unknown view" is added (before, the recovery path decoded `\u{9D}` as `u{9D}`).
  @Test func aFailedDeclarationsNameIsDecodedAsTheLexerDoes() throws {
    #expect(FailedDeclaration.viewName(in: Array(#"lable "Box\u{9D}" text "x""#)) == "Box\u{9D}")
    #expect(FailedDeclaration.viewName(in: Array(#"lable "A\"B\\" text "x""#)) == "A\"B\\")
    #expect(FailedDeclaration.viewName(in: Array(#"lable "A\u{D800}" text "x""#)) == nil)
    let source = "scene 375 x 667\nlable \"Box\\u{9D}\" text \"Name\"\n1. \"Box\\u{9D}\".Width = 100\n"
    let diagnostics = RecipeParser.parse(source).diagnostics
    #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))")
    #expect(diagnostics.first?.message.contains("unknown statement \"lable\"") == true)
    #expect(!diagnostics.contains { $0.message.contains("unknown view") }, "\(diagnostics.map(\.message))")
  }

  /// A declaration whose name holds a raw control character (U+0007) or a mark joined to a quote
  /// is one error, on its line: the name is declared with the character, so a constraint naming
  /// it with an escape (`"Bo\u{7}x"`) adds no "unknown view" (before, the lexer's problem gave no
  /// name and the constraint added one).
  @Test func aFailedDeclarationsNameKeepsARawControlCharacter() throws {
    #expect(FailedDeclaration.viewName(in: Array("label \"Bo\u{7}x\" text \"x\"")) == "Bo\u{7}x")
    // A quote and U+0301 (one character, which does not end the string), built outside the
    // macro: `#expect` cannot quote such a literal in its message.
    let joinedQuote = "\"\u{301}"
    let joined = FailedDeclaration.viewName(in: Array("label \"A" + joinedQuote + "B\" text \"x\""))
    #expect(joined == "A" + joinedQuote + "B")
    let source = "scene 375 x 667\nlabel \"Bo\u{7}x\" text \"Name\"\n1. \"Bo\\u{7}x\".Width = 100\n"
    let diagnostics = RecipeParser.parse(source).diagnostics
    #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))")
    #expect(diagnostics.first?.message.contains("control character") == true, "\(diagnostics.map(\.message))")
    #expect(!diagnostics.contains { $0.message.contains("unknown view") }, "\(diagnostics.map(\.message))")
  }

  /// A closing quote that carries a mark (`label "A"<U+0301> text ...`), followed by a space or
  /// the end of the line, still ends the failed declaration's name: the line's one error is the
  /// mark, and a constraint naming "A" is not "unknown view" (before, the name ran on to the next
  /// quote, `A"<U+0301> text `, and the constraint got that error too).
  @Test func aMarkOnTheClosingQuoteEndsAFailedDeclarationsName() throws {
    let joinedQuote = "\"\u{301}"
    #expect(FailedDeclaration.viewName(in: Array("label \"A" + joinedQuote + " text \"x\"")) == "A")
    #expect(FailedDeclaration.viewName(in: Array("label \"A" + joinedQuote)) == "A")
    let source = "scene 375 x 667\nlabel \"A" + joinedQuote + " text \"Name\"\n1. A.Width = 100\n"
    let diagnostics = RecipeParser.parse(source).diagnostics
    #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))")
    let messages = diagnostics.map(\.message)
    #expect(diagnostics.first?.message.contains("right after a quote") == true, "\(messages)")
    #expect(!diagnostics.contains { $0.message.contains("unknown view") }, "\(messages)")
  }

  /// A whole recipe whose name, text and title hold controls, a carriage return, a combining
  /// mark first and a noncharacter: format, parse and format again give the same text, no
  /// diagnostics, and the label's text scalar for scalar.
  @Test func aRecipeRoundTrips() throws {
    let text = "\u{301}AS IS\u{9D}\r\n" + String(Unicode.Scalar(0xFDEF as UInt32)!) + "\u{600}"
    let source =
      "recipe \"T\u{1B}\"\nlabel \"L\u{85}\" text \(RecipeFormatter.quoted(text))\n"
      .replacingOccurrences(of: "\u{1B}", with: #"\u{1B}"#).replacingOccurrences(
        of: "\u{85}", with: #"\u{85}"#)
    let first = RecipeParser.parse(source)
    #expect(first.diagnostics.isEmpty, "\(first.diagnostics)")
    let printed = RecipeFormatter.format(first.recipe)
    #expect(printed == source)
    let second = RecipeParser.parse(printed)
    #expect(second.diagnostics.isEmpty)
    #expect(RecipeFormatter.format(second.recipe) == printed)
    guard case .view(let view) = try #require(second.recipe.lines.dropFirst().first?.statement) else {
      Issue.record("no view line")
      return
    }
    let texts = view.properties.compactMap { property -> String? in
      if case .text(let text) = property.value { return text }
      return nil
    }
    #expect(texts.map { Array($0.unicodeScalars) } == [Array(text.unicodeScalars)])
    #expect(Array(view.name.value.spelling.unicodeScalars) == Array("L\u{85}".unicodeScalars))
  }
}
