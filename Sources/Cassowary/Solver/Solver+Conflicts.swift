// Minimal conflicting sets for refused required constraints.
//
// The tableau's refusal comes with a certificate: the markers in the row that proved infeasibility,
// i.e. the constraints combined into the contradiction. A deletion filter then makes it minimal: each
// constraint is dropped in turn, and stays dropped if the rest (with the rejected constraint) is still
// infeasible. The filter runs incrementally on one scratch tableau holding only the candidates (remove
// one, try the rejected constraint, put it back if needed), so a conflict of k constraints costs k
// small removes and adds rather than k fresh solves. The result is checked on a fresh tableau; if
// rounding ever made it wrong, a plain filter with fresh solves over all required constraints runs.

extension Solver {
  func minimalConflict(
    for rejected: Constraint, certificate: [Symbol], excluding excluded: ConstraintID? = nil
  ) -> [ConstraintID] {
    // Every present required constraint but `excluded`, ascending: the fallbacks' candidates, sorted
    // only when a fallback needs them (a scene with many conflicts sorted them once per conflict).
    func required() -> [ConstraintID] {
      records.keys.filter { id in id != excluded && records[id]!.constraint.priority.isRequired }.sorted()
    }
    var conflict = Set(certificate.compactMap { owner(of: $0) }).filter { id in
      id != excluded && records[id]?.constraint.priority.isRequired == true
    }.sorted()
    if infeasibilityWitness(conflict, rejected) == nil { conflict = required() }
    let result = incrementalDeletionFilter(conflict, rejected)
    if infeasibilityWitness(result, rejected) != nil { return result }
    return deletionFilter(required(), rejected)
  }

  /// The deletion filter on one scratch tableau of the candidates.
  private func incrementalDeletionFilter(_ candidates: [ConstraintID], _ rejected: Constraint)
    -> [ConstraintID]
  {
    var scratch = ScratchSystem()
    var tags: [ConstraintID: Tag] = [:]
    for id in candidates {
      if case .accepted(let tag) = scratch.add(records[id]!.constraint) { tags[id] = tag }
    }
    var kept: [ConstraintID] = []
    for id in candidates {
      guard let tag = tags[id] else { continue }
      scratch.tableau.remove(tag)
      // Still infeasible without it: it is not needed (a refused add changes nothing).
      guard case .accepted(let rejectedTag) = scratch.add(rejected) else { continue }
      scratch.tableau.remove(rejectedTag)
      if case .accepted(let restored) = scratch.add(records[id]!.constraint) { tags[id] = restored }
      kept.append(id)
    }
    return kept
  }

  /// The plain deletion filter with a fresh solve per candidate (the fallback).
  private func deletionFilter(_ candidates: [ConstraintID], _ rejected: Constraint) -> [ConstraintID] {
    var conflict = candidates
    var index = 0
    while index < conflict.count {
      var trial = conflict
      trial.remove(at: index)
      if infeasibilityWitness(trial, rejected) != nil {
        conflict = trial
      } else {
        index += 1
      }
    }
    return conflict
  }

  /// `nil` if `ids` plus `rejected` are satisfiable together; else the ids the refusal implicated.
  private func infeasibilityWitness(_ ids: [ConstraintID], _ rejected: Constraint) -> [ConstraintID]? {
    var scratch = ScratchSystem()
    var owners: [Symbol: ConstraintID] = [:]
    for id in ids {
      guard let constraint = records[id]?.constraint else { continue }
      if case .accepted(let tag) = scratch.add(constraint) { owners[tag.marker] = id }
    }
    guard case .refused(let certificate) = scratch.add(rejected) else { return nil }
    return Set(certificate.compactMap { owners[$0] }).sorted()
  }
}
