import Recipe
import Testing

@testable import Pipeline

/// `import --fonts` writes each font file into the imported recipe as a `font file` line after its
/// `scene` line (`ImportedDocument.withFontFiles`), quoted by the formatter so that any path reads
/// back as itself: an import never writes a recipe that fails to compile because of a folder's
/// name.
@Suite struct ImportedFontFileLineTests {
  static let text = """
    # Imported from Main.storyboard, scene "Card" (line 25) by layout-diagram import.
    recipe "Card"
    scene 320 x 100 scale 2

    label "Title" text "Hello" font "Roboto" 15
    1. Title.Top = Superview.Top + 20

    """

  @Test(arguments: [
    "/fonts/Roboto-Regular.ttf",
    "/app \"fonts\"/back\\slash/Roboto.ttf",
    "/tab\there/new\nline/Roboto.ttf",
    "\u{301}/after the quote/Roboto.ttf",
    "/before the quote/Roboto\u{301}",
  ])
  func eachPathReadsBackAsItself(path: String) {
    let text = ImportedDocument.withFontFiles(Self.text, [path, "/second.otf"])
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[2] == "scene 320 x 100 scale 2")
    #expect(lines[3].hasPrefix("font file \""))
    let compiled = RecipeCompiler.compile(text, fileName: "card.recipe")
    #expect(!compiled.hasErrors, "\(compiled.diagnostics)")
    #expect(compiled.recipe.fontFiles.map(\.path.value) == [path, "/second.otf"])
  }

  @Test func withoutFilesTheTextIsUnchanged() {
    #expect(ImportedDocument.withFontFiles(Self.text, []) == Self.text)
  }
}
