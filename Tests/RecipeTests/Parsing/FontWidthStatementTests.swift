import Layout
import Testing

@testable import Recipe

/// `font width "FAMILY" R`: the factor a family's stand-in multiplies its advances by while the
/// family is not installed (the importer writes it from the document's own labels).
@Suite("Statements: font width")
struct FontWidthStatementTests {
  @Test("parsed, printed back as itself, and lowered into the scene by family key; a later width wins")
  func parsedAndLowered() throws {
    let parsed = statements("font width \"Gilroy-Bold\" 0.938\nfont width \"Open Sans\" 1.05")
    guard case .fontWidth(let gilroy) = parsed[0], case .fontWidth(let openSans) = parsed[1] else {
      Issue.record("font width: \(parsed)")
      return
    }
    #expect(gilroy.family.value == "Gilroy-Bold" && gilroy.width.value == 0.938)
    #expect(openSans.width.value == 1.05)
    #expect(RecipeFormatter.statement(parsed[0]) == "font width \"Gilroy-Bold\" 0.938")
    #expect(RecipeFormatter.statement(parsed[1]) == "font width \"Open Sans\" 1.05")
    // A family holding a quote, a backslash and a line feed reads back as itself.
    let odd = RecipeFormatter.fontWidthLine(family: "Odd \"Sans\\\"\n", width: 0.9)
    guard case .fontWidth(let back) = statements(odd).first else {
      Issue.record("font width: \(odd)")
      return
    }
    #expect(back.family.value == "Odd \"Sans\\\"\n" && back.width.value == 0.9)

    let source = """
      recipe "T"
      scene 375 x 667
      font line "Open Sans" 1.3
      font width "Open Sans" 0.9
      font width "open sans" 0.95
      label "L" text "Hi" font "Open Sans" 20

      """
    let compiled = RecipeCompiler.compile(source, fileName: "t.recipe")
    try #require(!compiled.hasErrors)
    let scene = try #require(compiled.variants.first?.scene)
    #expect(scene.familyWidths == ["opensans": 0.95])
    let label = try #require(scene.views.first)
    #expect(scene.resolvedFont(label.font).standInWidth == 0.95)
    #expect(scene.resolvedFont(label.font).standInLine == 1.3)
    // The second width for the family is a located warning naming the first's line.
    let warning = try #require(compiled.diagnostics.first { !$0.isError })
    #expect(warning.message.contains("the font width for \"open sans\" is given again"), "\(warning.message)")
    #expect(warning.range.start.line == 5)
    #expect(warning.hint?.contains("line 4") == true)
    let plain = RecipeCompiler.compile(
      "recipe \"T\"\nlabel \"L\" text \"Hi\" font \"Open Sans\" 20\n", fileName: "t.recipe")
    let plainScene = try #require(plain.variants.first?.scene)
    #expect(plainScene.resolvedFont(try #require(plainScene.views.first).font).standInWidth == nil)
  }

  @Test("a width outside 0.5...2 is an error at the number; a width in a variant is an error")
  func outOfRangeAndInVariant() throws {
    let low = RecipeCompiler.compile(
      "recipe \"T\"\nfont width \"Gilroy\" 0.4\nlabel \"A\" text \"Hi\"\n", fileName: "t.recipe")
    let error = try #require(low.diagnostics.first { $0.isError })
    #expect(error.message == "a font width must be between 0.5 and 2, found 0.4", "\(error.message)")
    #expect(error.range.start.line == 2 && error.range.start.column == 21)
    let missing = RecipeCompiler.compile("recipe \"T\"\nfont width \"Gilroy\"\n", fileName: "t.recipe")
    #expect(missing.hasErrors)
    let variant = RecipeCompiler.compile(
      """
      recipe "T"
      label "A" text "Hi" font "Gilroy" 12
      variant "Wide"
      font width "Gilroy" 0.9

      """, fileName: "t.recipe")
    #expect(
      variant.diagnostics.contains {
        $0.isError && $0.message.contains("a font width applies to the whole recipe")
      }, "\(variant.diagnostics)")
  }
}
