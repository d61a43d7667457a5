import Layout
import Testing

@testable import Recipe

/// `font system variable`: the system font as the iOS 14 SDK draws it (one variable San Francisco
/// whose optical size follows the point size from 17 to 28 pt); `split`, SF Text and SF Display,
/// is the default. The importer writes it for files of Xcode 12 and later.
@Suite("Statements: font system")
struct SystemFontStatementTests {
  @Test("parsed, printed back, and lowered into the scene; absent it is split")
  func parsedAndLowered() throws {
    let parsed = statements("font system variable\nfont system Split\nfont file \"fonts/Brand.otf\"")
    guard case .systemFont(let variable) = parsed[0], case .systemFont(let split) = parsed[1],
      case .fontFile = parsed[2]
    else {
      Issue.record("font system / font file: \(parsed)")
      return
    }
    #expect(variable.value == .variable)
    #expect(split.value == .split)
    #expect(RecipeFormatter.statement(parsed[0]) == "font system variable")
    #expect(RecipeFormatter.statement(parsed[1]) == "font system split")

    let source = "recipe \"T\"\nscene 375 x 667\nfont system variable\nlabel \"L\" text \"Hi\" font 20\n"
    let compiled = RecipeCompiler.compile(source, fileName: "t.recipe")
    try #require(!compiled.hasErrors)
    #expect(compiled.variants.map(\.scene.systemFontOpticalSizing) == [.variable])
    let plain = RecipeCompiler.compile(
      "recipe \"T\"\nlabel \"L\" text \"Hi\" font 20\n", fileName: "t.recipe")
    #expect(plain.variants.map(\.scene.systemFontOpticalSizing) == [.split])
  }

  @Test("an unknown design is a located error that lists the choices")
  func unknownDesign() {
    let result = RecipeParser.parse("font system bold\n", fileName: "t.recipe")
    let messages = result.diagnostics.map(\.summary)
    #expect(messages.count == 1)
    #expect(messages.first?.contains("t.recipe:1:13") == true, "\(messages)")
    #expect(messages.first?.contains("bold") == true, "\(messages)")
    let hints = result.diagnostics.compactMap(\.hint).joined()
    #expect(hints.contains("variable") && hints.contains("split"), "\(result.diagnostics)")
  }
}
