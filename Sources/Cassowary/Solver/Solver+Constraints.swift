/// Adding, removing and changing constraints: the work behind the facade's constraint operations.
extension Solver {
  /// The tableau symbol of a variable; a variable this solver did not make (another solver's) is
  /// adopted, with its missing predecessors, rather than trapping.
  func symbol(_ variable: Variable) -> Symbol {
    while variable.index >= names.count {
      _ = makeVariable("v\(names.count)")
    }
    return symbols[variable.index]
  }

  /// See ``add(_:)``.
  func insert(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
    if let problem = constraint.invalidNumber { throw .invalidNumber(problem) }
    let key = ConstraintKey(constraint)
    let id = ConstraintID(rawValue: nextID)
    // One hash for both the duplicate check and the registration; undone if the add fails.
    if let existing = keys.updateValue(id, forKey: key) {
      keys[key] = existing
      throw .duplicateConstraint(existing)
    }
    for term in key.terms { _ = symbol(term.variable) }
    if isStaging {
      let refusable = constraint.priority.isRequired && !hasFreshRequiredVariable(key.terms)
      // An edit awaiting its value holds the value of the system before this constraint.
      if !refusable && editsAwaitingValue.isEmpty {
        stage(constraint, id: id, key: key)
        return id
      }
      // A required constraint that could be refused: the tableau decides, so build it now.
      settle()
    }
    let terms = key.terms.map { (symbol($0.variable), $0.coefficient) }
    let outcome = tableau.add(
      terms: terms, constant: constraint.expression.constant, relation: constraint.relation,
      priority: constraint.priority.isRequired ? nil : constraint.priority.value)
    switch outcome {
    case .refused(let certificate):
      keys[key] = nil
      throw .unsatisfiable(
        constraint, conflicting: minimalConflict(for: constraint, certificate: certificate))
    case .accepted(let tag):
      nextID += 1
      records[id] = Record(constraint: constraint, tag: tag, key: key)
      setOwner(of: tag.marker, id)
      return id
    }
  }

  func setOwner(of marker: Symbol, _ id: ConstraintID?) {
    if marker.index >= markerOwners.count {
      markerOwners.append(contentsOf: repeatElement(nil, count: marker.index + 1 - markerOwners.count))
    }
    markerOwners[marker.index] = id
  }

  func owner(of marker: Symbol) -> ConstraintID? {
    marker.index < markerOwners.count ? markerOwners[marker.index] : nil
  }

  /// See ``remove(_:)``.
  func delete(_ id: ConstraintID) throws(SolverError) {
    settle()
    guard let record = records.removeValue(forKey: id) else { throw .unknownConstraint(id) }
    keys[record.key] = nil
    setOwner(of: record.tag.marker, nil)
    tableau.remove(record.tag)
  }

  /// See ``updateConstant(of:to:)``.
  func changeConstant(of id: ConstraintID, to constant: Double) throws(SolverError) {
    settle()
    guard var record = records[id] else { throw .unknownConstraint(id) }
    guard constant.isFinite else { throw .invalidNumber("constant \(constant) for \(id)") }
    var changed = record.constraint
    changed.expression.constant = constant
    let newKey = ConstraintKey(changed)
    if let existing = keys[newKey], existing != id { throw .duplicateConstraint(existing) }
    let delta = constant - record.constraint.expression.constant
    if delta == 0 { return }
    if case .refused(let certificate) = tableau.shiftConstant(record.tag, by: delta) {
      throw .unsatisfiable(
        changed, conflicting: minimalConflict(for: changed, certificate: certificate, excluding: id))
    }
    keys[record.key] = nil
    record.constraint = changed
    record.key = newKey
    keys[newKey] = id
    records[id] = record
  }
}
