import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Writes files so that a reader never sees a half-written one.
///
/// The bytes go to a temporary file in the same folder, which is then renamed over the target:
/// rename is atomic within a file system. On failure the temporary file is removed.
public enum AtomicFile {
  /// Writes `bytes` to `path`, creating the folders on the way.
  /// - Throws: `CLIError` with status `.cannotWrite`, naming the path and the reason.
  public static func write(_ bytes: [UInt8], to path: String) throws(CLIError) {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(bytes).write(to: temporary)
      // rename(2) replaces the target atomically; Foundation's move refuses an existing target.
      guard rename(temporary.path, url.path) == 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw CLIError(
        "error: cannot write \(path): \(error.localizedDescription)\n"
          + "hint: check that the output folder is writable (--out DIR chooses another)",
        status: .cannotWrite)
    }
  }
}
