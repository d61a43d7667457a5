/// Refuses, before any XML parser sees the bytes, what an Interface Builder document never holds
/// and a hostile one would use:
///
/// - a document type declaration (`<!DOCTYPE`): it is where entities are declared, and entities
///   are how XML reads local files or the network (`<!ENTITY x SYSTEM "file:///etc/passwd">`) and
///   how it expands a kilobyte into gigabytes (nested entities, "billion laughs");
/// - an encoding other than UTF-8 (a UTF-16 or UTF-7 document would hide a `<!DOCTYPE` from this
///   byte-level check: `+ADw-!DOCTYPE` is UTF-7 for it). Xcode writes UTF-8 with
///   `encoding="UTF-8"`.
///
/// A document type declaration may only appear in the prolog (before the root element), after
/// the XML declaration, comments and processing instructions, so the check reads just that far.
enum XMLPrologCheck {
  /// Throws the first thing refused, located at its line and column (1-based).
  static func check(_ bytes: [UInt8]) throws(XMLTreeReader.Failure) {
    var scanner = Scanner(bytes: bytes)
    if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE])
      || bytes.prefix(4).contains(0)
    {
      throw XMLTreeReader.Failure(
        line: 1, column: 1,
        message: "the document is not UTF-8 (it looks like UTF-16 or UTF-32); Interface Builder "
          + "documents are UTF-8\nhint: save the file as UTF-8 (Xcode always does)",
        isWellFormednessError: false)
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.offset = 3 }
    while true {
      scanner.skipWhitespace()
      if scanner.at("<?") {
        let start = scanner.position
        guard let declaration = scanner.skip(through: "?>") else { return }
        try checkEncoding(of: declaration, at: start)
      } else if scanner.at("<!--") {
        guard scanner.skip(through: "-->") != nil else { return }
      } else if scanner.at("<!DOCTYPE", caseInsensitive: true) {
        let (line, column) = scanner.position
        throw XMLTreeReader.Failure(
          line: line, column: column,
          message: "the document has a document type declaration (<!DOCTYPE ...>), which Interface "
            + "Builder never writes; it is refused because its entities could read files or the "
            + "network or expand without bound\nhint: remove the <!DOCTYPE ...> declaration",
          isWellFormednessError: false)
      } else {
        return
      }
    }
  }

  /// Refuses an XML declaration whose `encoding` is not UTF-8 (`<?xml version="1.0"
  /// encoding="UTF-7"?>`); other processing instructions pass.
  private static func checkEncoding(of instruction: [UInt8], at position: (line: Int, column: Int))
    throws(XMLTreeReader.Failure)
  {
    let text = String(decoding: instruction, as: UTF8.self)
    guard text.hasPrefix("<?xml"), text.count > 5, text.dropFirst(5).first?.isWhitespace == true,
      let range = text.range(of: "encoding")
    else { return }
    let rest = text[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return }
    let value = rest.dropFirst().prefix { $0 != quote }
    guard !["utf-8", "utf8"].contains(value.lowercased()) else { return }
    throw XMLTreeReader.Failure(
      line: position.line, column: position.column,
      message: "the document declares encoding \"\(value)\"; Interface Builder documents are UTF-8"
        + "\nhint: save the file as UTF-8 with encoding=\"UTF-8\" (Xcode always does)",
      isWellFormednessError: false)
  }

  /// Walks the bytes, keeping the line and column of `offset`.
  private struct Scanner {
    let bytes: [UInt8]
    var offset = 0
    var line = 1
    var lineStart = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    var position: (line: Int, column: Int) { (line, offset - lineStart + 1) }

    func at(_ text: String, caseInsensitive: Bool = false) -> Bool {
      let pattern = Array(text.utf8)
      guard offset + pattern.count <= bytes.count else { return false }
      for (index, byte) in pattern.enumerated() {
        let actual = bytes[offset + index]
        let matches = caseInsensitive ? lower(actual) == lower(byte) : actual == byte
        if !matches { return false }
      }
      return true
    }

    private func lower(_ byte: UInt8) -> UInt8 { (65...90).contains(byte) ? byte + 32 : byte }

    mutating func advance() {
      if bytes[offset] == UInt8(ascii: "\n") {
        line += 1
        lineStart = offset + 1
      }
      offset += 1
    }

    mutating func skipWhitespace() {
      while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { advance() }
    }

    /// Moves past the next `end` and returns the bytes from here through it, or nil when the
    /// bytes end first (the parser reports that).
    mutating func skip(through end: String) -> [UInt8]? {
      let start = offset
      while offset < bytes.count {
        if at(end) {
          for _ in 0..<end.utf8.count { advance() }
          return Array(bytes[start..<offset])
        }
        advance()
      }
      return nil
    }
  }
}
