import Layout
import Testing

@testable import Recipe

/// `font line "FAMILY" N`: the line per em a family's stand-in lays text out with while the
/// family is not installed (the importer writes it from the document's own labels).
@Suite("Statements: font line")
struct FontLineStatementTests {
  @Test("parsed, printed back as itself, and lowered into the scene by family key; a later line wins")
  func parsedAndLowered() throws {
    let parsed = statements("font line \"Gilroy-Bold\" 1\nfont line \"Open Sans\" 1.1603")
    guard case .fontLine(let gilroy) = parsed[0], case .fontLine(let openSans) = parsed[1] else {
      Issue.record("font line: \(parsed)")
      return
    }
    #expect(gilroy.family.value == "Gilroy-Bold" && gilroy.line.value == 1)
    #expect(openSans.line.value == 1.1603)
    #expect(RecipeFormatter.statement(parsed[0]) == "font line \"Gilroy-Bold\" 1")
    #expect(RecipeFormatter.statement(parsed[1]) == "font line \"Open Sans\" 1.1603")
    // A family holding a quote and a backslash reads back as itself.
    let odd = RecipeFormatter.fontLineLine(family: "Odd \"Sans\\\"", line: 1.25)
    guard case .fontLine(let back) = statements(odd).first else {
      Issue.record("font line: \(odd)")
      return
    }
    #expect(back.family.value == "Odd \"Sans\\\"" && back.line.value == 1.25)

    let source = """
      recipe "T"
      scene 375 x 667
      font line "Open Sans" 1.3
      font line "open sans" 1.1603
      label "L" text "Hi" font "Open Sans" 20

      """
    let compiled = RecipeCompiler.compile(source, fileName: "t.recipe")
    try #require(!compiled.hasErrors)
    let scene = try #require(compiled.variants.first?.scene)
    #expect(scene.familyLines == ["opensans": 1.1603])
    let label = try #require(scene.views.first)
    #expect(scene.resolvedFont(label.font).standInLine == 1.1603)
    let plain = RecipeCompiler.compile(
      "recipe \"T\"\nlabel \"L\" text \"Hi\" font \"Open Sans\" 20\n", fileName: "t.recipe")
    let plainScene = try #require(plain.variants.first?.scene)
    #expect(plainScene.resolvedFont(try #require(plainScene.views.first).font).standInLine == nil)
  }

  @Test("a second font line for the same family is a located warning naming the first")
  func repeatedFamilyWarns() throws {
    let source = """
      recipe "T"
      scene 375 x 667
      font line "Open Sans" 1.3
      font line "open sans" 1.1603
      label "L" text "Hi" font "Open Sans" 20

      """
    let compiled = RecipeCompiler.compile(source, fileName: "t.recipe")
    #expect(!compiled.hasErrors)
    let warnings = compiled.diagnostics.filter { !$0.isError }.map(\.summary)
    // One warning, at the second line's family (line 4, column 11), the later value kept.
    #expect(warnings.count == 1, "\(warnings)")
    #expect(
      warnings.first
        == "t.recipe:4:11: warning: the font line for \"open sans\" is given again: this one (1.1603 em) "
        + "replaces the earlier one", "\(warnings)")
    #expect(compiled.diagnostics.first?.hint == "the earlier font line is on line 3; keep one of them")
    #expect(try #require(compiled.variants.first?.scene).familyLines["opensans"] == 1.1603)
  }

  @Test("a line outside 0.5 to 3 ems, an empty family or a missing number is a located error")
  func errors() {
    for (source, column, words) in [
      ("font line \"Gilroy\" 0.2\n", 20, "between 0.5 and 3 ems, found 0.2"),
      ("font line \"\" 1\n", 11, "a font family cannot be empty"),
      ("font line \"Gilroy\"\n", 19, "a line height in ems"),
    ] {
      let result = RecipeParser.parse(source, fileName: "t.recipe")
      let messages = result.diagnostics.map(\.summary)
      #expect(messages.count == 1, "\(messages)")
      #expect(messages.first?.contains("t.recipe:1:\(column)") == true, "\(messages)")
      #expect(messages.first?.contains(words) == true, "\(messages)")
    }
  }

  @Test("a font line in a variant is a located error: it applies to the whole recipe")
  func inVariant() {
    let source = "recipe \"T\"\nlabel \"L\" text \"Hi\"\nvariant \"V\"\nfont line \"Gilroy\" 1\n"
    let compiled = RecipeCompiler.compile(source, fileName: "t.recipe")
    let messages = compiled.diagnostics.map(\.summary)
    #expect(
      messages.contains { $0.contains("t.recipe:4:11") && $0.contains("before the first variant") },
      "\(messages)")
  }
}
