import Layout

/// A view declaration: `label "Name Label" in "Bubble" text "Name" font headline`.
public struct ViewSyntax: Hashable, Sendable {
  /// The kind keyword.
  public var kind: Spelled<ViewKind>
  /// The view's name (unique, matched case-insensitively and ignoring spaces).
  public var name: Located<ViewName>
  /// The name of the view it is nested in (`in "Bubble"`); nil for the scene's root view
  /// (a cell's content view in a cell scene).
  public var parent: Located<ViewName>?
  /// Its attributes, in written order.
  public var properties: [Located<ViewProperty>]

  /// Creates a view declaration.
  public init(
    kind: Spelled<ViewKind>, name: Located<ViewName>, parent: Located<ViewName>?,
    properties: [Located<ViewProperty>]
  ) {
    self.kind = kind
    self.name = name
    self.parent = parent
    self.properties = properties
  }
}
