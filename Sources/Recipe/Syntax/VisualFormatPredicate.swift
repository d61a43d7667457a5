import Layout

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
  public var relation: LayoutRelation
  /// The compared value.
  public var object: Object
  /// The priority, nil for required.
  public var priority: Priority?
  /// Where the predicate was written.
  public var range: SourceRange

  /// Creates a predicate.
  public init(relation: LayoutRelation, object: Object, priority: Priority?, range: SourceRange) {
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
