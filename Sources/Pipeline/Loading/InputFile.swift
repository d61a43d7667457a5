import Foundation

/// Reads an input file with the checks and messages of the CLI.
enum InputFile {
  /// The file's bytes.
  /// - Throws: `CLIError` with status `.inputMissing` for a missing, unreadable or folder path.
  static func read(_ path: String, what: String) throws(CLIError) -> Data {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw CLIError("error: no such \(what) file: \(path)", status: .inputMissing)
    }
    guard !isDirectory.boolValue else {
      throw CLIError("error: \(path) is a folder, not a \(what) file", status: .inputMissing)
    }
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw CLIError(
        "error: cannot read \(path): permission denied\nhint: check the file's permissions",
        status: .inputMissing)
    }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw CLIError("error: cannot read \(path): \(error.localizedDescription)", status: .inputMissing)
    }
  }
}
