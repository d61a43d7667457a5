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
}
