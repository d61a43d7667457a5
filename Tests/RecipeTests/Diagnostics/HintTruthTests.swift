import Testing

@testable import Recipe

/// Every hint must be true: no "declare it first" for a view that is declared (on a line with an
/// error, further down, or in another variant), no "did you mean" naming an attribute the view
/// cannot have. Expected texts are written from the recipes below, by hand.
@Suite struct HintTruthTests {
  static func diagnostics(_ source: String) -> [Diagnostic] {
    RecipeParser.parse(source, fileName: "t").diagnostics
  }

  static let constraints = """
    1. A.Leading = Superview.LeadingMargin
    2. A.Top = Superview.TopMargin
    3. A.Width = 100
    """

  @Test(
    "a declaration line that cannot be parsed reports its own error only, not one per constraint",
    arguments: [
      // A control character in the text (the lexer's error), an unterminated string after the
      // name, a parent clause without a parent, a noncharacter in the text.
      ("label \"A\" text \"x\u{7}y\"", "control character U+0007 in a string"),
      ("label \"A\" text \"abc", "unterminated"),
      ("label \"A\" in", "expected"),
      ("label \"A\" text \"x\u{FFFE}\"", "noncharacter U+FFFE in a string"),
      // A misspelled view kind (issue 26, item 8): its did-you-mean, and the view counts as
      // declared, so the constraints naming it add nothing.
      ("textfeld \"A\" placeholder \"Email\"", "unknown statement \"textfeld\""),
      ("lable \"A\" text \"Name\"", "unknown statement \"lable\""),
    ])
  func failedDeclaration(_ line: String, _ message: String) {
    let found = Self.diagnostics("scene 375 x 667\n\(line)\n\(Self.constraints)\n")
    #expect(found.count == 1, "\(found.map(\.message))")
    #expect(found.first?.message.contains(message) == true, "\(found.map(\.message))")
    #expect(found.first?.range.start.line == 2)
    #expect(!found.contains { $0.message.contains("unknown view") })
  }

  @Test func aViewUsedAboveItsDeclarationIsToldWhereItIs() throws {
    let found = Self.diagnostics("scene 375 x 667\n1. A.Width = 100\nview \"A\"\n")
    let error = try #require(found.first)
    #expect(error.message == "unknown view \"A\"")
    #expect(
      error.hint
        == "\"A\" is declared on line 3, below this line: move its declaration above the lines that use it")
  }

  @Test func aViewOfAnotherVariantIsToldWhichVariant() throws {
    let source = """
      scene 375 x 667
      view "B"
      1. B.Width = 10
      variant "Wide"
        view "Extra"
      variant "Narrow"
        set "Extra" hidden
      """
    let error = try #require(Self.diagnostics(source).first)
    #expect(error.range.start.line == 7)
    #expect(
      error.hint
        == "\"Extra\" is declared only in variant \"Wide\" (line 5); declare it before the first variant to use it in variant \"Narrow\""
    )
    let base = try #require(
      Self.diagnostics("scene 375 x 667\n1. Extra.Width = 10\nvariant \"W\"\n  view \"Extra\"\n").first)
    #expect(
      base.hint
        == "\"Extra\" is declared only in variant \"W\" (line 4); declare it before the first variant to use it here"
    )
  }

  @Test func aViewDeclaredNowhereStillGetsTheUsualHints() throws {
    let typo = try #require(
      Self.diagnostics("scene 375 x 667\nview \"Name Label\"\n1. Name Lable.Width = 1\n").first)
    #expect(typo.hint == "did you mean \"Name Label\"?")
    let missing = try #require(Self.diagnostics("scene 375 x 667\nview \"B\"\n1. Zzz.Width = 1\n").first)
    #expect(missing.hint == "declare it first, for example: view \"Zzz\"")
  }

  @Test(
    "an unknown attribute's suggestion is one this kind of view has",
    arguments: [
      // (declaration, suggested attribute or nil when none may be suggested, one it must not name)
      ("label \"A\" axs vertical", nil, "axis"),
      ("stackView \"S\" axs vertical", "axis", nil),
      ("button \"B\" placehlder \"x\"", nil, "placeholder"),
      ("textField \"F\" placehlder \"x\"", "placeholder", nil),
      ("label \"A\" titel \"x\"", nil, "title"),
      ("button \"B\" titel \"x\"", "title", nil),
      ("view \"V\" lnes 2", nil, "lines"),
    ] as [(String, String?, String?)])
  func attributeSuggestions(_ line: String, _ suggested: String?, _ forbidden: String?) throws {
    let error = try #require(
      Self.diagnostics("scene 375 x 667\n\(line)\n").first { $0.message.hasPrefix("unknown attribute") })
    let hint = try #require(error.hint)
    if let suggested { #expect(hint == "did you mean \"\(suggested)\"?") }
    if let forbidden {
      #expect(!hint.contains("did you mean"))
      #expect(
        !hint.split(separator: " ").contains { $0.trimmingCharacters(in: [","]) == forbidden }, "\(hint)")
    }
  }
}
