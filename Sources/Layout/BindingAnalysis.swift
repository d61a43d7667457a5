/// Answers "why is this edge where it is": the smallest set of binding constraints whose
/// equalities alone fix a linear form, ordered as a chain from the edge outwards.
///
/// Pure linear algebra over `LinearForm`s, independent of the solver. The binding rows are
/// reduced once, in preference order, to an echelon basis whose rows remember which original
/// rows they combine. A target is fixed when it reduces to a constant; the rows with a non-zero
/// share in that reduction are the answer. They come from the independent rows picked in
/// preference order, and a target's combination of independent rows is unique, so no row of the
/// answer can be dropped: it is minimal.
struct BindingAnalysis: Sendable {
  /// A binding constraint as an equality `form = 0`, in preference order.
  struct Row: Sendable {
    var ref: ConstraintRef
    var form: LinearForm
  }

  /// Binding constraints, most preferred first (required before optional, higher priority first).
  let rows: [Row]
  private var basis = Basis()

  init(rows: [Row]) {
    self.rows = rows
    for (i, row) in rows.enumerated() { basis.insert(row.form, origin: i) }
  }

  /// The chain of constraints that fixes `target`, or empty when the binding constraints do not
  /// determine it.
  func explain(_ target: LinearForm) -> [ConstraintRef] {
    guard let used = basis.support(of: target) else { return [] }
    return chainOrder(used, from: target).map { rows[$0].ref }
  }

  /// Orders rows by their distance from the target's variables through shared variables, ties
  /// in preference order: the chain reads from the edge outwards.
  private func chainOrder(_ indices: [Int], from target: LinearForm) -> [Int] {
    var reached = Set(target.variables)
    var remaining = indices
    var ordered: [Int] = []
    while !remaining.isEmpty {
      let next = remaining.firstIndex { rows[$0].form.terms.contains { reached.contains($0.index) } } ?? 0
      let row = remaining.remove(at: next)
      ordered.append(row)
      for term in rows[row].form.terms { reached.insert(term.index) }
    }
    return ordered
  }

  /// Rows in reduced row echelon form (each pivot variable appears in its own row only), each
  /// with its combination of original rows (a `LinearForm` over row indices).
  private struct Basis: Sendable {
    var pivots: [(variable: Int, row: LinearForm, origin: LinearForm)] = []

    /// Adds original row `origin`; nothing when it is a combination of the rows already there.
    mutating func insert(_ form: LinearForm, origin index: Int) {
      var r = form
      var o = LinearForm(variable: index)
      for p in pivots {
        let c = r.coefficient(of: p.variable)
        guard c != 0 else { continue }
        r = (r - c * p.row).cleaned()
        o = o - c * p.origin
      }
      r = r.cleaned()
      guard let pivot = r.terms.max(by: { abs($0.coefficient) < abs($1.coefficient) }) else { return }
      let scale = 1 / pivot.coefficient
      let row = scale * r
      let origin = scale * o
      for k in pivots.indices {
        let c = pivots[k].row.coefficient(of: pivot.index)
        guard c != 0 else { continue }
        pivots[k].row = (pivots[k].row - c * row).cleaned()
        pivots[k].origin = (pivots[k].origin - c * origin).cleaned()
      }
      pivots.append((pivot.index, row, origin.cleaned()))
    }

    /// The original rows (ascending) whose combination fixes `target`, or nil when the rows do
    /// not fix it.
    func support(of target: LinearForm) -> [Int]? {
      var t = target
      var combination = LinearForm()
      for p in pivots {
        let c = t.coefficient(of: p.variable)
        guard c != 0 else { continue }
        t = (t - c * p.row).cleaned()
        combination = combination + c * p.origin
      }
      guard t.cleaned().isConstant else { return nil }
      return combination.cleaned(tolerance: 1e-9).variables
    }
  }
}
