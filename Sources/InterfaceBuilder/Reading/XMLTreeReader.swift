import Foundation
import Recipe

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads XML text into an `XMLNode` tree with FoundationXML's `XMLParser` (libxml2 underneath),
/// keeping each element's line and the comment before it.
///
/// Documents are hostile until proven otherwise (docs/hardening.md, "Storyboards"): a document type
/// declaration or an encoding other than UTF-8 is refused before parsing (`XMLPrologCheck`), so no
/// entity can be declared; and the parser itself is configured to load nothing from outside
/// (`parse`), in case a declaration ever got past the check.
enum XMLTreeReader {
  /// Where and why the XML is not well formed.
  struct Failure: Error {
    var line: Int
    var column: Int
    var message: String
    /// libxml2's error code (0 when the failure is ours).
    var code = 0
    /// False for a document refused although it may be well-formed XML (a document type
    /// declaration, a non-UTF-8 encoding, too deep a nesting).
    var isWellFormednessError = true
  }

  /// The deepest element nesting read. Xcode's documents nest a few dozen levels (two per nested
  /// view: `<subviews><view>`); 500 allows about 245 nested views, more than twice the recipe
  /// nesting limit's default. The importer's passes recurse per view: in a debug build 600
  /// nested views overflowed the main thread's stack (400 were drawn on the render workers), and
  /// libxml2 itself reads 10,000 levels without complaint, so the limit is ours.
  static let maximumDepth = 500

  /// The document's root element.
  /// - Throws: `Failure` for a document type declaration, a non-UTF-8 encoding or a byte that is
  ///   not UTF-8 (`UTF8Validation`), and at the first well-formedness error (a truncated file ends
  ///   in one).
  static func read(_ data: Data) throws(Failure) -> XMLNode {
    guard data.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
      throw Failure(line: 1, column: 1, message: "the file is empty", isWellFormednessError: false)
    }
    let bytes = [UInt8](data)
    try XMLPrologCheck.check(bytes)
    // libxml2 reports invalid UTF-8 but, in the recovery mode FoundationXML always turns on, goes
    // on and hands the bytes of a bad element name, attribute name, comment or processing
    // instruction to FoundationXML, which force-unwraps their decoding and traps (found by the
    // importer fuzzer: one 0xFF byte inside an attribute name crashed `import` with SIGILL).
    // Documents are refused at the bad byte instead.
    if let bad = UTF8Validation.firstFailure(in: bytes)?.offset {
      let (line, column) = bytePosition(of: bad, in: bytes)
      let hex = String(bytes[bad], radix: 16, uppercase: true)
      throw Failure(
        line: line, column: column,
        message:
          "the file is not UTF-8: byte 0x\(hex.count == 1 ? "0" : "")\(hex) at offset \(bad) is not part "
          + "of a UTF-8 character\nhint: Interface Builder writes UTF-8; was the file edited by another tool?",
        isWellFormednessError: false)
    }
    return try parse(data)
  }

  /// The 1-based line and byte column of `offset` (libxml2 counts columns in bytes too).
  static func bytePosition(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    return (line, offset - lineStart + 1)
  }

  /// Parses without the prolog check (the tests call it to show what the parser alone does with
  /// entities). FoundationXML always asks libxml2 to substitute entities (`XML_PARSE_NOENT`), so:
  /// - `shouldResolveExternalEntities = false` keeps `XML_PARSE_DTDLOAD` off (no external DTD or
  ///   parameter entity is fetched);
  /// - `externalEntityResolvingPolicy = .never` makes FoundationXML's entity loader refuse every
  ///   URL, `file:` and `http:` alike, with no list of allowed URLs;
  /// - the delegate resolves no entity itself (`resolveExternalEntityName` returns nil);
  /// - `XML_PARSE_HUGE` is never set, so libxml2's entity amplification limit stays on: nested
  ///   entities ("billion laughs") stop with an "entity reference loop" error instead of
  ///   expanding.
  static func parse(_ data: Data) throws(Failure) -> XMLNode {
    let parser = XMLParser(data: data)
    let builder = Builder()
    parser.delegate = builder
    parser.shouldProcessNamespaces = false
    parser.shouldResolveExternalEntities = false
    parser.externalEntityResolvingPolicy = .never
    parser.allowedExternalEntityURLs = nil
    let succeeded = parser.parse()
    if var failure = builder.failure {
      // An error on the last line is the file ending early, whatever libxml2 calls it, unless it is
      // about a character or an entity (then the hint would be false).
      let lastLine = data.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
      if failure.line >= lastLine, failure.code != 0, ![1, 9, 26, 89].contains(failure.code),
        !failure.message.contains("truncated")
      {
        failure.message =
          "the document ends early, inside an element (is the file truncated?): " + failure.message
      }
      throw failure
    }
    guard succeeded, let root = builder.root else {
      throw Failure(
        line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1),
        message: parser.parserError.map { describe($0) } ?? "the document has no root element")
    }
    return root
  }

  static func describe(_ error: Error) -> String {
    let code = (error as NSError).code
    switch code {
    case 5: return "the document ends early (is the file truncated?)"
    case 4: return "the document does not start with an element (is this an XML file?)"
    case 73, 76: return "an element is not closed properly (is the file truncated?)"
    case 41: return "an attribute has no value"
    case 38, 39, 40: return "an attribute is malformed, unterminated or too long"
    case 9: return "a character that XML does not allow (invalid UTF-8, or a control character)"
    case 26:
      return "a reference to an undeclared entity (IB documents use only &lt; &gt; &amp; &quot; "
        + "&apos; and character references)"
    case 89: return "entities nest or expand too far (entity reference loop)"
    case 1: return "the document nests too deeply or is too large for the parser"
    default: return "XML parser error \(code)"
    }
  }

  private final class Builder: NSObject, XMLParserDelegate {
    var stack: [XMLNode] = []
    var root: XMLNode?
    var pendingComment: String?
    var failure: Failure?

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
      guard failure == nil else { return }
      guard stack.count < XMLTreeReader.maximumDepth else {
        failure = Failure(
          line: parser.lineNumber, column: parser.columnNumber,
          message: "elements nest more than \(XMLTreeReader.maximumDepth) levels deep (<\(elementName)>); "
            + "Interface Builder documents nest a few dozen",
          isWellFormednessError: false)
        parser.abortParsing()
        return
      }
      stack.append(
        XMLNode(
          name: elementName, attributes: attributeDict, line: parser.lineNumber,
          commentBefore: pendingComment))
      pendingComment = nil
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?
    ) {
      guard failure == nil, let node = stack.popLast() else { return }
      pendingComment = nil
      if stack.isEmpty {
        root = node
      } else {
        stack[stack.count - 1].children.append(node)
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      guard !stack.isEmpty else { return }
      stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
      nil
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
      pendingComment = comment.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
      guard failure == nil else { return }
      failure = Failure(
        line: parser.lineNumber, column: parser.columnNumber, message: XMLTreeReader.describe(parseError),
        code: (parseError as NSError).code)
    }
  }
}
