// Explanations of a solution: which constraints are tight, how far optional ones miss, and which
// variables the constraints leave undetermined.

extension Solver {
  /// How far the constraint's expression is from zero at the current solution, signed.
  func residual(of constraint: Constraint) -> (value: Double, scale: Double) {
    var value = constraint.expression.constant
    var scale = abs(value)
    for term in constraint.expression.terms {
      let product = term.coefficient * self.value(of: term.variable)
      value += product
      scale += abs(product)
    }
    return (value, max(1, scale))
  }

  /// Whether the constraint holds with equality at the current solution: an equality that is met, or
  /// an inequality at its bound. A violated optional constraint is not binding.
  public func isBinding(_ id: ConstraintID) -> Bool {
    guard let constraint = records[id]?.constraint else { return false }
    let residual = residual(of: constraint)
    return abs(residual.value) <= 1e-7 * residual.scale
  }

  /// The present constraints that are binding, ascending.
  public func bindingConstraints() -> [ConstraintID] {
    constraintIDs.filter { isBinding($0) }
  }

  /// How far the constraint misses at the current solution (0 when satisfied or unknown).
  public func violation(of id: ConstraintID) -> Double {
    guard let constraint = records[id]?.constraint else { return 0 }
    let residual = residual(of: constraint)
    let miss: Double
    switch constraint.relation {
    case .equal: miss = abs(residual.value)
    case .lessThanOrEqual: miss = max(0, residual.value)
    case .greaterThanOrEqual: miss = max(0, -residual.value)
    }
    return miss <= 1e-7 * residual.scale ? 0 : miss
  }

  /// The interval of values the variable takes over all optimal solutions: required constraints
  /// satisfied and optional violations lexicographically minimal. ±infinity when unbounded.
  public func optimalRange(of variable: Variable) -> (lower: Double, upper: Double) {
    settle()
    return tableau.optimalRange(of: symbol(variable))
  }

  /// Whether every optimal solution gives the variable the same value (within 1e-7, relative).
  public func isDetermined(_ variable: Variable) -> Bool {
    settle()
    let symbol = symbol(variable)
    if tableau.freeExpression(of: symbol).cells.isEmpty { return true }
    let range = tableau.optimalRange(of: symbol)
    guard range.lower.isFinite, range.upper.isFinite else { return false }
    return range.upper - range.lower <= 1e-7 * max(1, abs(range.lower), abs(range.upper))
  }

  /// The variables that are not determined (see ``isDetermined(_:)``), ascending.
  public func freeVariables() -> [Variable] {
    // One pass over the external rows in dependency order finds the variables whose expansion
    // cannot reach a free column: those are determined without expanding anything (expanding every
    // row of a long chain would be quadratic). The rest get the exact test.
    settle()
    let reachesFree = tableau.externalRowsReachingFreeColumns()
    return variables.filter { variable in
      let symbol = symbols[variable.index]
      if tableau.rows[symbol.index] != nil, !reachesFree[symbol.index] { return false }
      return !isDetermined(variable)
    }
  }
}
