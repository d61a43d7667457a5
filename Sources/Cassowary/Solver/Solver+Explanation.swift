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
  ///
  /// Decided from the solved tableau in one pass (the free directions at the optimum, see
  /// `Tableau+FreeDirections`); only a variable that guarded columns alone move gets the exact range.
  public func freeVariables() -> [Variable] {
    freeVariables { !isDetermined($0) }
  }

  /// The variables whose optimal range is wider than `tolerance` (absolute), ascending: the same
  /// one-pass decision as ``freeVariables()``, with `tolerance` for the few exact ranges.
  public func freeVariables(widerThan tolerance: Double) -> [Variable] {
    freeVariables { variable in
      let range = optimalRange(of: variable)
      return !(range.upper - range.lower <= tolerance)
    }
  }

  private func freeVariables(exactly isFree: (Variable) -> Bool) -> [Variable] {
    settle()
    let freedom = tableau.freeDirections()
    return variables.filter { variable in
      switch freedom[symbols[variable.index].index] {
      case .determined: false
      case .free: true
      case .undecided: isFree(variable)
      }
    }
  }

  /// The variables the one-pass test could not decide and the exact range had to (statistics for
  /// benchmarks and tests).
  public func undecidedVariableCount() -> Int {
    settle()
    let freedom = tableau.freeDirections()
    return variables.count { freedom[symbols[$0.index].index] == .undecided }
  }
}
