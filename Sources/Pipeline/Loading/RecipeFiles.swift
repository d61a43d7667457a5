import Foundation

/// Finds the recipe files named on the command line.
///
/// A file is taken as it is (whatever its extension); a folder contributes every `*.recipe` file
/// below it, recursively. The result is sorted by path so that output order never depends on the
/// file system.
public enum RecipeFiles {
  /// The file extension of recipes.
  public static let fileExtension = "recipe"

  /// The recipe files named by `paths` (files or folders), sorted and without duplicates.
  /// - Throws: `CLIError` with status `.inputMissing` for a path that does not exist or a folder
  ///   holding no recipe.
  public static func resolve(_ paths: [String]) throws(CLIError) -> [String] {
    var found: [String] = []
    for path in paths {
      // `-`: a console log on standard input (LoadedRecipe.loadAll).
      if path == "-" {
        found.append(path)
        continue
      }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw CLIError(
          "error: no such recipe file or folder: \(path)\n"
            + "hint: pass a .\(fileExtension) file or a folder of them (the book is in recipes/)",
          status: .inputMissing)
      }
      if isDirectory.boolValue {
        let inFolder = recipes(inFolder: path)
        guard !inFolder.isEmpty else {
          throw CLIError(
            "error: the folder \(path) holds no .\(fileExtension) file", status: .inputMissing)
        }
        found += inFolder
      } else {
        found.append(path)
      }
    }
    var seen = Set<String>()
    return found.sorted().filter {
      $0 == "-" || seen.insert(URL(fileURLWithPath: $0).standardized.path).inserted
    }
  }

  /// The file name without folder and extension: figures are named after it.
  public static func stem(of path: String) -> String {
    URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
  }

  private static func recipes(inFolder folder: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var result: [String] = []
    while let relative = enumerator.nextObject() as? String {
      if relative.hasSuffix(".\(fileExtension)") {
        result.append((folder as NSString).appendingPathComponent(relative))
      }
    }
    return result.sorted()
  }
}
