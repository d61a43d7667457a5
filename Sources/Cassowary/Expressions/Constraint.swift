/// A linear constraint `expression (relation) 0` at a priority.
public struct Constraint: Hashable, Sendable, CustomStringConvertible {
  /// The left side minus the right side.
  public var expression: Expression
  /// How ``expression`` compares with zero.
  public var relation: Relation
  /// 1000 (required) or an optional priority.
  public var priority: Priority

  /// `lhs (relation) rhs` at `priority`, stored as `lhs - rhs (relation) 0`.
  public init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Priority = .required) {
    self.expression = lhs - rhs
    self.relation = relation
    self.priority = priority
  }

  /// `expression (relation) 0` at `priority`.
  public init(expression: Expression, relation: Relation, priority: Priority = .required) {
    self.expression = expression
    self.relation = relation
    self.priority = priority
  }

  /// `v0 + v1 - 8 >= 0 @750` style text.
  public var description: String {
    render { $0.description }
  }

  func render(_ name: (Variable) -> String) -> String {
    let tail = priority.isRequired ? "" : " @\(priority.value)"
    return "\(expression.render(name)) \(relation) 0\(tail)"
  }

  /// The first NaN or infinite number, described; `nil` when all are finite.
  var invalidNumber: String? {
    if !expression.constant.isFinite { return "constant \(expression.constant) in \(self)" }
    for term in expression.terms where !term.coefficient.isFinite {
      return "coefficient \(term.coefficient) of \(term.variable) in \(self)"
    }
    return nil
  }
}
