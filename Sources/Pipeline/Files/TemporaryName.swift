import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The names of this program's temporary files: `.layout-diagram-PID-RANDOM.tmp`.
///
/// The random part (64 bits from the system's generator) makes the name unpredictable, so nobody
/// can plant a link at it in advance (and `O_EXCL | O_NOFOLLOW` refuses one that is there anyway);
/// the process id lets a later run tell a file whose writer is gone from one being written now.
public enum TemporaryName {
  /// The prefix every temporary file of ours starts with.
  public static let prefix = ".layout-diagram-"
  /// The suffix every temporary file of ours ends with.
  public static let suffix = ".tmp"
  /// How old a temporary file must be to be removed even when a process with its id is running
  /// (process ids are reused): no figure takes a day to write.
  public static let maximumAge: TimeInterval = 24 * 60 * 60

  /// A fresh name for this process.
  public static func make() -> String {
    var generator = SystemRandomNumberGenerator()
    let random = String(generator.next() as UInt64, radix: 16)
    return "\(prefix)\(getpid())-\(random)\(suffix)"
  }

  /// The process id in one of our names, or nil when `name` is not one of them. Also recognises
  /// the names of versions before this one, `.STEM.png.PID.tmp` (likewise `.svg`, `.pdf`).
  public static func processID(in name: String) -> Int32? {
    guard name.hasPrefix("."), name.hasSuffix(suffix) else { return nil }
    let body = name.dropLast(suffix.count)
    if name.hasPrefix(prefix) {
      let parts = body.dropFirst(prefix.count).split(separator: "-")
      guard parts.count == 2, UInt64(parts[1], radix: 16) != nil else { return nil }
      return Int32(parts[0])
    }
    let parts = body.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 4, ["png", "svg", "pdf"].contains(parts[parts.count - 2]) else { return nil }
    return Int32(parts[parts.count - 1])
  }

  /// Whether `name` is a temporary file of ours that nobody is writing any more: its process is
  /// gone, or it is older than `maximumAge`.
  static func isStale(_ name: String, modified: Date?, now: Date = Date()) -> Bool {
    guard let pid = processID(in: name), pid > 0 else { return false }
    if pid == getpid() { return false }
    if kill(pid, 0) != 0 && errno == ESRCH { return true }
    guard let modified else { return false }
    return now.timeIntervalSince(modified) > maximumAge
  }
}
