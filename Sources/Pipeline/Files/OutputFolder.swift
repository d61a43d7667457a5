import Foundation

/// Checks the `--out` folder before anything is drawn.
///
/// Without the check, `--out` naming a file failed once per recipe, after every figure had been
/// solved and drawn, with Foundation's "a file with the same name already exists" about a path
/// the user never typed.
public enum OutputFolder {
  /// Throws when `path`, or the nearest part of it that exists, is not a folder. A path that does
  /// not exist yet is fine: the folders are created when the first figure is written.
  /// - Throws: `CLIError` with status `.cannotWrite`, naming the offending path.
  public static func check(_ path: String) throws(CLIError) {
    var candidate = URL(fileURLWithPath: path).standardized
    while true {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory) {
        guard isDirectory.boolValue else {
          let what = candidate.path == URL(fileURLWithPath: path).standardized.path ? path : candidate.path
          throw CLIError(
            "error: --out \(path): \(what) is a file, not a folder\n"
              + "hint: name a folder for the figures (it is created when missing)",
            status: .cannotWrite)
        }
        return
      }
      let parent = candidate.deletingLastPathComponent()
      if parent.path == candidate.path { return }
      candidate = parent
    }
  }

  /// Throws when two recipes would be written to the same figure (`a/x.recipe` and `b/x.recipe`
  /// both make `x.png`): the second would silently replace the first. Names that differ only in
  /// case or Unicode normalisation (`X.recipe`, `x.recipe`) collide too: they are one file on a
  /// case-insensitive file system (macOS, Windows, some network shares).
  /// - Throws: `CLIError` with status `.usage`, naming both recipes and the shared file name.
  public static func checkDistinctNames(_ files: [String], in folder: String) throws(CLIError) {
    try checkDistinctNames(files.map { (RecipeFiles.stem(of: $0), $0) }, in: folder)
  }

  /// Throws when two golden subjects (`stem`, `file`) would be written to the same file name, as
  /// `checkDistinctNames(_:in:)` does for recipe files. The scenes of one storyboard have distinct
  /// stems by construction.
  public static func checkDistinctNames(_ named: [(stem: String, file: String)], in folder: String)
    throws(CLIError)
  {
    var firstWithStem: [String: String] = [:]
    for (stem, file) in named {
      let key = stem.decomposedStringWithCanonicalMapping.lowercased()
      if let earlier = firstWithStem[key] {
        throw CLIError(
          "error: \(earlier) and \(file) would both be drawn to "
            + "\((folder as NSString).appendingPathComponent(stem)).*\n"
            + "hint: rename one of them, or render them in two runs with different --out folders",
          status: .usage)
      }
      firstWithStem[key] = file
    }
  }
}
