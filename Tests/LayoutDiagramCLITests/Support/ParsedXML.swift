import Foundation
import TestSupport

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An XML document read back by real parsers, for the escaping tests: FoundationXML (libxml2's
/// SAX parser) gives every element's attributes and text; `xmllint` is the second opinion.
struct ParsedXML {
  struct Element {
    var name: String
    var attributes: [String: String]
    var text = ""
  }

  /// Every element in document order (text is the element's own character data).
  var elements: [Element] = []

  /// Parses `data`; nil when it is not well-formed XML.
  init?(_ data: Data) {
    final class Collector: NSObject, XMLParserDelegate {
      var elements: [Element] = []
      var open: [Int] = []
      func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
      ) {
        open.append(elements.count)
        elements.append(Element(name: elementName, attributes: attributeDict))
      }
      func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?
      ) { _ = open.popLast() }
      func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let last = open.last { elements[last].text += string }
      }
    }
    let parser = XMLParser(data: data)
    let collector = Collector()
    parser.delegate = collector
    guard parser.parse() else { return nil }
    elements = collector.elements
  }

  /// The elements named `name`.
  func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }

  /// `xmllint`'s verdict on the file at `path` (`--html` for HTML): its status and messages.
  static func xmllint(_ path: String, html: Bool = false, xpath: String? = nil) throws -> ProcessOutput {
    var arguments = html ? ["--html"] : []
    if let xpath { arguments += ["--xpath", xpath] } else { arguments.append("--noout") }
    return try TestProcess.run(URL(fileURLWithPath: "/usr/bin/xmllint"), arguments + [path])
  }
}
