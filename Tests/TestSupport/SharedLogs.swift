import Foundation

/// The 42 real logs of `../shared/uikit-logs` (SOURCES.md names each thread), beside the
/// repository as on CI. The one place the test targets look for them: when the folder is absent,
/// or no log has the asked prefix, the call throws and the test fails saying so (never a silent pass).
public enum SharedLogs {
  /// The folder is absent, or holds no log with that prefix.
  public struct Missing: Error, CustomStringConvertible {
    /// What is missing, where it was looked for, and what to do.
    public var description: String
  }

  /// `../shared/uikit-logs`, standardized.
  public static var folder: URL {
    TestProcess.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/uikit-logs")
      .standardized
  }

  /// The folder, or `Missing` when it is absent.
  public static func existingFolder() throws -> URL {
    guard FileManager.default.fileExists(atPath: folder.path) else {
      throw Missing(
        description:
          "../shared/uikit-logs is absent (looked for \(folder.path)): these tests need the shared logs beside the repository"
      )
    }
    return folder
  }

  /// The `.log` file names, sorted.
  public static func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: existingFolder().path).filter { $0.hasSuffix(".log") }
      .sorted()
  }

  /// The file name of the log whose name starts with `prefix` (`22-`).
  public static func name(_ prefix: String) throws -> String {
    guard let name = try names().first(where: { $0.hasPrefix(prefix) }) else {
      throw Missing(description: "no shared log in \(folder.path) starts with \(prefix)")
    }
    return name
  }

  /// The absolute path of the log whose name starts with `prefix`.
  public static func path(_ prefix: String) throws -> String {
    try existingFolder().appendingPathComponent(name(prefix)).path
  }

  /// The path of that log relative to the repository root (where the binary runs in tests).
  public static func relativePath(_ prefix: String) throws -> String {
    "../shared/uikit-logs/" + (try name(prefix))
  }

  /// Every `.log` file with its bytes, sorted by name.
  public static func all() throws -> [(name: String, bytes: [UInt8])] {
    let folder = try existingFolder()
    return try names().map { ($0, Array(try Data(contentsOf: folder.appendingPathComponent($0)))) }
  }

  /// The log whose name starts with `prefix`, with its bytes.
  public static func log(_ prefix: String) throws -> (name: String, bytes: [UInt8]) {
    let name = try name(prefix)
    return (name, Array(try Data(contentsOf: folder.appendingPathComponent(name))))
  }
}
