import Cassowary

/// A constraint ready for the solver, as `form (relation) 0`.
struct PreparedConstraint: Sendable {
  var ref: ConstraintRef
  var form: LinearForm
  var relation: LayoutRelation
  var priority: LayoutPriority

  /// How far `values` miss the constraint (0 when it holds).
  func violation(_ values: [Double]) -> Double {
    let v = form.evaluate(values)
    switch relation {
    case .equal: return abs(v)
    case .lessThanOrEqual: return Swift.max(v, 0)
    case .greaterThanOrEqual: return Swift.max(-v, 0)
    }
  }

  /// Whether the constraint holds with equality at `values` (it "binds").
  func isTight(_ values: [Double], tolerance: Double = 1e-6) -> Bool {
    abs(form.evaluate(values)) <= tolerance
  }

  /// The solver's constraint over `variables`.
  func solverConstraint(_ variables: [Variable]) -> Constraint {
    var expression = Expression(terms: [], constant: form.constant)
    for term in form.terms { expression = expression + term.coefficient * variables[term.index] }
    let relation: Relation
    switch self.relation {
    case .equal: relation = .equal
    case .lessThanOrEqual: relation = .lessThanOrEqual
    case .greaterThanOrEqual: relation = .greaterThanOrEqual
    }
    return Constraint(
      expression, relation, Expression(terms: [], constant: 0), priority: priority.solverPriority)
  }
}

extension LayoutPriority {
  /// The same priority in the solver's type (both range over 1...1000).
  var solverPriority: Priority { Priority(rawValue) ?? .required }
}
