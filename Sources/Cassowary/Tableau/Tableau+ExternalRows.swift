// External rows may name other basic external variables ("lazy" rows).
//
// A fully substituted tableau is quadratic on chains: in a column of stacked views, the top of view r
// depends on every height above it, so its row would hold O(r) cells. The simplex itself never reads
// external rows (external variables are unrestricted and never leave the basis by choice), so they are
// kept as written: `top(r) = top(r-1) + height(r-1) + 8 + d`, a directed acyclic graph over external
// variables. Restricted rows and the objective stay fully substituted. Values are evaluated in
// dependency order when read, and a row is expanded to non-basic symbols only where the simplex needs
// it (a new constraint without a fresh variable, a marker leaving through an external row, ranges).

extension Tableau {
  /// Whether `symbol` is an external variable with a row (a node of the lazy graph).
  func isBasicExternal(_ symbol: Symbol) -> Bool {
    kinds[symbol.index] == .external && rows[symbol.index] != nil
  }

  /// The value of a symbol; valid for external symbols only after ``refreshValues()``.
  func value(of symbol: Symbol) -> Double {
    if kinds[symbol.index] == .external { return valuesValid ? values[symbol.index] : 0 }
    return rows[symbol.index]?.constant ?? 0
  }

  /// Evaluates every basic external row in dependency order. The order (and each row's references
  /// to other external rows) changes only when an external variable enters or leaves the basis, so it
  /// is planned once and replayed: a resize step costs one pass over the external rows.
  mutating func refreshValues() {
    if valuesValid { return }
    if values.count != kinds.count { values = [Double](repeating: 0, count: kinds.count) }
    if !planValid { rebuildEvaluationPlan() }
    let plan = evaluationPlan
    let references = planReferences
    rows.withUnsafeBufferPointer { rowStore in
      values.withUnsafeMutableBufferPointer { valueStore in
        for step in plan {
          var sum = rowStore[Int(step.target)]?.constant ?? 0
          var index = Int(step.start)
          let end = Int(step.end)
          while index < end {
            sum += references[index].coefficient * valueStore[Int(references[index].source)]
            index += 1
          }
          valueStore[Int(step.target)] = sum
        }
      }
    }
    valuesValid = true
  }

  /// Orders the basic external rows so that each comes after the rows it names (iterative
  /// depth-first walk: chains can be long), and records those references.
  private mutating func rebuildEvaluationPlan() {
    evaluationPlan.removeAll(keepingCapacity: true)
    planReferences.removeAll(keepingCapacity: true)
    var state = [UInt8](repeating: 0, count: kinds.count)  // 0 new, 1 on the stack, 2 planned
    var stack: [(symbol: Symbol, cell: Int)] = []
    for index in kinds.indices where kinds[index] == .external {
      guard rows[index] != nil else {
        values[index] = 0
        continue
      }
      if state[index] != 0 { continue }
      stack.append((Symbol(index), 0))
      state[index] = 1
      while let top = stack.last {
        let row = rows[top.symbol.index]!
        var next = top.cell
        var pushed = false
        while next < row.cells.count {
          let child = row.cells[next].symbol
          next += 1
          if isBasicExternal(child), state[child.index] == 0 {
            stack[stack.count - 1].cell = next
            state[child.index] = 1
            stack.append((child, 0))
            pushed = true
            break
          }
        }
        if pushed { continue }
        let start = Int32(planReferences.count)
        for cell in row.cells where isBasicExternal(cell.symbol) && state[cell.symbol.index] == 2 {
          planReferences.append((cell.symbol.id, cell.coefficient))
        }
        evaluationPlan.append((top.symbol.id, start, Int32(planReferences.count)))
        state[top.symbol.index] = 2
        stack.removeLast()
      }
    }
    planValid = true
  }

  /// `constant + sum(terms)` with every basic symbol replaced by its row, recursively, so that only
  /// non-basic symbols remain. Linear in the part of the lazy graph reached.
  ///
  /// One function on purpose: it is on the solver's path for every constraint without a fresh
  /// variable (4.7% of `layout-diagram-bench layout --shape form`). Split into the shallow case, the
  /// depth-first order and the propagation (issue 21), it ran 0.9% more instructions in the form
  /// shape and 1.3% more in the grid (callgrind, deterministic hashing).
  func expanded(constant: Double, terms: [(Symbol, Double)]) -> Row {
    // Common case: no term's row names another external row, so plain sorted merges suffice.
    let shallow = terms.allSatisfy { term in
      guard let row = rows[term.0.index] else { return true }
      return kinds[term.0.index] != .external || !row.cells.contains { isBasicExternal($0.symbol) }
    }
    if shallow {
      var result = Row(constant: constant)
      for (symbol, coefficient) in terms {
        if let row = rows[symbol.index] {
          result = result.adding(row, times: coefficient)
        } else {
          result.insert(symbol, coefficient)
        }
      }
      return result
    }
    var result = Row(constant: constant)
    var pending: [Symbol: Double] = [:]
    var roots: [Symbol] = []
    for (symbol, coefficient) in terms {
      if let row = rows[symbol.index] {
        if kinds[symbol.index] == .external {
          if pending[symbol] == nil { roots.append(symbol) }
          pending[symbol, default: 0] += coefficient
        } else {
          result = result.adding(row, times: coefficient)
        }
      } else {
        result.insert(symbol, coefficient)
      }
    }
    if roots.isEmpty { return result }
    // Parents before children: reverse post-order of a depth-first walk from the roots.
    var order: [Symbol] = []
    var seen: Set<Symbol> = []
    var stack: [(symbol: Symbol, cell: Int)] = []
    for root in roots.sorted() where !seen.contains(root) {
      seen.insert(root)
      stack.append((root, 0))
      while let top = stack.last {
        let row = rows[top.symbol.index]!
        var next = top.cell
        var pushed = false
        while next < row.cells.count {
          let child = row.cells[next].symbol
          next += 1
          if isBasicExternal(child), !seen.contains(child) {
            seen.insert(child)
            stack[stack.count - 1].cell = next
            stack.append((child, 0))
            pushed = true
            break
          }
        }
        if !pushed {
          order.append(top.symbol)
          stack.removeLast()
        }
      }
    }
    var sums: [Symbol: Double] = [:]
    for cell in result.cells { sums[cell.symbol] = cell.coefficient }
    var total = result.constant
    for node in order.reversed() {
      guard let factor = pending[node], factor != 0 else { continue }
      let row = rows[node.index]!
      total += factor * row.constant
      for cell in row.cells {
        if isBasicExternal(cell.symbol) {
          pending[cell.symbol, default: 0] += factor * cell.coefficient
        } else {
          sums[cell.symbol, default: 0] += factor * cell.coefficient
        }
      }
    }
    let cells = sums.filter { abs($0.value) >= Tableau.epsilon }.map {
      Cell(symbol: $0.key, coefficient: $0.value)
    }
    return Row(constant: total, cells: cells.sorted { $0.symbol < $1.symbol })
  }

  /// Replaces an external row by its expansion (no references to other external rows).
  mutating func expandRow(_ basic: Symbol) {
    guard let row = rows[basic.index] else { return }
    if !row.cells.contains(where: { isBasicExternal($0.symbol) }) { return }
    let expandedRow = expanded(constant: row.constant, terms: row.cells.map { ($0.symbol, $0.coefficient) })
    _ = takeRow(basic)
    setRow(basic, expandedRow)
  }
}
