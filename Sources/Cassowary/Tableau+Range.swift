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

/// A small linear program over the optimal face: basic rows `r = c + sum(a_j x_j) >= 0` (or `== 0`
/// for a basic dummy) in the free columns `x_j` (>= 0, or unrestricted for externals).
struct FaceProblem {
  private var rows: [Symbol: Row] = [:]
  private var fixedAtZero: Set<Symbol> = []
  private var unrestricted: Set<Symbol> = []
  private var restrictedColumns: Set<Symbol> = []

  init(tableau: Tableau, start: [Symbol]) {
    var pending = start
    var seen = Set(start)
    while let column = pending.popLast() {
      if tableau.kinds[column.index] == .external {
        unrestricted.insert(column)
      } else {
        restrictedColumns.insert(column)
      }
      for basic in tableau.rowsContainingUnswept(column).sorted()
      where tableau.kinds[basic.index] != .external && rows[basic] == nil {
        guard let row = tableau.rows[basic.index] else { continue }
        let free = row.cells.filter { tableau.isFreeColumn($0.symbol) }
        rows[basic] = Row(constant: max(0, row.constant), cells: free)
        if tableau.kinds[basic.index] == .dummy { fixedAtZero.insert(basic) }
        for cell in free where !seen.contains(cell.symbol) {
          seen.insert(cell.symbol)
          pending.append(cell.symbol)
        }
      }
    }
  }

  /// Minimises `objective` (a row over the free columns) from the feasible point where all are zero.
  mutating func minimize(_ start: Row) -> Double {
    var objective = start
    while true {
      // Bland's rule: lowest column that improves (either way for unrestricted ones).
      var entering: Symbol?
      var direction = 1.0
      for cell in objective.cells {
        let symbol = cell.symbol
        if fixedAtZero.contains(symbol) { continue }
        if unrestricted.contains(symbol), abs(cell.coefficient) > Tableau.epsilon {
          entering = symbol
          direction = cell.coefficient < 0 ? 1 : -1
          break
        }
        if !unrestricted.contains(symbol), cell.coefficient < -Tableau.epsilon {
          entering = symbol
          break
        }
      }
      guard let column = entering else { return objective.constant }
      var leaving: Symbol?
      var bestRatio = Double.infinity
      for basic in rows.keys.sorted() {
        guard let row = rows[basic], !unrestricted.contains(basic) else { continue }
        let rate = row.coefficient(of: column) * direction
        if fixedAtZero.contains(basic) {
          if abs(rate) > Tableau.epsilon, 0 < bestRatio {
            bestRatio = 0
            leaving = basic
          }
        } else if rate < -Tableau.epsilon {
          let ratio = row.constant / -rate
          if ratio < bestRatio {
            bestRatio = ratio
            leaving = basic
          }
        }
      }
      guard let leavingRow = leaving, var row = rows.removeValue(forKey: leavingRow) else {
        return -Double.infinity
      }
      row.insert(leavingRow, -1)
      row.solve(for: column)
      for basic in Array(rows.keys) {
        let factor = rows[basic]!.coefficient(of: column)
        if factor != 0 { rows[basic] = rows[basic]!.adding(row, times: factor, skipping: column) }
      }
      let factor = objective.coefficient(of: column)
      objective = objective.adding(row, times: factor, skipping: column)
      rows[column] = row
    }
  }
}
