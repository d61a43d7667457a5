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
/// is written, so a run that writes nothing creates nothing. The static checks (`check`,
/// `checkDistinctNames`) run before anything is drawn.
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

  /// Checks `path` (`check(_:)`), and when the folder exists opens and sweeps it.
  /// - Throws: `CLIError` with status `.cannotWrite`.
  public static func open(_ path: String) throws(CLIError) -> OutputDirectory {
    try check(path)
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

  // MARK: Checks before anything is drawn
  //
  // Without them, `--out` naming a file failed once per recipe, after every figure had been
  // solved and drawn, with Foundation's "a file with the same name already exists" about a path
  // the user never typed.

  /// Throws when `path`, or the nearest part of it that exists, is not a folder. A path that does
  /// not exist yet is fine: the folders are created when the first figure is written. `option`
  /// and `purpose` name the command-line option the path came from and what the folder is for
  /// (`check` has `--report` and `--junit`, no `--out`).
  /// - Throws: `CLIError` with status `.cannotWrite`, naming the option and the offending path.
  public static func check(
    _ path: String, option: String = "--out", purpose: String = "the figures"
  ) throws(CLIError) {
    var candidate = URL(fileURLWithPath: path).standardized
    while true {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory) {
        guard isDirectory.boolValue else {
          let what = candidate.path == URL(fileURLWithPath: path).standardized.path ? path : candidate.path
          throw CLIError(
            "error: \(option) \(path): \(what) is a file, not a folder\n"
              + "hint: name a folder for \(purpose) (it is created when missing)",
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
