/// The simplex core: an incremental Cassowary tableau with a lexicographic objective.
///
/// Rows are sparse (`basic = constant + sum(cells)`), and a column index maps every symbol to the rows
/// that contain it, so substituting a symbol touches only those rows. The objective is one dense
/// coefficient array per optional priority level, compared lexicographically (highest level first):
/// no weighted sum, so no number of violations at one level can outweigh a single one above it.
///
/// Invariant kept from kiwi: a non-basic external symbol appears only in rows whose basic symbol is
/// external, so choosing it as the subject of a new row never makes a restricted row negative.
struct Tableau: Sendable {
  /// Coefficients and reduced costs closer to zero than this count as zero.
  static let epsilon = 1e-8
  /// A restricted row this far below zero with no way to repair it means the system is infeasible.
  static let feasibilityTolerance = 1e-7
  /// Consecutive degenerate pivots after which the entering rule turns to Bland's (anti-cycling).
  static let degeneratePivotLimit = 50

  var kinds: [SymbolKind] = []
  var rows: [Row?] = []
  /// For each symbol, the basic symbols whose rows contain it.
  var columns: [Column] = []
  /// Scratch marks for de-duplicating column walks.
  var marks: [UInt32] = []
  var markGeneration: UInt32 = 0
  var unusedSymbols: [Symbol] = []

  /// Optional priorities in use, descending; `objective[level]` is indexed by symbol.
  var levelPriorities: [Int] = []
  var objective: [[Double]] = []

  /// Columns whose objective coefficients changed since the last primal optimisation: only these can
  /// have become improving, so optimisation never scans the whole objective.
  var dirty: [Symbol] = []
  var isDirty: [Bool] = []

  /// Restricted rows whose constant went negative, for the dual simplex.
  var infeasible = MinHeap<Symbol>()
  /// The phase-one objective while a required row is added through an artificial variable.
  var artificial: Row?
  /// The undo log of the running transaction (a required add or a required constant change).
  var undo: UndoLog?

  /// Values of external symbols, evaluated on demand through the lazy rows; any row change
  /// invalidates them.
  var values: [Double] = []
  var valuesValid = false
  /// Basic external rows in evaluation order, each with its slice of `planReferences` (the other
  /// external rows it names); valid until an external variable enters or leaves the basis.
  var evaluationPlan: [(target: Int32, start: Int32, end: Int32)] = []
  var planReferences: [(source: Int32, coefficient: Double)] = []
  var planValid = false
  /// A topological number per basic external symbol: a lazy row names only basic external symbols of
  /// a lower number (see `Tableau+LazySubjects.swift`); `nextOrder` is above every number given.
  var order: [Double] = []
  var nextOrder = 1.0
  /// Incremented before any row changes (cached column coefficients compare against it).
  var cellVersion = 0
  /// Pivots performed so far (statistics for benchmarks and tests).
  var pivotCount = 0

  var symbolCount: Int {
    kinds.count
  }

  // MARK: Symbols

  mutating func allocate(_ kind: SymbolKind) -> Symbol {
    let symbol: Symbol
    if let recycled = unusedSymbols.popLast() {
      symbol = recycled
      kinds[symbol.index] = kind
    } else {
      symbol = Symbol(kinds.count)
      kinds.append(kind)
      rows.append(nil)
      columns.append([])
      marks.append(0)
      isDirty.append(false)
      order.append(0)
      for level in objective.indices {
        objective[level].append(0)
      }
    }
    undo?.allocated.append(symbol)
    // The value table has no entry for a new symbol yet (and a recycled one may hold a stale value).
    valuesValid = false
    return symbol
  }

  /// Reserves room for `count` symbols in the per-symbol arrays (a rebuild knows roughly how many).
  mutating func reserve(symbols count: Int) {
    kinds.reserveCapacity(count)
    rows.reserveCapacity(count)
    columns.reserveCapacity(count)
    marks.reserveCapacity(count)
    isDirty.reserveCapacity(count)
    order.reserveCapacity(count)
  }

  /// Returns a symbol that no row and no column mentions any more to the pool.
  mutating func release(_ symbol: Symbol) {
    for level in objective.indices where objective[level][symbol.index] != 0 {
      setObjective(level, symbol, 0)
    }
    kinds[symbol.index] = .unused
    unusedSymbols.append(symbol)
  }

  /// The index of a priority's objective level, creating the level when it is new.
  mutating func level(for priority: Int) -> Int {
    if let index = levelPriorities.firstIndex(of: priority) { return index }
    let index = levelPriorities.firstIndex(where: { $0 < priority }) ?? levelPriorities.count
    levelPriorities.insert(priority, at: index)
    var costs = [Double](repeating: 0, count: kinds.count)
    costs.reserveCapacity(kinds.capacity)
    objective.insert(costs, at: index)
    return index
  }

  // MARK: Logged mutation (every change to rows and objective goes through these)

  mutating func touch(_ symbol: Symbol) {
    valuesValid = false
    cellVersion &+= 1
    if undo != nil, !undo!.loggedRows.contains(symbol) {
      undo!.loggedRows.insert(symbol)
      undo!.rows.append((symbol, rows[symbol.index]))
    }
  }

  mutating func setObjective(_ level: Int, _ symbol: Symbol, _ value: Double) {
    undo?.objective.append((level, symbol, objective[level][symbol.index]))
    objective[level][symbol.index] = abs(value) < Tableau.epsilon ? 0 : value
    markDirty(symbol)
  }

  mutating func markDirty(_ symbol: Symbol) {
    if !isDirty[symbol.index] {
      isDirty[symbol.index] = true
      dirty.append(symbol)
    }
  }

  /// Installs `row` as the row of the non-basic `basic`, indexing its cells.
  mutating func setRow(_ basic: Symbol, _ row: Row) {
    touch(basic)
    if kinds[basic.index] == .external { planValid = false }
    for cell in row.cells {
      columns[cell.symbol.index].insert(basic)
    }
    rows[basic.index] = row
  }

  /// Removes and returns the row of `basic`, unindexing its cells.
  mutating func takeRow(_ basic: Symbol) -> Row? {
    guard let row = rows[basic.index] else { return nil }
    touch(basic)
    if kinds[basic.index] == .external { planValid = false }
    for cell in row.cells {
      columnLost(cell.symbol, basic)
    }
    rows[basic.index] = nil
    return row
  }

  /// In row `basic`, replaces `symbol` by `expression` (which does not contain `symbol`).
  /// The caller keeps `columns[symbol]` up to date.
  mutating func substitute(in basic: Symbol, _ symbol: Symbol, _ expression: Row) {
    touch(basic)
    guard var row = rows[basic.index] else { return }
    rows[basic.index] = nil
    let place = row.position(of: symbol)
    guard place.found else {
      rows[basic.index] = row
      return
    }
    let factor = row.cells[place.index].coefficient
    var merged: [Cell] = []
    merged.reserveCapacity(row.cells.count + expression.cells.count)
    var i = 0
    var j = 0
    let old = row.cells
    let new = expression.cells
    while i < old.count || j < new.count {
      if j == new.count || (i < old.count && old[i].symbol < new[j].symbol) {
        if old[i].symbol != symbol { merged.append(old[i]) }
        i += 1
      } else if i == old.count || new[j].symbol < old[i].symbol {
        let value = factor * new[j].coefficient
        if abs(value) >= Tableau.epsilon {
          merged.append(Cell(symbol: new[j].symbol, coefficient: value))
          columns[new[j].symbol.index].insert(basic)
        }
        j += 1
      } else {
        let value = old[i].coefficient + factor * new[j].coefficient
        if abs(value) >= Tableau.epsilon {
          merged.append(Cell(symbol: old[i].symbol, coefficient: value))
        } else {
          columnLost(old[i].symbol, basic)
        }
        i += 1
        j += 1
      }
    }
    row.cells = merged
    row.constant += factor * expression.constant
    rows[basic.index] = row
    if Tableau.violates(kinds[basic.index], row.constant) {
      infeasible.push(basic)
    }
  }

  /// Makes the non-basic `symbol` basic with `row`, substituting it everywhere it appears.
  mutating func install(_ symbol: Symbol, _ row: Row) {
    let containing = rowsContaining(symbol)
    // Substituted everywhere, the symbol is named by no row; its row names no external row.
    order[symbol.index] = 0
    columns[symbol.index] = []
    for basic in containing {
      substitute(in: basic, symbol, row)
    }
    for level in objective.indices {
      let factor = objective[level][symbol.index]
      if factor == 0 { continue }
      setObjective(level, symbol, 0)
      for cell in row.cells {
        setObjective(level, cell.symbol, objective[level][cell.symbol.index] + factor * cell.coefficient)
      }
    }
    if let phaseOne = artificial {
      let factor = phaseOne.coefficient(of: symbol)
      if factor != 0 { artificial = phaseOne.adding(row, times: factor, skipping: symbol) }
    }
    setRow(symbol, row)
  }

  /// Exchanges the basic `leaving` for the non-basic `entering`.
  mutating func pivot(entering: Symbol, leaving: Symbol) {
    pivotCount &+= 1
    guard var row = takeRow(leaving) else { return }
    row.insert(leaving, -1)
    row.solve(for: entering)
    install(entering, row)
  }

  // MARK: Lexicographic objective

  /// The sign of a column's reduced-cost vector, highest level first: -1 improving, 0 neutral.
  func lexicographicSign(_ symbol: Symbol) -> Int {
    for level in objective.indices {
      let value = objective[level][symbol.index]
      if value < -Tableau.epsilon { return -1 }
      if value > Tableau.epsilon { return 1 }
    }
    return 0
  }

  /// The restricted row that first blocks `entering` as it grows (minimum ratio, lowest symbol on ties).
  func leavingRow(for entering: Symbol) -> Symbol? {
    var best: Symbol?
    var bestRatio = Double.infinity
    for basic in rowsContainingUnswept(entering) where kinds[basic.index] != .external {
      guard let row = rows[basic.index] else { continue }
      let coefficient = row.coefficient(of: entering)
      let ratio: Double
      if kinds[basic.index] == .dummy {
        // A basic dummy is fixed at zero: it blocks at once, whichever way it would move.
        if coefficient == 0 { continue }
        ratio = 0
      } else {
        if coefficient >= 0 { continue }
        ratio = max(0, -row.constant / coefficient)
      }
      // A ratio that overflowed to infinity blocks nothing (and `best` may still be nil then).
      if ratio < bestRatio || (ratio == bestRatio && best.map { basic < $0 } == true) {
        bestRatio = ratio
        best = basic
      }
    }
    return best
  }

  /// Whether `candidate` should enter rather than `current`: the column in fewer rows (the pivot stays
  /// local and fills in less), lowest symbol on ties; in Bland mode simply the lowest symbol, which
  /// cannot cycle.
  func prefers(_ candidate: Symbol, over current: Symbol?, bland: Bool) -> Bool {
    guard let current else { return true }
    if !bland {
      let a = columns[candidate.index].count
      let b = columns[current.index].count
      if a != b { return a < b }
    }
    return candidate < current
  }

  /// Primal simplex on the lexicographic objective. The entering column is the improving one in the
  /// fewest rows; after many degenerate pivots in a row, or on returning to an earlier basis, it
  /// falls back to Bland's rule; a basis revisited under Bland's rule ends the loop (rounding
  /// cycling: no pivot improves on it in floating point; see `PivotCycleGuard`).
  mutating func optimize() {
    var degenerate = 0
    var cycles = PivotCycleGuard()
    var forceBland = false
    while true {
      var entering: Symbol?
      var kept = 0
      let bland = forceBland || degenerate > Tableau.degeneratePivotLimit
      for index in dirty.indices {
        let symbol = dirty[index]
        if rows[symbol.index] == nil, kinds[symbol.index].isPivotable, lexicographicSign(symbol) < 0 {
          dirty[kept] = symbol
          kept += 1
          if prefers(symbol, over: entering, bland: bland) { entering = symbol }
        } else {
          isDirty[symbol.index] = false
        }
      }
      dirty.removeLast(dirty.count - kept)
      guard let column = entering else { break }
      guard let leaving = leavingRow(for: column) else {
        // Unbounded is impossible in exact arithmetic (the objective is bounded below by zero);
        // a rounding artefact: set the column aside until a pivot changes it again.
        isDirty[column.index] = false
        dirty.removeAll { $0 == column }
        continue
      }
      degenerate = abs(rows[leaving.index]!.constant) < Tableau.epsilon ? degenerate + 1 : 0
      pivot(entering: column, leaving: leaving)
      if cycles.revisits(entering: column, leaving: leaving) {
        if bland { break }
        forceBland = true
        cycles = PivotCycleGuard()
      }
    }
  }

  /// Whether `a / da` is lexicographically smaller than `b / db` over the objective levels.
  func lexicographicRatioLess(_ a: Symbol, _ da: Double, _ b: Symbol, _ db: Double) -> Bool {
    for level in objective.indices {
      let left = objective[level][a.index] / da
      let right = objective[level][b.index] / db
      if left < right - Tableau.epsilon { return true }
      if left > right + Tableau.epsilon { return false }
    }
    // Equal ratios: the column in fewer rows keeps the pivot local; then the lowest symbol.
    let sizeA = columns[a.index].count
    let sizeB = columns[b.index].count
    if sizeA != sizeB { return sizeA < sizeB }
    return a < b
  }

  /// Dual simplex: repairs negative restricted rows keeping the objective optimal.
  /// Returns the first row that cannot be repaired (the required constraints are infeasible).
  mutating func dualOptimize() -> Symbol? {
    while let basic = infeasible.popMin() {
      guard let row = rows[basic.index], Tableau.violates(kinds[basic.index], row.constant) else { continue }
      // A negative row must grow; a basic dummy above zero (a redundant required equality whose
      // constant changed) must shrink back to zero.
      let direction: Double = row.constant < 0 ? 1 : -1
      var entering: Symbol?
      var enteringRate = 0.0
      for cell in row.cells where cell.coefficient * direction > 0 && kinds[cell.symbol.index].isPivotable {
        let rate = cell.coefficient * direction
        if entering == nil || lexicographicRatioLess(cell.symbol, rate, entering!, enteringRate) {
          entering = cell.symbol
          enteringRate = rate
        }
      }
      guard let column = entering else {
        if abs(row.constant) > Tableau.feasibilityTolerance {
          infeasible.removeAll()
          return basic
        }
        continue
      }
      pivot(entering: column, leaving: basic)
    }
    return nil
  }

  /// Whether a restricted basic symbol's value breaks its bound: below zero, or for a dummy (fixed at
  /// zero) away from zero beyond the tolerance. External symbols are free.
  static func violates(_ kind: SymbolKind, _ value: Double) -> Bool {
    switch kind {
    case .external: false
    case .dummy: abs(value) > feasibilityTolerance
    default: value < 0
    }
  }
}

/// The outcome of adding a row or changing a required constant.
enum TableauOutcome: Sendable {
  case accepted(Tag)
  /// Refused; the tableau is unchanged. `certificate` lists the non-basic symbols of the row that
  /// proved infeasibility: the markers of the constraints combined into the contradiction.
  case refused(certificate: [Symbol])
}
