/// Finds the first byte of a document that is not UTF-8, before FoundationXML sees it.
///
/// libxml2 reports invalid UTF-8 but, in the recovery mode FoundationXML always turns on, goes on
/// and hands the bytes of a bad element name, attribute name, comment or processing instruction to
/// FoundationXML, which force-unwraps their decoding and traps (found by the importer fuzzer: one
/// 0xFF byte inside an attribute name crashed `import` with SIGILL). Documents are refused at the
/// bad byte instead.
enum UTF8Validation {
  /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence (overlong
  /// forms, surrogates and values over U+10FFFF included), or nil when every byte does.
  static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
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
      default: return index
      }
      for offset in 1..<length {
        guard index + offset < bytes.count else { return index }
        let byte = bytes[index + offset]
        let range = offset == 1 ? low...high : 0x80...0xBF
        guard range.contains(byte) else { return index + offset }
      }
      index += length
    }
    return nil
  }

  /// The 1-based line and byte column of `offset` (libxml2 counts columns in bytes too).
  static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    return (line, offset - lineStart + 1)
  }
}
