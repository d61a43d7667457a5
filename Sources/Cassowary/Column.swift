/// The rows that contain one symbol: an append-only list with lazy deletion, plus the exact count.
///
/// A hash set per column made set operations the main cost of the simplex. Here inserting is an
/// append and removing only decrements the count; stale entries (rows that lost the symbol, possibly
/// listed twice after regaining it) are dropped when the tableau walks the column or when they
/// outnumber the live ones, so memory stays proportional to the live entries.
struct Column: Sendable, ExpressibleByArrayLiteral {
  /// Candidate rows: every row containing the symbol is here at least once.
  var entries: [Symbol] = []
  /// The exact number of rows containing the symbol.
  private(set) var count = 0

  init(arrayLiteral elements: Symbol...) {
    entries = elements
    count = elements.count
  }

  var isEmpty: Bool {
    count == 0
  }

  /// Records that row `basic` gained the symbol.
  mutating func insert(_ basic: Symbol) {
    entries.append(basic)
    count += 1
  }

  /// Records that row `basic` lost the symbol (its entry goes stale).
  mutating func remove(_ basic: Symbol) {
    count -= 1
  }

  /// Whether stale entries outnumber live ones enough to be worth a sweep.
  var needsCompaction: Bool {
    entries.count > 2 * count + 16
  }

  /// Replaces the entries by the live, distinct ones (found by the tableau).
  mutating func replaceEntries(_ live: [Symbol]) {
    entries = live
  }
}

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
