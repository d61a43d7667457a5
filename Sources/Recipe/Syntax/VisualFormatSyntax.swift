import Layout

/// A Visual Format Language line, `H:|-[find]-[findNext]-[findField(>=20)]-|`, parsed.
public struct VisualFormatSyntax: Hashable, Sendable {
  /// The number of the first constraint it expands to (`10. H:...`); nil continues the list.
  public var label: Located<ConstraintLabel>?
  /// The format string as written (without the label), printed back by the formatter.
  public var text: Located<String>
  /// `H` (the default) or `V`.
  public var axis: Axis
  /// The connection from the superview edge `|` to the first view; nil when there is no `|`.
  public var leadingEdge: VisualFormatConnection?
  /// The views in order.
  public var views: [VisualFormatView]
  /// The connections between consecutive views (`views.count - 1` of them).
  public var connections: [VisualFormatConnection]
  /// The connection from the last view to the superview edge `|`; nil when there is none.
  public var trailingEdge: VisualFormatConnection?

  /// Creates a parsed format line.
  public init(
    label: Located<ConstraintLabel>?, text: Located<String>, axis: Axis,
    leadingEdge: VisualFormatConnection?, views: [VisualFormatView],
    connections: [VisualFormatConnection], trailingEdge: VisualFormatConnection?
  ) {
    self.label = label
    self.text = text
    self.axis = axis
    self.leadingEdge = leadingEdge
    self.views = views
    self.connections = connections
    self.trailingEdge = trailingEdge
  }
}

/// `[name(predicates)]` in a format line.
public struct VisualFormatView: Hashable, Sendable {
  /// The view's name as written.
  public var name: Located<ViewName>
  /// Size predicates (`>=20`, `==button2`, `100@20`).
  public var predicates: [VisualFormatPredicate]

  /// Creates a format view.
  public init(name: Located<ViewName>, predicates: [VisualFormatPredicate]) {
    self.name = name
    self.predicates = predicates
  }
}
