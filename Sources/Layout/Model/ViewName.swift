/// A name as authors write it (`Name Label`), compared the way Interface Builder users read
/// names: case-insensitively and ignoring spaces and tabs, so `Name label`, `Name Label` and
/// `nameLabel` (in a Visual Format line) are one name.
///
/// The comparison key is computed once, when the name is made; the spelling is kept for messages.
/// Recipes name views and variants with it.
public struct ViewName: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
  /// The name as written.
  public let spelling: String
  /// The comparison key: lowercased, without spaces and tabs.
  public let key: String

  /// A name as written.
  public init(_ spelling: String) {
    self.spelling = spelling
    key = ViewName.asciiKey(spelling) ?? String(spelling.lowercased().filter { $0 != " " && $0 != "\t" })
  }

  /// The key of an all-ASCII spelling, byte by byte (`lowercased()` maps only A-Z there), or nil
  /// for any other spelling. Names are compared on every anchor of a recipe: this is the fast path.
  static func asciiKey(_ spelling: String) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(spelling.utf8.count)
    for byte in spelling.utf8 {
      switch byte {
      case 0x80...: return nil
      case 0x20, 0x09: continue
      case 0x41...0x5A: bytes.append(byte + 0x20)
      default: bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A name from a literal.
  public init(stringLiteral value: String) { self.init(value) }

  /// A name from an interpolated literal (`"Label \(row)"`).
  public init(stringInterpolation: DefaultStringInterpolation) {
    self.init(String(stringInterpolation: stringInterpolation))
  }

  /// Names are equal when their keys are.
  public static func == (lhs: ViewName, rhs: ViewName) -> Bool { lhs.key == rhs.key }

  /// Hashes the key only, consistent with `==`.
  public func hash(into hasher: inout Hasher) { hasher.combine(key) }

  /// The spelling.
  public var description: String { spelling }
}
