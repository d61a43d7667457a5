import Testing

@testable import Recipe

@Suite("Rendered diagnostics and hostile input")
struct RenderingTests {
  @Test("a diagnostic renders as file:line:column, the source line, a caret line and a hint")
  func rendered() throws {
    let source = "scene 375 x 667\nlabel \"Name Label\"\n5. Name Lable.Baseline = Name Label.Baseline\n"
    let diagnostic = try #require(diagnose(source).first)
    // The name spans columns 4-13 (10 characters): a caret and nine tildes under it.
    let expected = """
      t.recipe:3:4: error: unknown view "Name Lable"
      5. Name Lable.Baseline = Name Label.Baseline
         ^~~~~~~~~~
      hint: did you mean "Name Label"?
      """
    #expect(diagnostic.rendered(source: source) == expected)
  }

  @Test("tabs in the source line stay tabs in the caret line")
  func tabs() throws {
    let source = "scene 375 x 667\n\tlable \"X\""
    let diagnostic = try #require(diagnose(source).first)
    let lines = diagnostic.rendered(source: source).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[2] == "\t^~~~~")  // "lable": a caret and four tildes
  }

  @Test("binary garbage gives errors, never a crash, and at most the cap plus one")
  func binaryGarbage() {
    var bytes: [UInt8] = []
    var state: UInt32 = 12345
    for _ in 0..<20_000 {
      // A linear congruential generator: fixed, varied bytes including NUL and newlines.
      state = state &* 1_103_515_245 &+ 12345
      bytes.append(UInt8(truncatingIfNeeded: state >> 16))
    }
    let source = String(decoding: bytes, as: UTF8.self)
    let result = RecipeParser.parse(source, fileName: "garbage")
    #expect(result.hasErrors)
    #expect(result.diagnostics.count <= RecipeParser.maximumDiagnostics + 1)
    for diagnostic in result.diagnostics {
      let text = diagnostic.rendered(source: source)
      #expect(!text.unicodeScalars.contains { $0.value < 32 && $0 != "\n" && $0 != "\t" })
    }
  }

  @Test("a 10,000-character line is reported with a window around the error")
  func longLine() throws {
    let name = String(repeating: "a", count: 10_000)
    let source = "scene 375 x 667\nlabel \"Name Label\"\n1. Name Label.Leading = \(name)b.Leading"
    let diagnostic = try #require(diagnose(source).first)
    #expect(diagnostic.message.hasPrefix("unknown view \"aaaa"))
    #expect((diagnostic.line, diagnostic.column) == (3, 25))
    let lines = diagnostic.rendered(source: source).split(separator: "\n")
    #expect(lines[1].count <= Diagnostic.displayWidth + 6)
    #expect(lines[1].hasSuffix("..."))
  }

  @Test("an error far into a long line shows the window around it, caret under it")
  func longLineFarError() throws {
    let padding = String(repeating: " ", count: 5_000)
    let source = "scene 375 x 667\n\(padding)lable \"X\""
    let diagnostic = try #require(diagnose(source).first)
    #expect(diagnostic.column == 5_001)
    let lines = diagnostic.rendered(source: source).split(separator: "\n").map(String.init)
    let caretColumn = try #require(lines[2].firstIndex(of: "^"))
    let wordStart = try #require(lines[1].range(of: "lable")?.lowerBound)
    #expect(
      lines[2].distance(from: lines[2].startIndex, to: caretColumn)
        == lines[1].distance(from: lines[1].startIndex, to: wordStart))
  }

  @Test("windows line endings and a byte order mark parse like plain newlines")
  func lineEndings() {
    let source =
      "\u{FEFF}scene 375 x 667\r\nlabel \"Name Label\"\r\n1. Name Label.Leading = Superview.LeadingMargin\r\n"
    #expect(diagnose(source).isEmpty)
  }

  @Test("odd but valid: quoted item names, tabs, comments after statements")
  func oddButValid() {
    let source = """
      scene\t375 x 667   # the cookbook's screenshots
      label "Name: Label #1" text "a \\"quoted\\" text"
      1. "Name: Label #1".Leading = Superview.LeadingMargin  # the only constraint
      """
    let result = RecipeParser.parse(source, fileName: "t")
    #expect(result.diagnostics.isEmpty)
    #expect(result.recipe.views.first?.properties.first?.value == .text("a \"quoted\" text"))
    #expect(result.recipe.lines[2].trailingComment == "the only constraint")
  }

  @Test("diagnostics rendered together read exactly as each rendered alone, CRLF lines included")
  func renderedTogether() {
    // Three errors on lines 2, 4 and 5 of a CRLF file: the batch form splits the source once,
    // and must pick the same lines (without the carriage return) as the one-by-one form.
    let source =
      "scene 375 x 667\r\nlable \"A\"\r\nlabel \"Name Label\"\r\n1. Nme Label.Top = Superview.Top\r\n"
      + "2. Name Label.Leading = Superview.Widht\r\n"
    let diagnostics = diagnose(source)
    #expect(diagnostics.map(\.line) == [2, 4, 5])
    let oneByOne = diagnostics.map { $0.rendered(source: source) }.joined(separator: "\n")
    #expect(diagnostics.rendered(source: source) == oneByOne)
    #expect(diagnostics.rendered(source: source).contains("1. Nme Label.Top = Superview.Top\n"))
    #expect(!diagnostics.rendered(source: source).contains("\r"))
  }
}
