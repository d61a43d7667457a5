import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The output folder, opened once: every figure is created and renamed relative to this
/// descriptor, so replacing the folder (or a folder on its path) by a link during a run cannot
/// redirect a write elsewhere.
///
/// A folder that exists is opened at once and swept of the temporary files earlier runs left when
/// they were killed (`TemporaryName.isStale`); a missing one is created only when the first figure
/// is written, so a run that writes nothing creates nothing.
public final class OutputDirectory: Sendable {
  /// The folder's path as given.
  public let path: String
  private let opened = Mutex<Int32>(-1)

  private init(path: String) {
    self.path = path
  }

  deinit {
    let descriptor = opened.withLock { $0 }
    if descriptor >= 0 { close(descriptor) }
  }

  /// Checks `path` (`OutputFolder.check`), and when the folder exists opens and sweeps it.
  /// - Throws: `CLIError` with status `.cannotWrite`.
  public static func open(_ path: String) throws(CLIError) -> OutputDirectory {
    try OutputFolder.check(path)
    let folder = OutputDirectory(path: path)
    if FileManager.default.fileExists(atPath: path) {
      _ = try folder.descriptor()
      folder.sweep()
    }
    return folder
  }

  /// The open folder (`O_DIRECTORY`), created and opened on first use.
  /// - Throws: `CLIError` with status `.cannotWrite`.
  func descriptor() throws(CLIError) -> Int32 {
    let result: Result<Int32, CLIError> = opened.withLock { opened in
      if opened >= 0 { return .success(opened) }
      let result = Result { () throws(CLIError) -> Int32 in try Self.openFolder(path) }
      if case .success(let descriptor) = result { opened = descriptor }
      return result
    }
    return try result.get()
  }

  private static func openFolder(_ path: String) throws(CLIError) -> Int32 {
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw CLIError(
        "error: cannot create the output folder \(path): \(error.localizedDescription)\n"
          + "hint: check that it is writable (--out DIR chooses another)",
        status: .cannotWrite)
    }
    let descriptor = Glibc.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw CLIError(
        "error: cannot open the output folder \(path): \(String(cString: strerror(errno)))",
        status: .cannotWrite)
    }
    return descriptor
  }

  /// Removes the stale temporary files of ours in the folder (not below it: figures are written
  /// only at its top). Returns their names.
  @discardableResult
  public func sweep(now: Date = Date()) -> [String] {
    guard let descriptor = try? descriptor() else { return [] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    var removed: [String] = []
    for name in names where TemporaryName.processID(in: name) != nil {
      var info = stat()
      guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
      let modified = Date(timeIntervalSince1970: TimeInterval(info.st_mtim.tv_sec))
      // A folder with such a name is nobody's temporary file; a planted link is removed, not followed.
      guard (info.st_mode & S_IFMT) != S_IFDIR else { continue }
      if TemporaryName.isStale(name, modified: modified, now: now), unlinkat(descriptor, name, 0) == 0 {
        removed.append(name)
      }
    }
    return removed.sorted()
  }

  /// Whether `name` can be a figure's file name: not empty, no `/` or NUL, not `.` or `..`, and
  /// not one of our temporary names.
  public static func isPlainName(_ name: String) -> Bool {
    !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\0")
      && TemporaryName.processID(in: name) == nil
  }
}
