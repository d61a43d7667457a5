import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Writes files so that a reader never sees a half-written one, and never outside the folder.
///
/// The bytes go to a new file with an unpredictable name (`TemporaryName`) in the destination
/// folder, created with `O_CREAT | O_EXCL | O_NOFOLLOW` relative to the folder's open descriptor
/// (a link planted at that name is refused, not followed), written, `fsync`ed, and renamed over the
/// final name with `renameat`: the rename replaces whatever entry has that name, a symbolic link
/// included, and never writes through it. On failure the temporary file is removed; on SIGINT,
/// SIGTERM and SIGHUP too (`TemporaryFiles`).
public enum AtomicFile {
  /// Writes `bytes` to the file `name` (a plain name, no folder) in `folder`.
  /// - Returns: the path written (the folder's path and the name).
  /// - Throws: `CLIError` with status `.cannotWrite`, naming the path and the reason.
  @discardableResult
  public static func write(_ bytes: [UInt8], named name: String, in folder: OutputDirectory)
    throws(CLIError) -> String
  {
    let path = (folder.path as NSString).appendingPathComponent(name)
    func failure(_ reason: String) -> CLIError {
      CLIError(
        "error: cannot write \(path): \(reason)\n"
          + "hint: check that the output folder is writable (--out DIR chooses another)",
        status: .cannotWrite)
    }
    guard OutputDirectory.isPlainName(name) else {
      throw failure("not a plain file name")
    }
    let folderDescriptor = try folder.descriptor()
    var temporary = ""
    var descriptor: Int32 = -1
    for _ in 0..<100 {
      temporary = TemporaryName.make()
      descriptor = TemporaryFiles.create(temporary, in: folderDescriptor)
      if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else { throw failure(String(cString: strerror(errno))) }
    defer { TemporaryFiles.forget(temporary, in: folderDescriptor) }
    var failed: String?
    if let reason = writeAll(bytes, to: descriptor) {
      failed = reason
    } else if fsync(descriptor) != 0 {
      failed = "fsync: " + String(cString: strerror(errno))
    }
    if close(descriptor) != 0 && failed == nil { failed = "close: " + String(cString: strerror(errno)) }
    if failed == nil && renameat(folderDescriptor, temporary, folderDescriptor, name) != 0 {
      failed = errno == EISDIR ? "a folder has that name" : String(cString: strerror(errno))
    }
    if let failed {
      unlinkat(folderDescriptor, temporary, 0)
      throw failure(failed)
    }
    // The rename itself is durable once the folder is synced.
    fsync(folderDescriptor)
    return path
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return String(cString: strerror(errno))
      }
      offset += written
    }
    return nil
  }
}

extension AtomicFile {
  /// Writes `bytes` to `path` atomically (temporary name in the same folder, then rename),
  /// creating the folder when missing: the golden files, the report and the JUnit file.
  public static func write(_ bytes: [UInt8], toPath path: String) throws(CLIError) {
    let folder = (path as NSString).deletingLastPathComponent
    let directory = try OutputDirectory.open(folder.isEmpty ? "." : folder)
    try write(bytes, named: (path as NSString).lastPathComponent, in: directory)
  }
}
