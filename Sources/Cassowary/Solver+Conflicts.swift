// Minimal conflicting sets for refused required constraints.
//
// The tableau's refusal comes with a certificate: the markers in the row that proved infeasibility,
// i.e. the constraints combined into the contradiction. That set is usually already small; a deletion
// filter then makes it minimal: each constraint is dropped in turn, and stays dropped if the rest
// (with the rejected constraint) is still infeasible. Feasibility is tested on a fresh tableau holding
// only those required constraints, so the cost depends on the conflict, not on the whole system.

extension Solver {
  func minimalConflict(
    for rejected: Constraint, certificate: [Symbol], excluding excluded: ConstraintID? = nil
  ) -> [ConstraintID] {
    let required = records.keys.filter { id in
      id != excluded && records[id]!.constraint.priority.isRequired
    }.sorted()
    let requiredSet = Set(required)
    var conflict = Set(certificate.compactMap { owner(of: $0) }).filter { requiredSet.contains($0) }
      .sorted()
    if infeasibilityWitness(conflict, rejected) == nil { conflict = required }
    var useWitness = true
    while true {
      let result = deletionFilter(conflict, rejected, useWitness: useWitness)
      if !useWitness || infeasibilityWitness(result, rejected) != nil { return result }
      // A witness misled the filter (rounding): redo it with plain deletions only.
      useWitness = false
      conflict = required
    }
  }

  private func deletionFilter(
    _ candidates: [ConstraintID], _ rejected: Constraint, useWitness: Bool
  ) -> [ConstraintID] {
    var conflict = candidates
    var index = 0
    while index < conflict.count {
      let dropped = conflict[index]
      var trial = conflict
      trial.remove(at: index)
      if let witness = infeasibilityWitness(trial, rejected) {
        if useWitness {
          let kept = Set(witness)
          conflict = trial.filter { kept.contains($0) }
        } else {
          conflict = trial
        }
        index = conflict.firstIndex { $0 > dropped } ?? conflict.count
      } else {
        index += 1
      }
    }
    return conflict
  }

  /// `nil` if `ids` plus `rejected` are satisfiable together; else the ids the refusal implicated.
  private func infeasibilityWitness(_ ids: [ConstraintID], _ rejected: Constraint) -> [ConstraintID]? {
    var scratch = Tableau()
    var variableSymbols: [Variable: Symbol] = [:]
    var owners: [Symbol: ConstraintID] = [:]
    func terms(of constraint: Constraint) -> [(Symbol, Double)] {
      constraint.expression.normalizedTerms.map { term in
        if let known = variableSymbols[term.variable] { return (known, term.coefficient) }
        let fresh = scratch.allocate(.external)
        variableSymbols[term.variable] = fresh
        return (fresh, term.coefficient)
      }
    }
    for id in ids {
      guard let constraint = records[id]?.constraint else { continue }
      let outcome = scratch.add(
        terms: terms(of: constraint), constant: constraint.expression.constant,
        relation: constraint.relation, priority: nil)
      if case .accepted(let tag) = outcome { owners[tag.marker] = id }
    }
    let outcome = scratch.add(
      terms: terms(of: rejected), constant: rejected.expression.constant, relation: rejected.relation,
      priority: nil)
    guard case .refused(let certificate) = outcome else { return nil }
    return Set(certificate.compactMap { owners[$0] }).sorted()
  }
}
