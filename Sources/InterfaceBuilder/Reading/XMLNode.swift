import Foundation

/// One element of an XML document as the importer reads it: name, attributes, children and the
/// line it starts on (for located warnings).
public struct XMLNode: Sendable {
  /// The element's name (`label`, `constraint`, ...).
  public var name: String
  /// The element's attributes.
  public var attributes: [String: String]
  /// The child elements, in document order.
  public var children: [XMLNode]
  /// The line of the element's start tag (1-based; the line where the tag ends when it spans lines).
  public var line: Int
  /// The text of the XML comment just before the element (`<!--View Controller-->`), if any.
  public var commentBefore: String?
  /// The character data directly inside the element (`<string key="text">…</string>`).
  public var text: String

  /// An element with these parts.
  public init(
    name: String, attributes: [String: String] = [:], children: [XMLNode] = [], line: Int = 0,
    commentBefore: String? = nil, text: String = ""
  ) {
    self.name = name
    self.attributes = attributes
    self.children = children
    self.line = line
    self.commentBefore = commentBefore
    self.text = text
  }

  /// The character data of a `<string>` element as text: decoded when Interface Builder stored it
  /// in base64 (`base64-UTF8="YES"`, what it writes for text that XML 1.0 cannot hold, such as a
  /// lone line feed or a control character: `<string key="content" base64-UTF8="YES">Cg</string>`
  /// is "\n"), else `text` as it stands. IB leaves the padding `=` out and wraps the code in
  /// white space, which is dropped; a code whose length leaves a lone 6-bit group at its end
  /// (no whole byte in it) is read without that group. Nil when the code is not base64 or not
  /// UTF-8.
  public var stringValue: String? {
    guard attributes["base64-UTF8"] == "YES" else { return text }
    var encoded = text.filter { !$0.isWhitespace }
    if encoded.count % 4 == 1 { encoded.removeLast() }
    while encoded.count % 4 != 0 { encoded += "=" }
    return Data(base64Encoded: encoded).flatMap { String(data: $0, encoding: .utf8) }
  }

  /// A string property Interface Builder writes either as an attribute (`title="Go"`) or, when
  /// XML 1.0 cannot hold it in one, as a `<string key="...">` child (in base64 or not): the
  /// attribute, else the child's `stringValue`. Every `<string>` the document reader takes goes
  /// through this or `stringValue` (second read of session 38, L2).
  public func string(_ key: String) -> String? {
    attributes[key] ?? child("string", key: key)?.stringValue
  }

  /// The value of an attribute.
  public subscript(attribute: String) -> String? { attributes[attribute] }

  /// The first child with this element name (and `key` attribute, when given).
  public func child(_ name: String, key: String? = nil) -> XMLNode? {
    children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
  }

  /// Every child with this element name.
  public func children(named name: String) -> [XMLNode] {
    children.filter { $0.name == name }
  }

  /// An attribute that holds an IB id (`id`, `firstItem`, `reference`), or nil when absent.
  public func id(_ attribute: String = "id") -> IBID? { attributes[attribute].map { IBID($0) } }

  /// A YES/NO attribute: true for "YES", false for "NO", nil when absent.
  public func flag(_ attribute: String) -> Bool? {
    guard let value = attributes[attribute] else { return nil }
    return value == "YES"
  }

  /// A numeric attribute, or nil when absent, not a number, or not finite (`nan`, `inf`).
  public func number(_ attribute: String) -> Double? {
    attributes[attribute].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
  }
}
