import Testing

@testable import Recipe

/// The statements of a parsed source (comments and blanks included), requiring no diagnostics.
func statements(_ source: String) -> [RecipeStatement] {
  let result = RecipeParser.parse(source, fileName: "t")
  #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.summary))")
  return result.recipe.lines.map(\.statement)
}

@Suite("Statements: scenes, views, variants")
struct StatementParsingTests {
  @Test("view declarations with every attribute")
  func viewAttributes() throws {
    let source = """
      view "Bubble" background "#007AFF" margins 8 16 8 16 intrinsic none x 4
      label "Name Label" in "Bubble" text "Name" font "Inter" 14 weight semibold italic lines 0 alignment right color white hugging horizontal 249 resistance vertical 751
      imageView "Photo" image 40 x 30 hugging 250
      button "B" title "Go" font 15 weight 700
      """
    let views = statements(source).compactMap { statement -> ViewSyntax? in
      if case .view(let view) = statement { return view }
      return nil
    }
    #expect(views.map(\.kind.value) == [.view, .label, .imageView, .button])
    let label = views[1]
    #expect(label.parent?.value.spelling == "Bubble")
    let keywords = label.properties.map(\.value.keyword)
    #expect(
      keywords == [
        "text", "font", "weight", "italic", "lines", "alignment", "color", "hugging", "resistance",
      ])
    #expect(
      label.properties[1].value
        == .font(FontSyntax(family: "Inter", size: .synthesized(14, at: label.name.range), style: nil)))
    #expect(label.properties[2].value == .weight(.synthesized(600, at: label.name.range)))
    if case .hugging(let axis, let priority) = label.properties[7].value {
      #expect(axis == .horizontal)
      #expect(priority.value == 249)
    } else {
      Issue.record("expected hugging")
    }
    if case .intrinsic(let width, let height) = views[0].properties[2].value {
      #expect(width == nil)
      #expect(height?.value == 4)
    } else {
      Issue.record("expected intrinsic")
    }
    #expect(
      views[0].properties[1].value == .margins([8, 16, 8, 16].map { .synthesized($0, at: label.name.range) }))
  }

  @Test("scene forms: size, device, cell, scale, size class, dynamic type")
  func scenes() {
    // One scene per recipe: each form is parsed on its own, the other lines together.
    let parsed =
      statements("scene 375x667 scale 3") + statements("device \"iPhone X\" landscape")
      + statements("cell width 320\nsize class Compact-Regular\ndynamic type AX5\ndynamic type extraLarge")
    guard case .scene(let size) = parsed[0], case .size(let width, let height) = size.shape else {
      Issue.record("scene")
      return
    }
    #expect((width.value, height.value, size.scale?.value) == (375, 667, 3))
    guard case .scene(let device) = parsed[1], case .device(let name, let orientation) = device.shape else {
      Issue.record("device")
      return
    }
    #expect(name.value == "iPhone X")
    #expect(orientation?.value == .landscape)
    guard case .sizeClass(let classes) = parsed[3] else {
      Issue.record("size class")
      return
    }
    #expect((classes.width.value, classes.height.value) == (.compact, .regular))
    guard case .dynamicType(let ax5) = parsed[4], case .dynamicType(let xl) = parsed[5] else {
      Issue.record("dynamic type")
      return
    }
    #expect(ax5.value == .accessibilityExtraExtraExtraLarge)
    #expect(xl.value == .extraLarge)
  }

  @Test("variants collect the lines that follow them")
  func variants() {
    let source = """
      recipe "T"
      view "Box"
      1. Box.Width = 10

      variant "One"
        set "Box" background red
        uninstall 1
      variant "Two"  # a comment
        install 1
        2. Box.Height = 5
      """
    let result = RecipeParser.parse(source, fileName: "t")
    #expect(result.diagnostics.isEmpty)
    #expect(result.recipe.title == "T")
    #expect(result.recipe.variantNames == ["One", "Two"])
    #expect(result.recipe.variants[0].lines.count == 2)
    #expect(result.recipe.variants[1].trailingComment == "a comment")
    #expect(result.recipe.lines.last?.statement != .blank)
  }

  @Test("install lists: numbers, letters and ranges")
  func installLists() {
    let parsed = statements(
      "view \"B\"\n1. B.Width = 1\n2. B.Height = 1\nC: B.Top = Superview.Top\nuninstall 1-2, C")
    guard case .install(let install) = parsed.last else {
      Issue.record("install")
      return
    }
    #expect(!install.installs)
    #expect(install.items.flatMap(\.labels) == [.number(1), .number(2), .letter("C")])
  }
}

@Suite("The canonical formatter")
struct FormatterTests {
  /// Formats a source and checks that the output parses back to the same recipe.
  func format(_ source: String) -> String {
    let first = RecipeParser.parse(source, fileName: "t")
    let text = RecipeFormatter.format(first.recipe)
    #expect(RecipeParser.parse(text, fileName: "t").recipe == first.recipe)
    return text
  }

  @Test("constraints print in the cookbook's notation, keeping spellings")
  func constraints() {
    let source = """
      view "Box"
      view "Other Box"
      1.Box.Leading==Other Box.Trailing+Standard
      2. Box.Width = Other Box.Width x 2 @ 750
      3. Box.Top = Other Box.Bottom - 10 (priority defaultLow - 1)
      4. Box.Height >= -5
      A. Box.FirstBaseline = Other Box.LastBaseline + 2 x system spacing
      """
    #expect(
      format(source) == """
        view "Box"
        view "Other Box"
        1. Box.Leading = Other Box.Trailing + Standard
        2. Box.Width = 2 x Other Box.Width @750
        3. Box.Top = Other Box.Bottom - 10 (Priority defaultLow - 1)
        4. Box.Height >= -5
        A: Box.FirstBaseline = Other Box.LastBaseline + 2 x SystemSpacing

        """)
  }

  @Test("names that would not read back are quoted")
  func quoting() {
    let source = """
      view "Box #1"
      view "2nd Box"
      1. "Box #1".Leading = "2nd Box".Trailing
      """
    #expect(format(source).contains("1. \"Box #1\".Leading = \"2nd Box\".Trailing"))
  }

  @Test("blank lines collapse, variants are indented after a blank line")
  func layout() {
    let source = "\n\n# header\nview \"Box\"\n\n\n\nvariant \"V\"\n\n  set   \"Box\"   lines 2\n\n"
    #expect(format(source) == "# header\nview \"Box\"\n\nvariant \"V\"\n  set \"Box\" lines 2\n")
  }

  @Test("strings escape quotes, backslashes, newlines and tabs")
  func escapes() {
    let source = "label \"L\" text \"a \\\"b\\\" \\\\ c\\nd\\te\""
    #expect(format(source) == source + "\n")
  }
}

@Suite("The syntax tree dump")
struct DumpTests {
  @Test("one line per statement with its range, variants nested")
  func dump() {
    let source = "view \"Box\"  # a box\n\n1. Box.Width = 10\nvariant \"Wide\"\n  H:|[Box]|\n"
    // Ranges run from a line's first token to the end of its last (comments excluded): `view "Box"`
    // is 10 characters (1:1-1:11), `H:|[Box]|` 9 from column 3 (5:3-5:12); the blank line spans
    // its whole (empty) line.
    let expected = """
      recipe
        1:1-1:11 view(view): view "Box"
        2:1-2:1 blank
        3:1-3:18 constraint 1: 1. Box.Width = 10
        4:9-4:15 variant "Wide"
          5:3-5:12 visualFormat(horizontal, 1 views): H:|[Box]|

      """
    #expect(RecipeDump.dump(RecipeParser.parse(source, fileName: "t").recipe) == expected)
  }
}
