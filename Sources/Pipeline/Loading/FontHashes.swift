import Foundation
import Synchronization

/// SHA-256 of font files, computed once per file per process.
public enum FontHashes {
  private static let cache = Mutex<[String: String]>([:])

  /// The file's SHA-256, or "unreadable" when it cannot be read.
  public static func sha256(ofFile path: String) -> String {
    if let known = cache.withLock({ $0[path] }) { return known }
    let value: String
    if let data = FileManager.default.contents(atPath: path) {
      value = SHA256.hex(Array(data))
    } else {
      value = "unreadable"
    }
    cache.withLock { $0[path] = value }
    return value
  }
}
