// Optimal ranges: how far a symbol can move while every level of the objective stays optimal.
//
// At a lexicographic optimum, a non-basic restricted column with a non-zero reduced-cost vector must
// stay at zero in every optimal solution (its first non-zero cost is positive); dummies are fixed at
// zero. What remains free: restricted columns with an all-zero cost vector (>= 0) and non-basic
// external columns (any sign). The optimal face is the set of values of those free columns that keep
// every restricted basic row non-negative; a symbol's range is its minimum and maximum over that face,
// found with a small simplex over just the rows reachable from the symbol through free columns.

extension Tableau {
  func isFreeColumn(_ symbol: Symbol) -> Bool {
    guard rows[symbol.index] == nil else { return false }
    switch kinds[symbol.index] {
    case .external: return true
    case .slack, .error: return lexicographicSign(symbol) == 0
    default: return false
    }
  }

  /// The symbol's value as `constant + sum(cells)` over free columns only.
  func freeExpression(of symbol: Symbol) -> Row {
    guard let row = rows[symbol.index] else {
      return isFreeColumn(symbol)
        ? Row(constant: 0, cells: [Cell(symbol: symbol, coefficient: 1)]) : Row(constant: 0)
    }
    let full = kinds[symbol.index] == .external ? expanded(constant: 0, terms: [(symbol, 1)]) : row
    return Row(constant: full.constant, cells: full.cells.filter { isFreeColumn($0.symbol) })
  }

  /// Minimum and maximum of the symbol over all optimal solutions (±infinity when unbounded).
  func optimalRange(of symbol: Symbol) -> (lower: Double, upper: Double) {
    let expression = freeExpression(of: symbol)
    if expression.cells.isEmpty { return (expression.constant, expression.constant) }
    var problem = FaceProblem(tableau: self, start: expression.cells.map(\.symbol))
    let lower = problem.minimize(expression)
    var negated = expression
    negated.negate()
    problem = FaceProblem(tableau: self, start: expression.cells.map(\.symbol))
    let upper = -problem.minimize(negated)
    return (lower, upper)
  }
}
