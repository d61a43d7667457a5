import Layout
import Testing

@testable import Recipe

/// `font cjk R`: the width per em of CJK text in the system font (the importer writes `font cjk 1`
/// for documents saved before Xcode 8; without the line the renderer's 1.02 em applies).
@Suite("Statements: font cjk")
struct FontCJKStatementTests {
  @Test("parsed, printed back as itself, and lowered into the scene for the system font only")
  func parsedAndLowered() throws {
    let parsed = statements("font cjk 1\nfont cjk 1.020")
    guard case .fontCJK(let one) = parsed[0], case .fontCJK(let other) = parsed[1] else {
      Issue.record("font cjk: \(parsed)")
      return
    }
    #expect(one.value == 1 && other.value == 1.02)
    #expect(RecipeFormatter.statement(parsed[0]) == "font cjk 1")
    #expect(RecipeFormatter.statement(parsed[1]) == "font cjk 1.020")

    let source = """
      recipe "T"
      scene 375 x 667
      font cjk 1
      label "System" text "公開課表" font 17
      label "Named" text "公開課表" font "Georgia" 17

      """
    let compiled = RecipeCompiler.compile(source, fileName: "t.recipe")
    try #require(!compiled.hasErrors, "\(compiled.diagnostics)")
    let scene = try #require(compiled.variants.first?.scene)
    #expect(scene.systemFontCJKWidth == 1)
    #expect(scene.resolvedFont(scene.views[0].font).cjkWidth == 1)
    // A named family's CJK fallback is not the system font's: the width does not reach it.
    #expect(scene.resolvedFont(scene.views[1].font).cjkWidth == nil)
    let plain = RecipeCompiler.compile(
      "recipe \"T\"\nlabel \"L\" text \"公開\" font 17\n", fileName: "t.recipe")
    let plainScene = try #require(plain.variants.first?.scene)
    #expect(plainScene.systemFontCJKWidth == nil)
    #expect(plainScene.resolvedFont(plainScene.views[0].font).cjkWidth == nil)
  }

  @Test("a width outside 0.5...2 or none is a located error")
  func outOfRangeAndMissing() throws {
    let high = RecipeCompiler.compile(
      "recipe \"T\"\nfont cjk 2.5\nlabel \"A\" text \"Hi\"\n", fileName: "t.recipe")
    let error = try #require(high.diagnostics.first { $0.isError })
    #expect(error.message == "a font cjk width must be between 0.5 and 2, found 2.5", "\(error.message)")
    #expect(error.range.start.line == 2 && error.range.start.column == 10)
    #expect(error.hint?.contains("font cjk 1") == true)
    let missing = RecipeCompiler.compile("recipe \"T\"\nfont cjk\n", fileName: "t.recipe")
    let expected = try #require(missing.diagnostics.first { $0.isError })
    #expect(expected.range.start.line == 2, "\(expected.message)")
  }
}
