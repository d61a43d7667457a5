// A new row solved for an external variable that only external rows name, kept lazy.
//
// A constraint that names no fresh variable is normally expanded to non-basic symbols and solved for
// one of them, which is substituted everywhere. When the variable it is solved for is named by
// external rows only, that expansion is the whole cost and buys nothing: the variable is unrestricted
// and appears in no restricted row and not in the objective, so any value satisfies the constraint
// and the optimum does not move. A form shows why it matters: each row's baseline constraint names
// the field's top before the row's top constraint defines it (`top(r) = bottom(r-1) + 8`), and the
// expanded definition holds every marker above, so building N rows cost O(N^2) time and memory.
//
// So the row is kept as written (naming other external rows, like a fresh variable's) and the rows
// that name the subject keep naming it: the subject joins the lazy graph between them. The graph must
// stay acyclic, which a topological number per basic external symbol decides in constant time: every
// lazy row names only rows of a lower number. A fresh variable takes a number above all others; a
// subject here takes one strictly between the rows it names and the rows that name it, and when no
// such number exists (or the doubles between are exhausted) the constraint takes the expanded path.
// The numbers are sufficient, not necessary: the fallback is always correct, only slower.

extension Tableau {
  /// Adds the row with a non-basic external subject that only external rows name, without expanding
  /// it; `nil` (and nothing changed) when no term qualifies.
  mutating func addLazily(
    terms: [(Symbol, Double)], constant: Double, relation: Relation, level: Int?, priority: Int?
  ) -> Tag? {
    var written = Row(constant: constant)
    for (symbol, coefficient) in terms { written.insert(symbol, coefficient) }
    // The highest number among the rows the new row names.
    var below = -Double.infinity
    for cell in written.cells where isBasicExternal(cell.symbol) {
      below = max(below, order[cell.symbol.index])
    }
    for cell in written.cells where isLazySubject(cell.symbol) {
      guard let number = lazyOrder(cell.symbol, above: below) else { continue }
      let subject = cell.symbol
      var row = written
      let tag = appendMarkers(to: &row, relation: relation, level: level, priority: priority)
      row.solve(for: subject)
      order[subject.index] = number
      nextOrder = max(nextOrder, number + 1)
      setRow(subject, row)
      return tag
    }
    return nil
  }

  /// A non-basic external symbol with a usable coefficient, outside every restricted row and the
  /// objective.
  private mutating func isLazySubject(_ symbol: Symbol) -> Bool {
    guard kinds[symbol.index] == .external, rows[symbol.index] == nil else { return false }
    for level in objective.indices where objective[level][symbol.index] != 0 { return false }
    return rowsContaining(symbol).allSatisfy { kinds[$0.index] == .external }
  }

  /// A number above `below` and below every row naming `symbol`, or nil when there is none.
  private mutating func lazyOrder(_ symbol: Symbol, above below: Double) -> Double? {
    var limit = Double.infinity
    for basic in rowsContaining(symbol) { limit = min(limit, order[basic.index]) }
    if limit == .infinity { return max(below + 1, nextOrder) }
    if below == -.infinity { return limit - 1 }
    let middle = below + (limit - below) / 2
    return below < middle && middle < limit ? middle : nil
  }
}
