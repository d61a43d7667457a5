// Transactions: refused operations are undone exactly.

extension Tableau {
  mutating func beginTransaction() {
    undo = UndoLog(symbolCount: symbolCount, dirtyCount: dirty.count)
  }

  mutating func commit() {
    undo = nil
  }

  /// Restores rows, column index, objective and symbol pool to the state at `beginTransaction`.
  mutating func rollback() {
    guard let log = undo else { return }
    undo = nil
    valuesValid = false
    planValid = false
    cellVersion &+= 1
    for (basic, _) in log.rows {
      if let row = rows[basic.index] {
        for cell in row.cells { columns[cell.symbol.index].remove(basic) }
      }
    }
    for (basic, old) in log.rows {
      rows[basic.index] = old
      if let old {
        for cell in old.cells { columns[cell.symbol.index].insert(basic) }
      }
    }
    for entry in log.objective.reversed() {
      objective[entry.level][entry.symbol.index] = entry.value
    }
    for symbol in log.allocated.reversed() where symbol.index < log.symbolCount {
      kinds[symbol.index] = .unused
      unusedSymbols.append(symbol)
    }
    if symbolCount > log.symbolCount {
      let extra = symbolCount - log.symbolCount
      kinds.removeLast(extra)
      rows.removeLast(extra)
      columns.removeLast(extra)
      marks.removeLast(extra)
      isDirty.removeLast(extra)
      order.removeLast(extra)
      for level in objective.indices { objective[level].removeLast(extra) }
    }
    for symbol in dirty[log.dirtyCount...] where symbol.index < isDirty.count {
      isDirty[symbol.index] = false
    }
    dirty.removeLast(dirty.count - log.dirtyCount)
    infeasible.removeAll()
    artificial = nil
  }
}
