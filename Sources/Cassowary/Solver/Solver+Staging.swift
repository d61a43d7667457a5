// Staging the first build, so that the order of the calls that build a system does not matter much.
//
// Built incrementally, a system costs what its call order makes it cost: an edit variable added
// after the constraints that determine it is quadratic in a grid (before the edit exists, the
// container width is pinned by low-priority preferences through the first row, and every later row
// pivots on those shared columns). Optimising only once at the end does not help: from a basis that
// was never optimised, the optimiser wanders through the same shared columns (measured: 14 s for
// 1,000 views). So until the first result is needed, the solver records the calls and builds the
// tableau once, in a canonical order: edit constraints first (ascending variable), then the
// constraints in id order, each optimised as it is added. That is the cheap order whatever the calls
// were.
//
// Recording is only allowed while nothing can be refused. An optional constraint is never refused; a
// required one is certainly satisfiable when it names a variable that no staged required constraint
// names (in id order, each such constraint can be met by choosing its fresh variable, the earlier
// ones being met already). The first required constraint without such a variable ends the staging:
// the tableau is built and decides, with the usual exact rollback. Any call that reads a result or
// needs the tableau (values, explanations, `dump()`, removals, constant changes) also ends it, and
// the solver is incremental from then on.
//
// An edit variable staged on a variable that constraints already mention holds its current value,
// which is unknown until the tableau is built. A suggestion before the build replaces it (the usual
// pattern: add the edit, suggest a value); otherwise the build leaves the edit out, reads the value,
// and adds the edit incrementally, exactly as an unstaged `addEditVariable` would. While an edit
// awaits its value, a constraint added or another edit's suggestion would change that value, so
// those calls build first.

extension Solver {
  /// Whether a required constraint over `terms` names a variable no staged required constraint names
  /// (with a coefficient the tableau does not count as zero).
  func hasFreshRequiredVariable(_ terms: [Term]) -> Bool {
    terms.contains { term in
      abs(term.coefficient) >= Tableau.epsilon
        && (term.variable.index >= requiredUses.count || requiredUses[term.variable.index] == 0)
    }
  }

  /// Records a constraint without building it.
  func stage(_ constraint: Constraint, id: ConstraintID, key: ConstraintKey) {
    nextID += 1
    records[id] = Record(constraint: constraint, tag: Solver.stagedTag, key: key)
    if uses.count < names.count {
      uses.append(contentsOf: repeatElement(0, count: names.count - uses.count))
      requiredUses.append(contentsOf: repeatElement(0, count: names.count - requiredUses.count))
    }
    for term in key.terms {
      uses[term.variable.index] += 1
      if constraint.priority.isRequired { requiredUses[term.variable.index] += 1 }
    }
  }

  /// Records an edit variable without building it; a variable no constraint names yet holds 0.
  func stageEdit(_ variable: Variable, priority: Priority) {
    let mentioned = variable.index < uses.count && uses[variable.index] > 0
    if mentioned { editsAwaitingValue.append(variable) }
    edits[variable] = EditRecord(tag: Solver.stagedTag, value: 0, priority: priority, awaitsValue: mentioned)
  }

  /// Stands in for a tag until the tableau is built.
  static let stagedTag = Tag(
    marker: Symbol(0), markerCoefficient: 1, other: nil, otherCoefficient: 0, priority: nil)

  /// Ends the staging: builds the tableau in the canonical order, then attaches the edit variables
  /// still waiting for their current value. Does nothing once built.
  func settle() {
    guard isStaging else { return }
    isStaging = false
    uses = []
    requiredUses = []
    let waiting = editsAwaitingValue
    editsAwaitingValue = []
    var priorities: [Priority] = []
    for variable in waiting {
      priorities.append(edits[variable]!.priority)
      edits[variable] = nil
    }
    // Exact arithmetic never refuses here (see above); if rounding does, the order that adds the
    // required constraints first cannot refuse: each of them then takes its fresh variable as subject.
    if !rebuild(requiredFirst: false) { _ = rebuild(requiredFirst: true) }
    for (variable, priority) in zip(waiting, priorities) {
      attachEdit(variable, symbol: symbols[variable.index], priority: priority)
    }
  }
}
