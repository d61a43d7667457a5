/// Finds where bytes stop being UTF-8: the one validator of the project (recipe files are checked
/// with it before they are decoded, Interface Builder documents before FoundationXML sees them).
///
/// Well-formed means RFC 3629's table: no overlong forms, no surrogates (U+D800...U+DFFF), nothing
/// over U+10FFFF, no continuation byte without a lead, no character cut off by the end.
public enum UTF8Validation {
  /// The first place the bytes are not UTF-8.
  public struct Failure: Hashable, Sendable {
    /// The offset of the first byte of the character the failure is in.
    public var start: Int
    /// The offset of the offending byte: `start` for a byte that cannot start a character and
    /// for a character the bytes end in; a later one for a byte that does not continue it.
    public var offset: Int
    /// Whether the bytes end inside the character that begins at `start`.
    public var truncated: Bool

    /// A failure at these offsets.
    public init(start: Int, offset: Int, truncated: Bool) {
      self.start = start
      self.offset = offset
      self.truncated = truncated
    }
  }

  /// The first failure in `bytes`, or nil when every byte belongs to a well-formed character.
  public static func firstFailure(in bytes: [UInt8]) -> Failure? {
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      // The length of the sequence and the range its second byte must be in.
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        low = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        high = 0x9F
      case 0xF0:
        length = 4
        low = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        high = 0x8F
      default: return Failure(start: index, offset: index, truncated: false)
      }
      for offset in 1..<length {
        guard index + offset < bytes.count else {
          return Failure(start: index, offset: index, truncated: true)
        }
        let range = offset == 1 ? low...high : 0x80...0xBF
        guard range.contains(bytes[index + offset]) else {
          return Failure(start: index, offset: index + offset, truncated: false)
        }
      }
      index += length
    }
    return nil
  }
}
