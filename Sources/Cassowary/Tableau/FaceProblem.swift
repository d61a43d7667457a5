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
