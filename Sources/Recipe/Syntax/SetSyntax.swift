import Layout

/// `set "Name Label" font 36`: attribute changes, typically in a variant.
public struct SetSyntax: Hashable, Sendable {
  /// The view changed.
  public var name: Located<ViewName>
  /// The new attribute values.
  public var properties: [Located<ViewProperty>]

  /// Creates a `set` statement.
  public init(name: Located<ViewName>, properties: [Located<ViewProperty>]) {
    self.name = name
    self.properties = properties
  }
}
