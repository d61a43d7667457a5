/// A Visual Format Language line, `H:|-[find]-[findNext]-[findField(>=20)]-|`, parsed.
public struct VisualFormatSyntax: Hashable, Sendable {
  /// The number of the first constraint it expands to (`10. H:...`); nil continues the list.
  public var label: Located<ConstraintLabel>?
  /// The format string as written (without the label), printed back by the formatter.
  public var text: Located<String>
  /// `H` (the default) or `V`.
  public var axis: AxisName
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
    label: Located<ConstraintLabel>?, text: Located<String>, axis: AxisName,
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
  public var name: Located<String>
  /// Size predicates (`>=20`, `==button2`, `100@20`).
  public var predicates: [VisualFormatPredicate]

  /// Creates a format view.
  public init(name: Located<String>, predicates: [VisualFormatPredicate]) {
    self.name = name
    self.predicates = predicates
  }
}

/// A connection: nothing (flush), `-` (standard spacing) or `-predicates-`.
public struct VisualFormatConnection: Hashable, Sendable {
  /// The connection's kind.
  public enum Kind: Hashable, Sendable {
    /// `[a][b]`: no space.
    case flush
    /// `[a]-[b]`: standard spacing (or the superview's margin at `|-`).
    case standard
    /// `[a]-20-[b]`, `-(>=10)-`.
    case predicates([VisualFormatPredicate])
  }

  /// The connection's kind.
  public var kind: Kind
  /// Where it was written (the `-` or the predicates; at the next `[` for a flush connection).
  public var range: SourceRange

  /// Creates a connection.
  public init(kind: Kind, range: SourceRange) {
    self.kind = kind
    self.range = range
  }

  /// Compares the kind only.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.kind == rhs.kind }

  /// Hashes the kind only.
  public func hash(into hasher: inout Hasher) { hasher.combine(kind) }
}

/// `(==|<=|>=)? object (@priority)?`.
public struct VisualFormatPredicate: Hashable, Sendable {
  /// What a predicate compares with.
  public enum Object: Hashable, Sendable {
    /// A number of points.
    case number(NumberLiteral)
    /// A metric's name (`metric padding 20`) or a view's name (for view sizes).
    case name(Located<String>)
  }

  /// A predicate's priority: a number or a metric's name.
  public enum Priority: Hashable, Sendable {
    /// `@20`.
    case number(NumberLiteral)
    /// `@high` where `high` is a metric or a named priority.
    case name(Located<String>)
  }

  /// The relation, `==` when none is written.
  public var relation: RelationName
  /// The compared value.
  public var object: Object
  /// The priority, nil for required.
  public var priority: Priority?
  /// Where the predicate was written.
  public var range: SourceRange

  /// Creates a predicate.
  public init(relation: RelationName, object: Object, priority: Priority?, range: SourceRange) {
    self.relation = relation
    self.object = object
    self.priority = priority
    self.range = range
  }

  /// Compares meaning only.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.relation == rhs.relation && lhs.object == rhs.object && lhs.priority == rhs.priority
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(relation)
    hasher.combine(object)
    hasher.combine(priority)
  }
}
