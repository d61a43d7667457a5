import Testing

@testable import Recipe

/// The diagnostics of compiling `source` (parse, check and lower).
func diagnose(_ source: String) -> [Diagnostic] {
  RecipeCompiler.compile(source, fileName: "t.recipe").diagnostics
}

/// The usual header: a scene and the two views of A1 (lines 1-3).
let header = """
  scene 375 x 667
  label "Name Label" text "Name"
  textField "Name Text Field" placeholder "Enter name"

  """

@Suite("Diagnostics: exact message, line and column")
struct DiagnosticTests {
  /// The only diagnostic of `source`, or a recorded issue.
  func only(_ source: String) throws -> Diagnostic {
    let diagnostics = diagnose(source)
    #expect(diagnostics.count == 1, "\(diagnostics.map(\.summary))")
    return try #require(diagnostics.first)
  }

  @Test("unknown view, with a did-you-mean hint")
  func unknownView() throws {
    // Line 4; "5. " is three characters, so the name starts at column 4.
    let d = try only(header + "5. Name Lable.Baseline = Name Text Field.Baseline")
    #expect(d.message == "unknown view \"Name Lable\"")
    #expect((d.line, d.column) == (4, 4))
    #expect(d.hint == "did you mean \"Name Label\"?")
    #expect(d.severity == .error)
  }

  @Test("unknown attribute, with a did-you-mean hint")
  func unknownAttribute() throws {
    // "1. Name Label." is 14 characters: the attribute starts at column 15.
    let d = try only(header + "1. Name Label.Leadng = Superview.LeadingMargin")
    #expect(d.message == "unknown attribute \"Leadng\"")
    #expect((d.line, d.column) == (4, 15))
    #expect(d.hint == "did you mean \"Leading\"?")
  }

  @Test("a number where a name was expected")
  func numberForName() throws {
    let d = try only(header + "1. 20 = Name Label.Leading")
    #expect(d.message == "expected a name, found number 20")
    #expect((d.line, d.column) == (4, 4))
    let view = try only("scene 375 x 667\nlabel 42 text \"x\"")
    #expect(view.message == "expected a quoted view name after \"label\", found number 42")
    #expect((view.line, view.column) == (2, 7))
  }

  @Test("mixing axes points at the second attribute")
  func mixingAxes() throws {
    // "1. " (3) + "Name Label.Leading" (18) + " = " (3) + "Name Text Field." (16) = 40.
    let d = try only(header + "1. Name Label.Leading = Name Text Field.Top")
    #expect(d.message == "cannot relate horizontal Leading to vertical Top")
    #expect((d.line, d.column) == (4, 41))
  }

  @Test("a size with a location, a location equal to a constant, leading with left")
  func invalidPairs() throws {
    let size = try only(header + "1. Name Label.Width = Name Text Field.Leading")
    #expect(size.message == "cannot relate size attribute Width to location attribute Leading")
    #expect((size.line, size.column) == (4, 39))
    let alone = try only(header + "1. Name Label.Top = 20")
    #expect(alone.message == "Top is a location and cannot equal a constant")
    #expect((alone.line, alone.column) == (4, 4))
    let mixed = try only(header + "1. Name Label.Leading = Name Text Field.Left")
    #expect(mixed.message == "cannot mix Leading with Left")
  }

  @Test("width = height (an aspect ratio) is valid")
  func aspectRatio() {
    #expect(diagnose(header + "1. Name Label.Width = 2 x Name Label.Height").isEmpty)
  }

  @Test("a constraint number used twice")
  func duplicateNumber() throws {
    let d = try only(
      header
        + "1. Name Label.Leading = Superview.LeadingMargin\n1. Name Text Field.Trailing = Superview.TrailingMargin"
    )
    #expect(d.message == "constraint number 1 is used twice")
    #expect((d.line, d.column) == (5, 1))
    #expect(d.hint == "it is first used on line 4")
  }

  @Test("an unterminated string")
  func unterminatedString() throws {
    let d = try only("scene 375 x 667\nlabel \"Name Label text \"Name\"")
    // The string opened at column 7 closes at column 24 (16 characters between); the quote
    // after `Name` (columns 25-28) opens a string at column 29 that never closes.
    #expect(d.message == "unterminated string")
    #expect((d.line, d.column) == (2, 29))
    #expect(d.hint == "close the string with \" on the same line")
  }

  @Test("priority 0 and 1001 are out of range")
  func priorityRange() throws {
    let zero = try only(header + "1. Name Label.Top = Top Layout Guide.Bottom (Priority 0)")
    #expect(zero.message == "priority 0 is out of range 1...1000")
    // "1. Name Label.Top = Top Layout Guide.Bottom " is 44 characters.
    #expect((zero.line, zero.column) == (4, 45))
    let big = try only(header + "1. Name Label.Top = Top Layout Guide.Bottom @1001")
    #expect(big.message == "priority 1001 is out of range 1...1000")
    #expect((big.line, big.column) == (4, 45))
    let fraction = try only(header + "1. Name Label.Top = Top Layout Guide.Bottom @249.5")
    #expect(fraction.message == "priority 249.5 is not a whole number")
  }

  @Test("unknown priority name")
  func unknownPriorityName() throws {
    let d = try only(header + "1. Name Label.Top = Top Layout Guide.Bottom @defaultHigg")
    #expect(d.message == "unknown priority \"defaultHigg\"")
    #expect(d.hint == "did you mean \"defaultHigh\"?")
  }

  @Test("an empty file")
  func emptyFile() throws {
    let d = try only("")
    #expect(d.message == "the recipe is empty")
    #expect((d.line, d.column) == (1, 1))
    #expect(try only("# only a comment\n\n").message == "the recipe is empty")
  }

  @Test("unknown device, with a did-you-mean hint")
  func unknownDevice() throws {
    let d = try only("device \"iPhone 9\" landscape\nview \"Box\"")
    #expect(d.message == "unknown device \"iPhone 9\"")
    #expect((d.line, d.column) == (1, 8))
    #expect(d.hint == "did you mean \"iPhone 8\"?")
  }

  @Test("unknown statement and unknown view attribute")
  func unknownWords() throws {
    let statement = try only("scene 375 x 667\nlable \"Name Label\"")
    #expect(statement.message == "unknown statement \"lable\"")
    #expect(statement.hint == "did you mean \"label\"?")
    let attribute = try only("scene 375 x 667\nlabel \"Name Label\" txt \"Name\"")
    #expect(attribute.message == "unknown attribute \"txt\"")
    #expect((attribute.line, attribute.column) == (2, 20))
    #expect(attribute.hint == "did you mean \"text\"?")
  }

  @Test("an attribute the kind of view does not have")
  func wrongKind() throws {
    let d = try only("scene 375 x 667\nbutton \"Short Button\" text \"Short\"")
    #expect(d.message == "a button has no attribute \"text\"")
    #expect((d.line, d.column) == (2, 23))
    #expect(d.hint == "a button's text is its title: title \"...\"")
  }

  @Test("a view declared twice, an unknown parent, an unknown colour")
  func views() throws {
    let twice = try only("scene 375 x 667\nview \"Box\"\nview \"box\"")
    #expect(twice.message == "view \"box\" is declared twice")
    #expect((twice.line, twice.column) == (3, 6))
    let parent = try only("scene 375 x 667\nview \"Bubble\"\nlabel \"Message\" in \"Buble\"")
    #expect(parent.message == "unknown view \"Buble\"")
    #expect(parent.hint == "did you mean \"Bubble\"?")
    let colour = try only("scene 375 x 667\nview \"Box\" background ligthGray")
    #expect(colour.message == "unknown colour \"ligthGray\"")
    #expect((colour.line, colour.column) == (2, 23))
    #expect(colour.hint == "did you mean \"lightGray\"?")
  }

  @Test("install lists name existing constraints; Content View needs a cell")
  func installAndContentView() throws {
    let install = try only(header + "1. Name Label.Leading = Superview.LeadingMargin\nuninstall 1, 3")
    #expect(install.message == "unknown constraint 3")
    #expect((install.line, install.column) == (5, 14))
    let content = try only(header + "1. Name Label.Leading = Content View.LeadingMargin")
    #expect(content.message == "Content View exists only in a cell")
    #expect((content.line, content.column) == (4, 25))
  }

  @Test("every error of a file is reported, in source order")
  func allErrors() {
    let source =
      header + """
        1. Name Lable.Leading = Superview.LeadingMargin
        2. Name Label.Leading = Superview.Top
        label "Unterminated
        3. Name Label.Width = 20 @0
        """
    let lines = diagnose(source).map(\.line)
    #expect(lines == [4, 5, 6, 7])
  }

  @Test("errors in a variant are reported once, at the variant's line")
  func variantErrors() throws {
    let d = try only(
      header + "1. Name Label.Leading = Superview.LeadingMargin\nvariant \"A\"\n  set \"Nme Label\" font 36")
    #expect(d.message == "unknown view \"Nme Label\"")
    #expect((d.line, d.column) == (6, 7))
    let twice = try only(header + "variant \"A\"\nvariant \"a\"")
    #expect(twice.message == "variant \"a\" is declared twice")
  }

  @Test("a file whose only line is wrong is not also called empty")
  func notEmptyWhenWrong() throws {
    let d = try only("scene 100001 x 10")
    #expect(d.message == "a scene width must be 0 or more and at most 100000 points, found 100001")
    #expect((d.line, d.column) == (1, 7))
  }

  @Test("a missing right-hand side, an empty variant name, a glued exponent")
  func hostileLines() throws {
    let missing = try only("view \"A\"\n1. A.Width =")
    // "1. A.Width =" is 12 characters: the end of the line is column 13.
    #expect(
      missing.message == "expected an item such as Superview.Leading, or a constant at the end of the line")
    #expect((missing.line, missing.column) == (2, 13))
    let variant = try only("view \"A\"\nvariant \"\"")
    #expect(variant.message == "a variant name cannot be empty")
    #expect((variant.line, variant.column) == (2, 9))
    let exponent = try only("view \"A\"\n1. A.Width = 1e5")
    #expect(exponent.message == "numbers are written without an exponent: 1e5")
    #expect(exponent.hint == "write 100000 instead")
    // A small number's hint has no exponent either (it said "write 1e-05 instead").
    let small = try only("view \"A\"\n1. A.Width = 2.5e-5")
    #expect(small.hint == "write 0.000025 instead")
    #expect((exponent.line, exponent.column) == (2, 14))
    // 1e308 is finite but far over the limit: "too large", not "unexpected e308".
    let huge = try only("view \"A\"\n1. A.Width = 1e308")
    #expect(huge.message == "number too large: 1e308")
    #expect((huge.line, huge.column) == (2, 14))
    // \u0000 is no escape of the language: reported, not read as "u0000".
    let escape = try only("label \"A\" text \"a\\u0000b\"")
    #expect(escape.message == "unknown escape \"\\u\" in a string")
    #expect((escape.line, escape.column) == (1, 18))
    let glyph = try only("\u{1F600}")
    #expect(glyph.message == "unexpected character \"\u{1F600}\" (U+1F600)")
  }

  @Test("a number of 400 digits is too large, not infinite")
  func hugeNumber() throws {
    let d = try only("scene " + String(repeating: "9", count: 400) + " x 10")
    #expect(d.message == "number too large: " + String(repeating: "9", count: 400))
    #expect((d.line, d.column) == (1, 7))
  }
}
