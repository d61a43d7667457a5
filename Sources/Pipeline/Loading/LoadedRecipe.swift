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
  /// (`FontFamilyCheck`).
  public func checkingFonts(with library: FontLibrary) -> LoadedRecipe {
    let warnings = FontFamilyCheck.warnings(compiled.recipe, library: library, fileName: path)
    guard !warnings.isEmpty else { return self }
    var copy = self
    copy.compiled.diagnostics = (compiled.diagnostics + warnings).sorted {
      ($0.range.start.line, $0.range.start.column) < ($1.range.start.line, $1.range.start.column)
    }
    return copy
  }

  /// Reads and compiles the recipe at `path`; a recipe over one of `limits` is reported, not lowered.
  /// - Throws: `CLIError` when the file cannot be read or is not UTF-8 text; a recipe with errors
  ///   is returned (see `compiled.hasErrors`), not thrown.
  public static func load(_ path: String, limits: RecipeLimits = .standard) throws(CLIError) -> LoadedRecipe {
    // Foundation's own messages here are "NSCocoaErrorDomain error 256": say what is wrong.
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw CLIError("error: no such recipe file: \(path)", status: .inputMissing)
    }
    guard !isDirectory.boolValue else {
      throw CLIError(
        "error: \(path) is a folder, not a recipe file\n"
          + "hint: name one .\(RecipeFiles.fileExtension) file (render also takes folders)",
        status: .inputMissing)
    }
    // A FIFO would block the read forever and a device has no end: only regular files are recipes.
    var info = stat()
    if stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
      throw CLIError(
        "error: \(path) is \(Self.kind(of: info.st_mode)), not a recipe file\n"
          + "hint: name a regular .\(RecipeFiles.fileExtension) file",
        status: .inputMissing)
    }
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw CLIError(
        "error: cannot read \(path): permission denied\nhint: check the file's permissions",
        status: .inputMissing)
    }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw CLIError(
        "error: cannot read \(path): \(error.localizedDescription)", status: .inputMissing)
    }
    guard let source = String(data: data, encoding: .utf8) else {
      let bytes = [UInt8](data)
      let bad = Self.firstInvalidUTF8(bytes)
      func hex(_ byte: UInt8) -> String { "0x" + String(byte, radix: 16, uppercase: true) }
      let what =
        bad.offset > bad.start
        ? "byte \(hex(bytes[bad.start])) at offset \(bad.start) starts a character that byte "
          + "\(hex(bad.byte)) does not continue"
        : bad.truncated
          ? "byte \(hex(bad.byte)) at offset \(bad.offset) starts a character the file ends in"
          : "byte \(hex(bad.byte)) at offset \(bad.offset) cannot start a character"
      throw CLIError(
        "\(path):\(bad.line):\(bad.column): error: the file is not UTF-8 text: \(what)\n"
          + "hint: save the recipe as UTF-8",
        status: .recipeErrors)
    }
    return LoadedRecipe(
      path: path, source: source, compiled: RecipeCompiler.compile(source, fileName: path, limits: limits))
  }

  /// What a file that is not a regular file is, in words.
  static func kind(of mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFIFO: return "a FIFO (named pipe)"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    case S_IFSOCK: return "a socket"
    default: return "not a regular file"
    }
  }

  /// The first byte that breaks UTF-8 (a byte that cannot start a character, a byte that does not
  /// continue the one begun, or a character cut off by the end of the file): its offset and value,
  /// and the line and column of the character it is in (columns count characters, as every
  /// recipe diagnostic does).
  static func firstInvalidUTF8(_ bytes: [UInt8]) -> InvalidUTF8 {
    var offset = 0
    var line = 1
    var lineStart = 0
    func located(_ bad: Int, start: Int, truncated: Bool = false) -> InvalidUTF8 {
      let column = String(decoding: bytes[lineStart..<start], as: UTF8.self).count + 1
      return InvalidUTF8(
        offset: bad, start: start, byte: bytes[bad], truncated: truncated, line: line, column: column)
    }
    while offset < bytes.count {
      let lead = bytes[offset]
      // The length of the sequence and the range its second byte must be in (RFC 3629).
      let (length, second): (Int, ClosedRange<UInt8>) =
        switch lead {
        case 0x00...0x7F: (1, 0x80...0xBF)
        case 0xC2...0xDF: (2, 0x80...0xBF)
        case 0xE0: (3, 0xA0...0xBF)
        case 0xED: (3, 0x80...0x9F)
        case 0xE1...0xEF: (3, 0x80...0xBF)
        case 0xF0: (4, 0x90...0xBF)
        case 0xF4: (4, 0x80...0x8F)
        case 0xF1...0xF3: (4, 0x80...0xBF)
        default: (0, 0x80...0xBF)
        }
      guard length > 0 else { return located(offset, start: offset) }
      for k in 1..<max(length, 1) {
        guard offset + k < bytes.count else { return located(offset, start: offset, truncated: true) }
        let range: ClosedRange<UInt8> = k == 1 ? second : 0x80...0xBF
        guard range.contains(bytes[offset + k]) else { return located(offset + k, start: offset) }
      }
      if lead == 0x0A || (lead == 0x0D && (offset + 1 >= bytes.count || bytes[offset + 1] != 0x0A)) {
        line += 1
        lineStart = offset + 1
      }
      offset += length
    }
    return InvalidUTF8(offset: 0, start: 0, byte: bytes.first ?? 0, truncated: false, line: 1, column: 1)
  }

  /// Where UTF-8 breaks (`firstInvalidUTF8`).
  struct InvalidUTF8 {
    /// The offending byte's offset and value.
    var offset: Int
    /// The offset of the character it is in (the same unless it fails to continue one).
    var start: Int
    var byte: UInt8
    /// Whether the file ends inside the character.
    var truncated: Bool
    /// The line and column (in characters) of the character.
    var line: Int
    var column: Int
  }
}
