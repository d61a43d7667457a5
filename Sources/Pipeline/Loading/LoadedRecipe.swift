import ConsoleLog
import Foundation
import InterfaceBuilder
import Recipe
import Typesetting

#if canImport(Glibc)
  import Glibc
#endif

/// A recipe file read from disk and compiled (parsed and lowered into scenes).
public struct LoadedRecipe: Sendable {
  /// The path as given.
  public var path: String
  /// The file's text.
  public var source: String
  /// The syntax tree, the variants as scenes, and every diagnostic.
  public var compiled: CompiledRecipe

  /// For a recipe imported from a storyboard or xib, its stem (the document's and the scene's).
  public var importedStem: String?

  /// For a recipe imported from a storyboard or xib, the document's stem and the scene's, always
  /// both (`ImportedRecipe.sceneStem`).
  public var importedSceneStem: String?

  /// For a recipe rebuilt from a console log, the log (its check and advice; `solve --format json`
  /// reports them).
  public var consoleLog: ImportedLog?

  /// For a recipe imported from a storyboard or xib, what the import made (the frames IB stored,
  /// the variant of IB's canvas).
  public var imported: ImportedRecipe?

  /// True when the font warnings of the document this recipe was imported from were said once for
  /// the whole document (`LoadedRecipe.sayingDocumentFontWarnings`): `checkingFonts` then adds
  /// none of its own, so `solve` and `render` say them once per document, as `import` does.
  public var documentFontWarningsSaid = false

  /// The file name without folder and extension (or the imported scene's stem): the output files
  /// are named after it.
  public var stem: String { importedStem ?? RecipeFiles.stem(of: path) }

  /// The name located messages give the recipe's text: its path, or for an imported scene
  /// `FILE.storyboard (imported STEM.recipe)`, since their lines and columns are the imported
  /// recipe's, not the document's.
  public var sourceName: String { Self.sourceName(path: path, importedStem: importedStem) }

  /// ``sourceName`` of the recipe at `path`, imported as `importedStem` when it is one.
  public static func sourceName(path: String, importedStem: String?) -> String {
    importedStem.map { "\(path) (imported \($0).recipe)" } ?? path
  }

  /// The name of the recipe's golden: the file's stem, or for an imported scene the document's
  /// and the scene's stems together (stable when scenes are added to the document).
  public var goldenStem: String { importedSceneStem ?? RecipeFiles.stem(of: path) }

  /// A recipe from its parts.
  public init(
    path: String, source: String, compiled: CompiledRecipe, importedStem: String? = nil,
    importedSceneStem: String? = nil, imported: ImportedRecipe? = nil
  ) {
    self.path = path
    self.source = source
    self.compiled = compiled
    self.importedStem = importedStem
    self.importedSceneStem = importedSceneStem
    self.imported = imported
  }

  /// The recipes a path holds: one for a recipe file, one per scene for a storyboard or xib
  /// imported with `importOptions`, one per log for a console log (`ConsoleLogFile.handles`; `-`
  /// reads standard input) (the importers' warnings, and a log's check and advice, go to standard
  /// error).
  /// - Throws: `CLIError` as `load(_:)` and `ImportedDocument.load(_:)` do.
  public static func loadAll(
    _ path: String, limits: RecipeLimits = .standard, importOptions: ImportOptions = ImportOptions()
  ) throws(CLIError) -> [LoadedRecipe] {
    if ConsoleLogFile.handles(path) {
      let log = try ConsoleLogFile.load(path, limits: limits)
      if !log.renderedMessages.isEmpty { printError(log.renderedMessages) }
      return log.recipes
    }
    guard IBImporter.handles(path) else { return [try load(path, limits: limits)] }
    let document = try ImportedDocument.load(path, options: importOptions, limits: limits)
    if !document.result.warnings.isEmpty { printError(document.renderedWarnings) }
    return document.recipes
  }

  /// The recipe's title, or the file's stem when it has none.
  public var title: String { compiled.title ?? stem }

  /// Every diagnostic as the user reads it: `file:line:column: severity: message`, the source line,
  /// a caret under the place, and a hint.
  public var renderedDiagnostics: String {
    compiled.diagnostics.rendered(source: source)
  }

  /// The recipe with a warning for every font family it names that `library` does not have
  /// (`FontFamilyCheck`), each merged in at its place among the diagnostics; an imported recipe's
  /// are named after its text (`sourceName`), an Interface Builder import's once per family.
  public func checkingFonts(with library: FontLibrary) -> LoadedRecipe {
    guard !(documentFontWarningsSaid && imported != nil) else { return self }
    let warnings = fontWarnings(in: library)
    guard !warnings.isEmpty else { return self }
    var copy = self
    copy.compiled.diagnostics = Self.merged(compiled.diagnostics, warnings)
    return copy
  }

  /// The warnings `checkingFonts(with:)` adds, alone.
  public func fontWarnings(in library: FontLibrary) -> [Diagnostic] {
    FontFamilyCheck.warnings(
      compiled.recipe, library: library, fileName: sourceName, imported: imported != nil)
  }

  /// Each family the recipe names that `library` does not have, with the font measured instead
  /// (`--compare-frames` puts a text view's size down to it).
  public func missingFontFamilies(in library: FontLibrary) -> [String: String] {
    FontFamilyCheck.missingFamilies(compiled.recipe, library: library)
  }

  /// `sorted` (by location, as `CompiledRecipe.diagnostics` is) with `more` merged in, each after
  /// the diagnostics at its place: the sorted list is walked once, not sorted again; only the few
  /// new ones are ordered among themselves (stably).
  static func merged(_ sorted: [Diagnostic], _ more: [Diagnostic]) -> [Diagnostic] {
    let more = more.enumerated().sorted {
      ($0.element.range.start, $0.offset) < ($1.element.range.start, $1.offset)
    }
    .map(\.element)
    var result: [Diagnostic] = []
    result.reserveCapacity(sorted.count + more.count)
    var index = sorted.startIndex
    for diagnostic in more {
      while index < sorted.endIndex, sorted[index].range.start <= diagnostic.range.start {
        result.append(sorted[index])
        index += 1
      }
      result.append(diagnostic)
    }
    result += sorted[index...]
    return result
  }

  /// Reads and compiles the recipe at `path`; a recipe over one of `limits` is reported, not lowered.
  /// - Throws: `CLIError` when the file cannot be read or is not UTF-8 text; a recipe with errors
  ///   is returned (see `compiled.hasErrors`), not thrown.
  public static func load(_ path: String, limits: RecipeLimits = .standard) throws(CLIError) -> LoadedRecipe {
    let source = try InputFile.text(path, as: .recipe)
    return LoadedRecipe(
      path: path, source: source, compiled: RecipeCompiler.compile(source, fileName: path, limits: limits))
  }
}
