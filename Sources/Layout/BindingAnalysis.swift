/// Answers "why is this edge where it is": the smallest set of binding constraints whose
/// equalities alone fix a linear form, ordered as a chain from the edge outwards.
///
/// Pure linear algebra over `LinearForm`s (reduced row echelon form), independent of the solver.
struct BindingAnalysis: Sendable {
  /// A binding constraint as an equality `form = 0`, in preference order.
  struct Row: Sendable {
    var ref: ConstraintRef
    var form: LinearForm
  }

  /// Binding constraints, most preferred first (required before optional, higher priority first).
  let rows: [Row]

  /// The chain of constraints that fixes `target`, or empty when the binding constraints do not
  /// determine it.
  func explain(_ target: LinearForm) -> [ConstraintRef] {
    // Greedy: take rows in preference order until the target is determined.
    var chosen: [Int] = []
    var basis = Basis()
    for (i, row) in rows.enumerated() {
      if basis.insert(row.form) { chosen.append(i) }
      if basis.determines(target) { break }
    }
    guard basis.determines(target) else { return [] }
    // Minimise: drop each row (least preferred first) that the target does not need.
    var kept = chosen
    for i in chosen.reversed() {
      let trial = kept.filter { $0 != i }
      if Self.determines(trial.map { rows[$0].form }, target) { kept = trial }
    }
    return chainOrder(kept, from: target).map { rows[$0].ref }
  }

  /// Orders rows by their distance from the target's variables through shared variables, ties
  /// in preference order: the chain reads from the edge outwards.
  private func chainOrder(_ indices: [Int], from target: LinearForm) -> [Int] {
    var reached = Set(target.variables)
    var remaining = indices
    var ordered: [Int] = []
    while !remaining.isEmpty {
      let next = remaining.firstIndex { !Set(rows[$0].form.variables).isDisjoint(with: reached) } ?? 0
      let row = remaining.remove(at: next)
      ordered.append(row)
      reached.formUnion(rows[row].form.variables)
    }
    return ordered
  }

  private static func determines(_ forms: [LinearForm], _ target: LinearForm) -> Bool {
    var basis = Basis()
    for f in forms { basis.insert(f) }
    return basis.determines(target)
  }

  /// Rows in reduced row echelon form: each pivot variable appears in its own row only.
  private struct Basis {
    var pivots: [(variable: Int, row: LinearForm)] = []

    func reduce(_ form: LinearForm) -> LinearForm {
      var f = form
      for p in pivots {
        let c = f.coefficient(of: p.variable)
        if c != 0 { f = (f - c * p.row).cleaned() }
      }
      return f.cleaned()
    }

    /// Adds a row; false when it is a combination of the rows already there.
    @discardableResult
    mutating func insert(_ form: LinearForm) -> Bool {
      let r = reduce(form)
      guard let pivot = r.terms.max(by: { abs($0.coefficient) < abs($1.coefficient) }) else { return false }
      let normalized = (1 / pivot.coefficient) * r
      for k in pivots.indices {
        let c = pivots[k].row.coefficient(of: pivot.index)
        if c != 0 { pivots[k].row = (pivots[k].row - c * normalized).cleaned() }
      }
      pivots.append((pivot.index, normalized))
      return true
    }

    /// Whether the rows fix the target's value (its variable part is in their span).
    func determines(_ target: LinearForm) -> Bool { reduce(target).isConstant }
  }
}
