import Foundation
import Recipe

/// A recipe file read from disk and compiled (parsed and lowered into scenes).
public struct LoadedRecipe: Sendable {
  /// The path as given.
  public var path: String
  /// The file's text.
  public var source: String
  /// The syntax tree, the variants as scenes, and every diagnostic.
  public var compiled: CompiledRecipe

  /// The file name without folder and extension: the output files are named after it.
  public var stem: String { RecipeFiles.stem(of: path) }

  /// The recipe's title, or the file's stem when it has none.
  public var title: String { compiled.title ?? stem }

  /// Every diagnostic as the user reads it: `file:line:column: severity: message`, the source line,
  /// a caret under the place, and a hint.
  public var renderedDiagnostics: String {
    compiled.diagnostics.rendered(source: source)
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
      throw CLIError(
        "\(path):1:1: error: the file is not UTF-8 text\nhint: save the recipe as UTF-8",
        status: .recipeErrors)
    }
    return LoadedRecipe(
      path: path, source: source, compiled: RecipeCompiler.compile(source, fileName: path, limits: limits))
  }
}
