// Walking and sweeping the column index.

extension Tableau {
  /// Whether row `basic` contains `symbol`.
  func rowContains(_ basic: Symbol, _ symbol: Symbol) -> Bool {
    // Stale entries may name symbols dropped by a rollback.
    guard basic.index < rows.count else { return false }
    return rows[basic.index]?.position(of: symbol).found ?? false
  }

  /// The rows containing `symbol`, each once, in no particular order; sweeps stale entries.
  mutating func rowsContaining(_ symbol: Symbol) -> [Symbol] {
    markGeneration &+= 1
    if markGeneration == 0 {
      for index in marks.indices { marks[index] = 0 }
      markGeneration = 1
    }
    let generation = markGeneration
    var live: [Symbol] = []
    live.reserveCapacity(columns[symbol.index].count)
    for basic in columns[symbol.index].entries {
      if rowContains(basic, symbol), marks[basic.index] != generation {
        marks[basic.index] = generation
        live.append(basic)
      }
    }
    columns[symbol.index].replaceEntries(live)
    return live
  }

  /// The rows containing `symbol` without sweeping (a row may appear twice).
  func rowsContainingUnswept(_ symbol: Symbol) -> [Symbol] {
    columns[symbol.index].entries.filter { rowContains($0, symbol) }
  }

  mutating func columnLost(_ symbol: Symbol, _ basic: Symbol) {
    columns[symbol.index].remove(basic)
    if columns[symbol.index].needsCompaction { _ = rowsContaining(symbol) }
  }
}
