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
