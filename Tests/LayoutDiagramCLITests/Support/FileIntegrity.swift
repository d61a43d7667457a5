import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Structural checks that a figure file is complete, independent of the program that wrote it.
enum FileIntegrity {
  /// Why `bytes` is not a complete PNG, or nil: the signature, every chunk's length and CRC-32
  /// (computed here), IHDR first, at least one IDAT, IEND last and nothing after it.
  static func pngProblem(_ bytes: [UInt8]) -> String? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count > 8, Array(bytes[0..<8]) == signature else { return "no PNG signature" }
    var offset = 8
    var types: [String] = []
    while offset < bytes.count {
      guard offset + 12 <= bytes.count else { return "truncated chunk header at \(offset)" }
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      guard offset + 12 + length <= bytes.count else { return "truncated chunk at \(offset)" }
      let body = Array(bytes[offset + 4..<offset + 8 + length])
      let crcBytes = bytes[offset + 8 + length..<offset + 12 + length]
      let stored = crcBytes.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
      guard crc32(body) == stored else { return "bad CRC at \(offset)" }
      types.append(String(decoding: body[0..<4], as: UTF8.self))
      offset += 12 + length
    }
    guard types.first == "IHDR" else { return "IHDR is not first" }
    guard types.contains("IDAT") else { return "no IDAT" }
    guard types.last == "IEND" else { return "IEND is not last" }
    return nil
  }

  /// Why `bytes` is not a complete PDF, or nil: the header, `%%EOF` at the end, and a `startxref`
  /// offset that points at a cross-reference table or stream inside the file.
  static func pdfProblem(_ bytes: [UInt8]) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.hasPrefix("%PDF-") else { return "no %PDF- header" }
    guard text.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("%%EOF") else { return "no %%EOF" }
    guard let range = text.range(of: "startxref", options: .backwards) else { return "no startxref" }
    let number = text[range.upperBound...].split(whereSeparator: \.isWhitespace).first.flatMap { Int($0) }
    guard let number, number > 0, number < bytes.count else { return "startxref out of range" }
    let target = String(decoding: bytes[number..<min(bytes.count, number + 40)], as: UTF8.self)
    guard target.hasPrefix("xref") || target.contains(" obj") else { return "startxref points at \(target)" }
    return nil
  }

  /// Why `bytes` is not a complete SVG, or nil: it parses as XML and its root is `svg`.
  static func svgProblem(_ bytes: [UInt8]) -> String? {
    final class Root: NSObject, XMLParserDelegate {
      var name: String?
      func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
      ) {
        if name == nil { name = elementName }
      }
    }
    let parser = XMLParser(data: Data(bytes))
    let root = Root()
    parser.delegate = root
    guard parser.parse() else { return "not well-formed XML: \(String(describing: parser.parserError))" }
    return root.name == "svg" ? nil : "root element is \(root.name ?? "missing")"
  }

  /// The problem of the figure at `path` by its extension, or nil when it is complete.
  static func problem(atPath path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path) else { return "unreadable" }
    let bytes = [UInt8](data)
    switch (path as NSString).pathExtension {
    case "png": return pngProblem(bytes)
    case "pdf": return pdfProblem(bytes)
    case "svg": return svgProblem(bytes)
    default: return "unknown extension"
    }
  }

  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
