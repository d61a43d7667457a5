import Layout
import Testing

@testable import Recipe

/// The stack view syntax: `stackView "NAME" [in "PARENT"] axis ... alignment ... distribution ...
/// spacing N [baselineRelative] [marginsRelative]`, and `spacingAfter N` / `hidden` on views.
@Suite("Stack views in the recipe language")
struct StackViewSyntaxTests {
  static let source = """
    recipe "Stacks"
    scene 375 x 667

    stackView "Outer" axis vertical alignment fill distribution fill spacing 8 marginsRelative
    stackView "Row" in "Outer" axis horizontal alignment firstBaseline distribution fillEqually spacing 8.5 baselineRelative
    label "Name" in "Row" text "Name" spacingAfter 20
    textField "Field" in "Row" placeholder "Enter name" hidden
    button "Save" in "Outer" title "Save"

    1. Outer.Leading = Superview.LeadingMargin
    2. Outer.Trailing = Superview.TrailingMargin
    3. Outer.Top = Top Layout Guide.Bottom + 20.0

    variant "Narrow"
      set "Row" alignment center spacing 4
      set "Outer" alignment TOP distribution equalCentering axis horizontal
      set "Field" margins 4

    variant "Bottom"
      set "Row" alignment bottom
    """

  @Test("parses, formats back to the same text, and lowers to Layout's stack properties")
  func roundTrip() throws {
    let parsed = RecipeParser.parse(Self.source, fileName: "s.recipe")
    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map(\.summary))")
    let formatted = RecipeFormatter.format(parsed.recipe)
    #expect(formatted == Self.source + "\n")
    #expect(RecipeParser.parse(formatted).recipe == parsed.recipe)

    let compiled = RecipeCompiler.compile(Self.source, fileName: "s.recipe")
    #expect(!compiled.hasErrors, "\(compiled.diagnostics.map(\.summary))")
    let base = try #require(compiled.variant(named: "Bottom")?.scene)
    let outer = try #require(base.views.first { $0.name.spelling == "Outer" })
    let row = try #require(base.views.first { $0.name.spelling == "Row" })
    #expect(outer.kind == .stackView)
    #expect(
      outer.stack
        == StackConfiguration(
          axis: .vertical, alignment: .fill, distribution: .fill, spacing: 8,
          isLayoutMarginsRelativeArrangement: true))
    #expect(
      row.stack
        == StackConfiguration(
          axis: .horizontal, alignment: .bottom, distribution: .fillEqually, spacing: 8.5,
          isBaselineRelativeArrangement: true))
    #expect(base.views.first { $0.name.spelling == "Name" }?.customSpacingAfter == 20)
    #expect(base.views.first { $0.name.spelling == "Field" }?.isHidden == true)

    // `alignment center` in a set line is the stack alignment on a stack view; `TOP` spells top.
    let narrow = try #require(compiled.variant(named: "Narrow")?.scene)
    #expect(narrow.views.first { $0.name == "Row" }?.stack?.alignment == .center)
    #expect(narrow.views.first { $0.name == "Row" }?.stack?.spacing == 4)
    let narrowOuter = narrow.views.first { $0.name == "Outer" }?.stack
    #expect(narrowOuter?.alignment == .top)
    #expect(narrowOuter?.distribution == .equalCentering)
    #expect(narrowOuter?.axis == .horizontal)
  }

  @Test("the defaults are UIKit's: horizontal, fill, fill, spacing 0")
  func defaults() throws {
    let compiled = RecipeCompiler.compile("stackView \"S\"\nlabel \"A\" in \"S\" text \"A\"")
    #expect(!compiled.hasErrors, "\(compiled.diagnostics.map(\.summary))")
    let stack = try #require(compiled.variants.first?.scene.views.first)
    #expect(stack.stack == StackConfiguration())
  }

  /// The only diagnostic of `source`.
  func only(_ source: String) throws -> Diagnostic {
    let diagnostics = RecipeCompiler.compile(source, fileName: "t.recipe").diagnostics
    #expect(diagnostics.count == 1, "\(diagnostics.map(\.summary))")
    return try #require(diagnostics.first)
  }

  @Test("an unknown distribution, with a did-you-mean hint")
  func unknownDistribution() throws {
    // `stackView "S" distribution ` is 27 characters: the word starts at column 28.
    let d = try only("stackView \"S\" distribution fillEqualy")
    #expect(d.message == "unknown distribution \"fillEqualy\"")
    #expect((d.line, d.column) == (1, 28))
    #expect(d.hint == "did you mean \"fillEqually\"?")
  }

  @Test("an unknown stack alignment lists the stack alignments")
  func unknownStackAlignment() throws {
    let d = try only("stackView \"S\" alignment centre")
    #expect(d.message == "unknown stack alignment \"centre\"")
    #expect((d.line, d.column) == (1, 25))
    #expect(d.hint == "did you mean \"center\"?")
  }

  @Test("a baseline alignment in a vertical stack is a warning at the alignment word")
  func baselineAlignmentInAVerticalStack() throws {
    // `stackView "S" axis vertical alignment ` is 38 characters: the word starts at column 39.
    let d = try only("stackView \"S\" axis vertical alignment lastBaseline")
    #expect(d.severity == .warning)
    #expect(
      d.message
        == "alignment lastBaseline is for horizontal stack views; a vertical stack aligns nothing across its "
        + "axis with it, so its views' horizontal positions are ambiguous")
    #expect((d.line, d.column) == (1, 39))
    #expect(diagnose("stackView \"S\" axis horizontal alignment firstBaseline").isEmpty)
    #expect(diagnose("stackView \"S\" alignment firstBaseline").isEmpty)
    #expect(diagnose("stackView \"S\" axis vertical alignment leading").isEmpty)
  }

  @Test("an unknown axis")
  func unknownAxis() throws {
    let d = try only("stackView \"S\" axis diagonal")
    #expect(d.message == "unknown axis \"diagonal\"")
    #expect((d.line, d.column) == (1, 20))
    #expect(d.hint == "expected one of: horizontal, vertical")
  }

  @Test("spacing needs a number or system")
  func spacingWithoutNumber() throws {
    let d = try only("stackView \"S\" spacing wide")
    #expect(d.message == "unknown spacing \"wide\"")
    #expect((d.line, d.column) == (1, 23))
    #expect(d.hint == "expected one of: system")
    let typo = try only("stackView \"S\" spacing sytem")
    #expect(typo.hint == "did you mean \"system\"?")
    let missing = try only("stackView \"S\" spacing axis vertical")
    #expect(missing.message == "expected a spacing in points or system, found \"axis\"")
    #expect((missing.line, missing.column) == (1, 23))
  }

  @Test("spacing system: UIStackView.spacingUseSystem; a number in a set line turns it off")
  func spacingSystem() throws {
    let source = """
      stackView "S" axis vertical spacing system

      variant "Fixed"
        set "S" spacing 4
      """
    let parsed = RecipeParser.parse(source)
    #expect(parsed.diagnostics.isEmpty)
    #expect(RecipeFormatter.format(parsed.recipe) == source + "\n")
    let base = try #require(RecipeCompiler.compile("stackView \"S\" spacing system").variants.first?.scene)
    #expect(base.views[0].stack?.spacingUseSystem == true)
    let fixed = try #require(RecipeCompiler.compile(source).variant(named: "Fixed")?.scene)
    #expect(fixed.views[0].stack?.spacingUseSystem == false && fixed.views[0].stack?.spacing == 4)
  }

  @Test("hidden canvas: hidden as on Interface Builder's canvas; another word after hidden is an error")
  func hiddenCanvas() throws {
    let source = """
      stackView "S" axis vertical
      label "L" in "S" text "x" hidden canvas spacingAfter 4
      label "M" in "S" text "y" hidden
      """
    let parsed = RecipeParser.parse(source)
    #expect(parsed.diagnostics.isEmpty)
    #expect(RecipeFormatter.format(parsed.recipe) == source + "\n")
    let scene = try #require(RecipeCompiler.compile(source).variants.first?.scene)
    #expect(scene.views[1].isHidden && scene.views[1].isHiddenOnCanvas)
    #expect(scene.views[2].isHidden && !scene.views[2].isHiddenOnCanvas)
    let d = try only("label \"L\" text \"x\" hidden always")
    #expect((d.line, d.column) == (1, 27), "\(d.message)")
  }

  @Test("hidden canvas at N: the offset IB stored along the stack's axis; a word after at is an error")
  func hiddenCanvasAt() throws {
    let source = """
      stackView "S" axis vertical
      label "L" in "S" text "x" hidden canvas at -36 spacingAfter 4
      label "M" in "S" text "y" hidden canvas at 12.5
      label "N" in "S" text "z" hidden canvas
      """
    let parsed = RecipeParser.parse(source)
    #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map(\.message))")
    #expect(RecipeFormatter.format(parsed.recipe) == source + "\n")
    let scene = try #require(RecipeCompiler.compile(source).variants.first?.scene)
    #expect(scene.views[1].isHiddenOnCanvas && scene.views[1].canvasOffset == -36)
    #expect(scene.views[1].customSpacingAfter == 4)
    #expect(scene.views[2].isHiddenOnCanvas && scene.views[2].canvasOffset == 12.5)
    #expect(scene.views[3].isHiddenOnCanvas && scene.views[3].canvasOffset == nil)
    let d = try only("stackView \"S\"\nlabel \"L\" in \"S\" text \"x\" hidden canvas at top")
    #expect((d.line, d.column) == (2, 44), "\(d.message)")
    #expect(d.message == "expected an offset in points along the stack's axis, found \"top\"", "\(d.message)")
    #expect(d.hint?.contains("\"hidden canvas at 36\"") == true, "\(d.hint ?? "no hint")")
    // At the end of the line: located just after "at" (which ends at column 42), the same hint.
    let end = try only("stackView \"S\"\nlabel \"L\" in \"S\" text \"x\" hidden canvas at")
    #expect((end.line, end.column) == (2, 43), "\(end.message)")
    #expect(end.message == "expected an offset in points along the stack's axis at the end of the line")
    #expect(end.hint?.contains("leave out \"at\"") == true, "\(end.hint ?? "no hint")")
    // A minus sign with no number after it: the same hint.
    let minus = try only("stackView \"S\"\nlabel \"L\" in \"S\" text \"x\" hidden canvas at -")
    #expect(minus.hint == d.hint, "\(minus.message)")
    // Outside a stack view the offset places nothing: a warning at the number (column 37), the
    // view still hidden.
    let outside = try only("label \"L\" text \"x\" hidden canvas at 40")
    #expect(outside.severity == .warning && (outside.line, outside.column) == (1, 37), "\(outside.summary)")
    #expect(outside.message.contains("not in a stack view"), "\(outside.message)")
    let lone = try #require(
      RecipeCompiler.compile("label \"L\" text \"x\" hidden canvas at 40").variants.first?.scene)
    #expect(lone.views[0].isHidden)
  }

  @Test("stack attributes on a label are errors that say where they belong")
  func stackAttributeOnLabel() throws {
    let d = try only("label \"L\" text \"x\" distribution fill")
    #expect(d.message == "a label has no attribute \"distribution\"")
    #expect((d.line, d.column) == (1, 20))
    #expect(d.hint == "\"distribution\" applies to: stackView")
    let spacing = try only("label \"L\" text \"x\" spacing 8")
    #expect(spacing.message == "a label has no attribute \"spacing\"")
    #expect(spacing.hint == "spacing belongs to a stack view; use spacingAfter on an arranged view")
  }

  @Test("a stack alignment word on a label in a set line")
  func stackAlignmentOnLabel() throws {
    let d = try only("label \"L\" text \"x\"\nset \"L\" alignment firstBaseline")
    #expect(d.message == "a label has no attribute \"alignment\"")
    #expect((d.line, d.column) == (2, 9))
    #expect(d.hint == "labels align text with natural, left, center, right or justified")
  }

  @Test("spacingAfter outside a stack view")
  func spacingAfterOutsideStack() throws {
    let d = try only("label \"L\" text \"x\" spacingAfter 12")
    #expect(d.message == "\"L\" is not in a stack view, so it has no spacing after it")
    #expect((d.line, d.column) == (1, 20))
  }
}
