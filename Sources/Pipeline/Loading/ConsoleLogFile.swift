import ConsoleLog
import Foundation
import Recipe

/// A UIKit or AppKit console log read from a file or standard input (`-`) and rebuilt: one
/// `LoadedRecipe` per log and trace, the importer's located warnings, and what the check found.
public struct ConsoleLogFile: Sendable {
  /// The path as given (`-` for standard input).
  public var path: String
  /// The import's result.
  public var result: LogImportResult
  /// Each rebuilt recipe compiled, in the order of `result.logs`.
  public var recipes: [LoadedRecipe]

  /// Every warning, then each log's check and advice as notes, one per line
  /// (`conflict.log:3:1: note: UIKit broke constraint 2, …`).
  public var renderedMessages: String {
    var lines = result.warnings.map(\.description)
    for log in result.logs {
      let location = "\(path):\(log.location)"
      for sentence in log.check.explanation { lines.append("\(location): note: \(log.stem): \(sentence)") }
      for advice in log.advice { lines.append("\(location): note: \(log.stem): advice: \(advice.text)") }
    }
    return lines.joined(separator: "\n")
  }

  /// Whether `path` is a console log: `-`, a `.log` or `.txt` file, or any other file (not a
  /// recipe, storyboard or xib) whose content holds UIKit's or AppKit's phrases.
  public static func handles(_ path: String) -> Bool {
    if path == "-" { return true }
    let ext = (path as NSString).pathExtension.lowercased()
    if ConsoleLogImporter.fileExtensions.contains(ext) { return true }
    if ext == RecipeFiles.fileExtension || ext == "storyboard" || ext == "xib" { return false }
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue
    else {
      return false
    }
    let head = (try? handle.read(upToCount: 1 << 20)) ?? Data()
    return ConsoleLogImporter.looksLikeLog(Array(head))
  }

  /// Reads and rebuilds the log at `path` (`-`: standard input).
  /// - Throws: `CLIError` with status 66 when the file cannot be read, 65 when it holds no log or
  ///   is not text (located), or a rebuilt recipe is over one of `limits`.
  ///
  /// `fontFiles` (absolute paths: `import --font`, `--fonts`) are written into every rebuilt
  /// recipe as `font file` lines after its `scene` line, as `ImportedDocument.load` writes them
  /// into a storyboard's: the log names the app's fonts (`UILabel` text measured in them), and
  /// the recipe is then measured in them wherever it is solved or drawn.
  public static func load(
    _ path: String, limits: RecipeLimits = .standard, fontFiles: [String] = []
  ) throws(CLIError) -> ConsoleLogFile {
    let data: Data
    if path == "-" {
      data = FileHandle.standardInput.readDataToEndOfFile()
    } else {
      data = try InputFile.read(path, as: .consoleLog)
    }
    let result: LogImportResult
    do {
      result = try ConsoleLogImporter.importLogs(Array(data), fileName: path)
    } catch {
      throw CLIError(error.description, status: .recipeErrors)
    }
    for log in result.logs {
      try limits.refuseImported(log.recipe, "the log \(log.stem)", path: path, at: "\(log.location)")
    }
    let recipes = result.logs.map { log in
      let text = ImportedDocument.withFontFiles(log.text, fontFiles)
      var loaded = LoadedRecipe(
        path: path, source: text,
        compiled: RecipeCompiler.compile(
          text, fileName: LoadedRecipe.sourceName(path: path, importedStem: log.stem), limits: limits),
        importedStem: log.stem, importedSceneStem: log.stem)
      loaded.consoleLog = log
      return loaded
    }
    return ConsoleLogFile(path: path, result: result, recipes: recipes)
  }
}
