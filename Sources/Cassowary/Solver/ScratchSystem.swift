/// A tableau of required constraints only, for conflict tests.
struct ScratchSystem {
  var tableau = Tableau()
  private var symbols: [Variable: Symbol] = [:]

  /// Adds the constraint as required, whatever its priority.
  mutating func add(_ constraint: Constraint) -> TableauOutcome {
    var terms: [(Symbol, Double)] = []
    for term in constraint.expression.normalizedTerms {
      if let known = symbols[term.variable] {
        terms.append((known, term.coefficient))
      } else {
        let fresh = tableau.allocate(.external)
        symbols[term.variable] = fresh
        terms.append((fresh, term.coefficient))
      }
    }
    return tableau.add(
      terms: terms, constant: constraint.expression.constant, relation: constraint.relation, priority: nil)
  }
}
