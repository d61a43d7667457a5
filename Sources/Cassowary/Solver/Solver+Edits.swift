/// Edit variables: the work behind the facade's edit operations.
extension Solver {
  /// See ``addEditVariable(_:priority:)``.
  func beginEditing(_ variable: Variable, priority: Priority) throws(SolverError) {
    if priority.isRequired { throw .requiredEditVariable(variable) }
    if edits[variable] != nil { throw .duplicateEditVariable(variable) }
    let symbol = symbol(variable)
    if isStaging {
      stageEdit(variable, priority: priority)
      return
    }
    attachEdit(variable, symbol: symbol, priority: priority)
  }

  /// Adds the edit constraint `variable == current value` to the built tableau.
  func attachEdit(_ variable: Variable, symbol: Symbol, priority: Priority) {
    tableau.refreshValues()
    let current = tableau.value(of: symbol)
    if incrementalCost(of: symbol) > Solver.rebuildThreshold {
      // The tag is assigned by the rebuild, which adds edit constraints first.
      let placeholder = Tag(
        marker: symbol, markerCoefficient: 1, other: nil, otherCoefficient: 0, priority: nil)
      edits[variable] = EditRecord(tag: placeholder, value: current, priority: priority)
      if rebuild() { return }
      edits[variable] = nil
    }
    let outcome = tableau.add(
      terms: [(symbol, 1)], constant: -current, relation: .equal, priority: priority.value)
    if case .accepted(let tag) = outcome {
      edits[variable] = EditRecord(tag: tag, value: current, priority: priority)
    }
  }

  /// See ``removeEditVariable(_:)``.
  func endEditing(_ variable: Variable) throws(SolverError) {
    settle()
    guard let record = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
    tableau.remove(record.tag)
  }

  /// See ``suggestValue(_:for:)``.
  func suggest(_ value: Double, for variable: Variable) throws(SolverError) {
    guard var record = edits[variable] else { throw .unknownEditVariable(variable) }
    guard value.isFinite else { throw .invalidNumber("suggested value \(value) for \(name(of: variable))") }
    if isStaging && editsAwaitingValue.allSatisfy({ $0 == variable }) {
      // Not built yet: the suggestion simply becomes the value the edit constraint is built with.
      // (Another edit awaiting its value must see this one at its held value: then build first.)
      editsAwaitingValue.removeAll()
      record.value = value
      record.awaitsValue = false
      edits[variable] = record
      return
    }
    if isStaging {
      settle()
      record = edits[variable]!
    }
    // The edit constraint is `variable - value == 0`: its constant moves by -(value - old).
    _ = tableau.shiftConstant(record.tag, by: record.value - value)
    record.value = value
    edits[variable] = record
  }
}
