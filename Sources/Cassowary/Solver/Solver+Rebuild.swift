// Rebuilding the tableau with the edit variables first.
//
// An edit variable added after the constraints that determine it is expensive incrementally: its
// row is expressed through symbols that half the tableau depends on, and moving the basis onto the new
// edit costs a pivot per dependent group, each touching all of them (quadratic in a grid). Added first,
// the same variable is a clean parameter and every later row simply refers to it. So when the rows an
// incremental add would touch exceed a threshold, the solver rebuilds the tableau: edit constraints
// first (ascending variable), then the constraints in id order. The optimum is the same; variables that
// are not determined may land on another optimal value. A rebuild is deterministic like everything else.

extension Solver {
  /// Above this many touched rows an edit variable is added by rebuilding.
  static let rebuildThreshold = 2048

  /// The rows an incremental add of a row over `symbol` would touch, estimated from column sizes.
  func incrementalCost(of symbol: Symbol) -> Int {
    guard tableau.rows[symbol.index] != nil else { return tableau.columns[symbol.index].count }
    let row = tableau.expanded(constant: 0, terms: [(symbol, 1)])
    return row.cells.reduce(0) { $0 + tableau.columns[$1.symbol.index].count }
  }

  /// Rebuilds the tableau from the records; returns false (and changes nothing) if a required
  /// constraint is refused on the way, which only rounding could cause. The order is edit constraints
  /// first (ascending variable), then the constraints in id order; with `requiredFirst`, the required
  /// constraints in id order, then the edit constraints, then the optional constraints.
  func rebuild(requiredFirst: Bool = false) -> Bool {
    var fresh = Tableau()
    fresh.pivotCount = tableau.pivotCount
    // Each constraint brings at most two symbols of its own (an equality's two errors).
    fresh.reserve(symbols: symbols.count + 2 * (records.count + edits.count))
    let newSymbols = symbols.map { _ in fresh.allocate(.external) }
    // Tags by position in `slots`, written into the records only once the whole build succeeded.
    var newTags: [Tag?] = Array(repeating: nil, count: records.count)
    var newOwners: [ConstraintID?] = []
    let slots = records.slotsInIDOrder
    var terms: [(Symbol, Double)] = []
    func addConstraints(required: Bool?) -> Bool {
      for (position, (id, slot)) in slots.enumerated() {
        let record = records[slot: slot]
        let constraint = record.constraint
        if let required, constraint.priority.isRequired != required { continue }
        terms.removeAll(keepingCapacity: true)
        for term in record.key.terms { terms.append((newSymbols[term.variable.index], term.coefficient)) }
        let outcome = fresh.add(
          terms: terms, constant: constraint.expression.constant, relation: constraint.relation,
          priority: constraint.priority.isRequired ? nil : constraint.priority.value)
        guard case .accepted(let tag) = outcome else { return false }
        newTags[position] = tag
        if tag.marker.index >= newOwners.count {
          newOwners.append(contentsOf: repeatElement(nil, count: tag.marker.index + 1 - newOwners.count))
        }
        newOwners[tag.marker.index] = id
      }
      return true
    }
    if requiredFirst, !addConstraints(required: true) { return false }
    var newEdits = edits
    for variable in edits.keys.sorted() {
      let record = edits[variable]!
      let outcome = fresh.add(
        terms: [(newSymbols[variable.index], 1)], constant: -record.value, relation: .equal,
        priority: record.priority.value)
      guard case .accepted(let tag) = outcome else { return false }
      newEdits[variable]!.tag = tag
    }
    if !addConstraints(required: requiredFirst ? false : nil) { return false }
    tableau = fresh
    symbols = newSymbols
    edits = newEdits
    for (position, (_, slot)) in slots.enumerated() {
      records.setTag(newTags[position]!, slot: slot)
    }
    markerOwners = newOwners
    return true
  }
}
