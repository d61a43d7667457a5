import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Typesetting

/// A storyboard or xib read from disk and imported: one `LoadedRecipe` per scene, plus the
/// importer's located warnings.
public struct ImportedDocument: Sendable {
  /// The path as given.
  public var path: String
  /// The import's result (recipes in canonical text, warnings).
  public var result: ImportResult
  /// Each imported recipe compiled, in the order of `result.recipes`.
  public var recipes: [LoadedRecipe]

  /// Every warning as `file:line: warning: <element>: message`, one per line.
  public var renderedWarnings: String {
    result.warnings.map(\.description).joined(separator: "\n")
  }

  /// Reads and imports the document at `path`.
  /// - Throws: `CLIError` with status 66 when the file cannot be read, 65 when it is not an IB
  ///   document (legacy archive, malformed XML, ...), no scene matches `options.sceneName`, or a
  ///   scene is over one of `limits` (located at the scene's line).
  ///
  /// `fontFiles` (absolute paths: `import --font`, `--fonts`) are written into every recipe as
  /// `font file` lines after its `scene` line, so the recipe is measured in the app's own fonts
  /// wherever it is solved or drawn.
  public static func load(
    _ path: String, options: ImportOptions = ImportOptions(), limits: RecipeLimits = .standard,
    fontFiles: [String] = []
  ) throws(CLIError) -> ImportedDocument {
    let data = try InputFile.read(path, as: .interfaceBuilder)
    var result: ImportResult
    // A family with a line of its own writes no `font line` (`VerticalMetrics.familiesWithKnownLines`),
    // nor one whose font files are given: the recipe's `font file` lines carry its own line.
    var options = options
    options.maximumViews = limits.views
    options.knownFamilies.formUnion(VerticalMetrics.familiesWithKnownLines)
    var given: Set<String> = []
    for file in fontFiles {
      given.formUnion(FontLibrary.families(ofFontFile: file).map(Scene.familyKey))
    }
    options.knownFamilies.formUnion(given)
    // An app font's known line the document's own labels contradict still gets the labels' `font
    // line`, unless the family's files are given (`ImportOptions.knownLines`). An iOS family's line
    // (Helvetica Neue, PingFang SC, Avenir, ...) is the OS's own and is not challenged.
    for key in VerticalMetrics.familiesWithKnownLines where !given.contains(key) {
      if let metrics = VerticalMetrics.appFamily(key) {
        options.knownLines[key] = metrics.ascender - metrics.descender + metrics.lineGap
      }
    }
    do {
      result = try IBImporter.importDocument(data, fileName: path, options: options)
    } catch {
      throw CLIError(error.description, status: .recipeErrors)
    }
    // An imported scene is held to the limits a recipe file is: a storyboard with 5,000 views or
    // a 1 MB label is refused at the scene, before lowering, like the recipe it would become.
    for imported in result.recipes {
      try limits.refuseImported(
        imported.recipe, "the scene \"\(imported.name)\"", path: path, at: "\(imported.line)")
    }
    func compiled(_ imported: ImportedRecipe) -> LoadedRecipe {
      let text = withFontFiles(imported.text, fontFiles)
      return LoadedRecipe(
        path: path, source: text,
        compiled: RecipeCompiler.compile(
          text, fileName: LoadedRecipe.sourceName(path: path, importedStem: imported.stem),
          limits: limits),
        importedStem: imported.stem, importedSceneStem: imported.sceneStem, imported: imported)
    }
    var recipes = result.recipes.map(compiled)
    // A family no font here has gets the width its labels' stored frames give it against the
    // stand-in (`FamilyWidthInference`), measured with the fonts the recipes name.
    if let library = widthLibrary(fontFiles), result.recipes.contains(where: { !$0.textWidthLabels.isEmpty })
    {
      let widths = FamilyWidthInference.widths(recipes, library: library, known: options.knownFamilies)
      if !widths.isEmpty {
        for index in result.recipes.indices {
          let widened = IBImporter.withFontWidths(result.recipes[index].recipe, widths)
          guard widened != result.recipes[index].recipe else { continue }
          result.recipes[index].recipe = widened
          result.recipes[index].text = RecipeFormatter.format(widened)
          recipes[index] = compiled(result.recipes[index])
        }
        result.familyWidths = widths
      }
    }
    return ImportedDocument(path: path, result: result, recipes: recipes)
  }

  /// The font library the recipes of a document imported with `fontFiles` are measured in: the
  /// pinned set, with those files; nil when it cannot be built (no width is then read).
  static func widthLibrary(_ fontFiles: [String]) -> FontLibrary? {
    let entries = fontFiles.map {
      FontFiles.Entry(given: $0, absolute: $0, sha256: FontHashes.sha256(ofFile: $0))
    }
    return try? FontFiles.shaper(adding: entries).library
  }

  /// `text` with a `font file "PATH"` line per path after its `scene` line (after its `recipe`
  /// line when it has none); `text` itself when `paths` is empty.
  static func withFontFiles(_ text: String, _ paths: [String]) -> String {
    guard !paths.isEmpty else { return text }
    var lines = text.components(separatedBy: "\n")
    let anchor =
      lines.firstIndex { $0.hasPrefix("scene ") } ?? lines.firstIndex { $0.hasPrefix("recipe ") } ?? -1
    lines.insert(contentsOf: paths.map { RecipeFormatter.fontFileLine(path: $0) }, at: anchor + 1)
    return lines.joined(separator: "\n")
  }

  /// The import option for a `--device` value: a catalogued device's name, `canvas` for IB's own
  /// canvas, or nil for the document's device (else iPhone 8).
  /// - Throws: `CLIError` (usage) for an unknown name, listing the known ones.
  public static func sceneChoice(device: String?) throws(CLIError) -> ImportOptions.SceneChoice {
    guard let device else { return .automatic }
    if device.lowercased() == "canvas" { return .canvas }
    let key = device.lowercased().filter { !$0.isWhitespace }
    if let match = Device.all.first(where: { $0.name.lowercased().filter { !$0.isWhitespace } == key }) {
      return .device(match)
    }
    let names = Device.all.map { "\"\($0.name)\"" }.joined(separator: ", ")
    throw CLIError(
      "error: unknown device \"\(device)\"\nhint: use one of \(names), or canvas (Interface Builder's canvas)",
      status: .usage)
  }
}
