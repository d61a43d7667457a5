import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads XML text into an `XMLNode` tree with FoundationXML's `XMLParser` (libxml2 underneath),
/// keeping each element's line and the comment before it.
enum XMLTreeReader {
  /// Where and why the XML is not well formed.
  struct Failure: Error {
    var line: Int
    var column: Int
    var message: String
  }

  /// The document's root element.
  /// - Throws: `Failure` at the first well-formedness error (a truncated file ends in one).
  static func read(_ data: Data) throws(Failure) -> XMLNode {
    let parser = XMLParser(data: data)
    let builder = Builder()
    parser.delegate = builder
    parser.shouldProcessNamespaces = false
    parser.shouldResolveExternalEntities = false
    let succeeded = parser.parse()
    if var failure = builder.failure {
      // An error on the last line is the file ending early, whatever libxml2 calls it.
      let lastLine = data.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
      if failure.line >= lastLine, !failure.message.contains("truncated") {
        failure.message =
          "the document ends early, inside an element (is the file truncated?): " + failure.message
      }
      throw failure
    }
    guard succeeded, let root = builder.root else {
      throw Failure(
        line: parser.lineNumber, column: parser.columnNumber,
        message: parser.parserError.map { describe($0) } ?? "the document has no root element")
    }
    return root
  }

  static func describe(_ error: Error) -> String {
    let code = (error as NSError).code
    switch code {
    case 5: return "the document ends early (is the file truncated?)"
    case 4: return "the document is empty"
    case 73, 76: return "an element is not closed properly (is the file truncated?)"
    case 41: return "an attribute has no value"
    case 39, 38: return "an attribute is malformed or unterminated"
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
      guard let node = stack.popLast() else { return }
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

    func parser(_ parser: XMLParser, foundComment comment: String) {
      pendingComment = comment.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
      guard failure == nil else { return }
      failure = Failure(
        line: parser.lineNumber, column: parser.columnNumber, message: XMLTreeReader.describe(parseError))
    }
  }
}
