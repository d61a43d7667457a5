extension Tableau {
  /// Adds `sum(terms) + constant (relation) 0`; `priority` is `nil` for required.
  /// A refused add leaves the tableau exactly as it was.
  mutating func add(
    terms: [(Symbol, Double)], constant: Double, relation: Relation, priority: Int?
  ) -> TableauOutcome {
    let level = priority.map { self.level(for: $0) }
    // A fresh external variable (in no row yet) takes the row as written: nothing to substitute,
    // nothing can become infeasible, and the row may keep naming other external rows.
    if let fresh = terms.first(where: { isFresh($0.0) && abs($0.1) >= Tableau.epsilon })?.0 {
      var row = Row(constant: constant)
      for (symbol, coefficient) in terms { row.insert(symbol, coefficient) }
      let tag = appendMarkers(to: &row, relation: relation, level: level, priority: priority)
      row.solve(for: fresh)
      order[fresh.index] = nextOrder
      nextOrder += 1
      setRow(fresh, row)
      return .accepted(tag)
    }
    if let tag = addLazily(
      terms: terms, constant: constant, relation: relation, level: level, priority: priority)
    {
      return .accepted(tag)
    }
    if level == nil { beginTransaction() }
    var row = expanded(constant: constant, terms: terms)
    let tag = appendMarkers(to: &row, relation: relation, level: level, priority: priority)
    if row.constant < 0 { row.negate() }

    let subject: Symbol
    if row.cells.allSatisfy({ kinds[$0.symbol.index] == .dummy }) {
      guard abs(row.constant) < Tableau.feasibilityTolerance else {
        let certificate = row.cells.map(\.symbol)
        rollback()
        return .refused(certificate: certificate)
      }
      subject = tag.marker
    } else if let chosen = chooseSubject(row, tag) {
      subject = chosen
    } else {
      let phaseOne = addWithArtificialVariable(row)
      guard phaseOne.success else {
        rollback()
        return .refused(certificate: phaseOne.certificate)
      }
      commit()
      optimize()
      infeasible.removeAll()
      return .accepted(tag)
    }
    commit()
    row.solve(for: subject)
    install(subject, row)
    optimize()
    infeasible.removeAll()
    return .accepted(tag)
  }

  /// An external symbol without a row that no row mentions.
  private func isFresh(_ symbol: Symbol) -> Bool {
    kinds[symbol.index] == .external && rows[symbol.index] == nil && columns[symbol.index].isEmpty
  }

  /// Adds the constraint's own symbols to its row (kiwi's layout: slack, errors, dummy).
  mutating func appendMarkers(
    to row: inout Row, relation: Relation, level: Int?, priority: Int?
  ) -> Tag {
    switch relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = relation == .lessThanOrEqual ? 1 : -1
      let slack = allocate(.slack)
      row.insert(slack, sign)
      var tag = Tag(
        marker: slack, markerCoefficient: sign, other: nil, otherCoefficient: 0, priority: priority)
      if let level {
        let error = allocate(.error)
        row.insert(error, -sign)
        setObjective(level, error, 1)
        tag.other = error
        tag.otherCoefficient = -sign
      }
      return tag
    case .equal:
      if let level {
        let plus = allocate(.error)
        let minus = allocate(.error)
        row.insert(plus, -1)
        row.insert(minus, 1)
        setObjective(level, plus, 1)
        setObjective(level, minus, 1)
        return Tag(marker: plus, markerCoefficient: -1, other: minus, otherCoefficient: 1, priority: priority)
      }
      let dummy = allocate(.dummy)
      row.insert(dummy, 1)
      return Tag(marker: dummy, markerCoefficient: 1, other: nil, otherCoefficient: 0, priority: nil)
    }
  }

  /// An external symbol if the row has one (lowest first), else a new slack or error with a
  /// negative coefficient: substituting either keeps every restricted row non-negative.
  private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
    for cell in row.cells where kinds[cell.symbol.index] == .external {
      return cell.symbol
    }
    for symbol in [tag.marker, tag.other].compactMap({ $0 }) where kinds[symbol.index].isPivotable {
      if row.coefficient(of: symbol) < 0 { return symbol }
    }
    return nil
  }

  /// Phase one: the row becomes an artificial variable's row and its value is minimised.
  private mutating func addWithArtificialVariable(_ row: Row) -> (success: Bool, certificate: [Symbol]) {
    let art = allocate(.artificial)
    setRow(art, row)
    artificial = row
    var degenerate = 0
    var cycles = PivotCycleGuard()
    var forceBland = false
    while let phaseOne = artificial {
      var entering: Symbol?
      let bland = forceBland || degenerate > Tableau.degeneratePivotLimit
      for cell in phaseOne.cells where cell.coefficient < -Tableau.epsilon {
        if kinds[cell.symbol.index].isPivotable, prefers(cell.symbol, over: entering, bland: bland) {
          entering = cell.symbol
        }
      }
      guard let entering, let leaving = leavingRow(for: entering) else { break }
      degenerate = abs(rows[leaving.index]!.constant) < Tableau.epsilon ? degenerate + 1 : 0
      pivot(entering: entering, leaving: leaving)
      if cycles.revisits(entering: entering, leaving: leaving) {  // as in `optimize()`
        if bland { break }
        forceBland = true
        cycles = PivotCycleGuard()
      }
    }
    let final = artificial ?? Row(constant: 0)
    artificial = nil
    if final.constant > Tableau.feasibilityTolerance {
      return (false, final.cells.map(\.symbol))
    }
    if var artRow = takeRow(art), !artRow.cells.isEmpty {
      let pivotable =
        artRow.cells.first { kinds[$0.symbol.index].isPivotable }
        ?? artRow.cells.first { kinds[$0.symbol.index] == .dummy }
      if let entering = pivotable?.symbol {
        artRow.insert(art, -1)
        artRow.solve(for: entering)
        install(entering, artRow)
      }
    }
    for basic in rowsContaining(art) {
      touch(basic)
      rows[basic.index]?.remove(art)
    }
    columns[art.index] = []
    release(art)
    return (true, [])
  }

  /// Removes a constraint's row and symbols, then re-optimises.
  mutating func remove(_ tag: Tag) {
    if let priority = tag.priority, let level = levelPriorities.firstIndex(of: priority) {
      for symbol in [tag.marker, tag.other].compactMap({ $0 }) where kinds[symbol.index] == .error {
        if let row = rows[symbol.index] {
          for cell in row.cells {
            setObjective(level, cell.symbol, objective[level][cell.symbol.index] - cell.coefficient)
          }
        } else {
          setObjective(level, symbol, objective[level][symbol.index] - 1)
        }
      }
    }
    if rows[tag.marker.index] == nil, let leaving = markerLeavingRow(tag.marker) {
      pivot(entering: tag.marker, leaving: leaving)
    }
    _ = takeRow(tag.marker)
    removeColumn(tag.marker)
    if let other = tag.other {
      // With the marker gone, the other symbol's column is zero up to rounding: drop it.
      _ = takeRow(other)
      removeColumn(other)
      release(other)
    }
    release(tag.marker)
    optimize()
    infeasible.removeAll()
  }

  private mutating func removeColumn(_ symbol: Symbol) {
    let containing = rowsContaining(symbol).sorted()
    columns[symbol.index] = []
    for basic in containing {
      touch(basic)
      rows[basic.index]?.remove(symbol)
    }
  }

  /// The row to exchange for a marker being removed (kiwi's rule, lowest symbol on ties): a restricted
  /// row where the marker has a negative coefficient, else a positive one, else an external row.
  private mutating func markerLeavingRow(_ marker: Symbol) -> Symbol? {
    var first: (Symbol, Double)?
    var second: (Symbol, Double)?
    var external: [Symbol] = []
    for basic in rowsContaining(marker).sorted() {
      guard let row = rows[basic.index] else { continue }
      let coefficient = row.coefficient(of: marker)
      if coefficient == 0 { continue }
      if kinds[basic.index] == .external {
        external.append(basic)
      } else if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if first == nil || ratio < first!.1 { first = (basic, ratio) }
      } else {
        let ratio = row.constant / coefficient
        if second == nil || ratio < second!.1 { second = (basic, ratio) }
      }
    }
    if let row = first?.0 ?? second?.0 { return row }
    // An external row is solved for the marker, so it must not name other external rows (the marker's
    // expression could close a cycle in the lazy graph): expand it first. Lazy rows can cancel the
    // marker between them, so take the first whose expansion still contains it.
    for basic in external {
      expandRow(basic)
      if rows[basic.index]!.position(of: marker).found { return basic }
    }
    return nil
  }

  /// Changes a constraint's constant by `delta` in place (shifts its marker), then repairs with the
  /// dual simplex. Required constraints run in a transaction: `.refused` leaves the tableau unchanged.
  mutating func shiftConstant(_ tag: Tag, by delta: Double) -> TableauOutcome {
    let required = tag.priority == nil
    if required { beginTransaction() }
    // `c + delta + ... + k*m = 0` is the old system in `m' = m + delta/k`: a basic marker's row
    // drops by delta/k; where the marker is a column, each row rises by its coefficient * delta/k.
    if rows[tag.marker.index] != nil {
      shiftRow(tag.marker, by: -delta / tag.markerCoefficient)
    } else if let other = tag.other, rows[other.index] != nil {
      shiftRow(other, by: -delta / tag.otherCoefficient)
    } else {
      shiftColumn(tag.marker, by: delta / tag.markerCoefficient)
    }
    if let failed = dualOptimize() {
      var certificate = rows[failed.index]?.cells.map(\.symbol) ?? []
      certificate.append(failed)
      if required {
        rollback()
        return .refused(certificate: certificate)
      }
    }
    if required { commit() }
    return .accepted(tag)
  }

  /// Adds `coefficient * shift` to every row containing `symbol` (the hot loop of a resize step).
  private mutating func shiftColumn(_ symbol: Symbol, by shift: Double) {
    if undo != nil {
      for basic in rowsContaining(symbol) {
        guard let coefficient = rows[basic.index]?.coefficient(of: symbol) else { continue }
        shiftRow(basic, by: coefficient * shift)
      }
      return
    }
    valuesValid = false
    var negative: [Symbol] = []
    if columns[symbol.index].coefficientsVersion == cellVersion {
      // No row changed since the last shift of this column: a tight loop over cached coefficients.
      let column = columns[symbol.index]
      kinds.withUnsafeBufferPointer { kindStore in
        rows.withUnsafeMutableBufferPointer { rowStore in
          for (basic, coefficient) in zip(column.entries, column.coefficients) {
            rowStore[basic.index]!.constant += coefficient * shift
            if Tableau.violates(kindStore[basic.index], rowStore[basic.index]!.constant) {
              negative.append(basic)
            }
          }
        }
      }
    } else {
      markGeneration &+= 1
      if markGeneration == 0 {
        for index in marks.indices { marks[index] = 0 }
        markGeneration = 1
      }
      let generation = markGeneration
      let entries = columns[symbol.index].entries
      var live: [Symbol] = []
      var coefficients: [Double] = []
      live.reserveCapacity(columns[symbol.index].count)
      coefficients.reserveCapacity(columns[symbol.index].count)
      kinds.withUnsafeBufferPointer { kindStore in
        marks.withUnsafeMutableBufferPointer { markStore in
          rows.withUnsafeMutableBufferPointer { rowStore in
            for basic in entries {
              let index = basic.index
              if index >= rowStore.count || markStore[index] == generation { continue }
              guard let place = rowStore[index]?.position(of: symbol), place.found else { continue }
              markStore[index] = generation
              live.append(basic)
              let coefficient = rowStore[index]!.cells[place.index].coefficient
              coefficients.append(coefficient)
              rowStore[index]!.constant += coefficient * shift
              if Tableau.violates(kindStore[index], rowStore[index]!.constant) { negative.append(basic) }
            }
          }
        }
      }
      columns[symbol.index].replaceEntries(live)
      columns[symbol.index].coefficients = coefficients
      columns[symbol.index].coefficientsVersion = cellVersion
    }
    for basic in negative { infeasible.push(basic) }
  }

  private mutating func shiftRow(_ basic: Symbol, by amount: Double) {
    touch(basic)
    rows[basic.index]!.constant += amount
    if Tableau.violates(kinds[basic.index], rows[basic.index]!.constant) {
      infeasible.push(basic)
    }
  }
}
