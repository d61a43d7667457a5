import Cassowary

/// Answers "why is this edge where it is": the smallest set of binding constraints whose
/// equalities alone fix a linear form, ordered as a chain from the edge outwards.
///
/// Pure linear algebra over `LinearForm`s, independent of the solver, and done on demand: a
/// result keeps only the binding rows. To explain a target, the rows connected to it (sharing
/// variables, transitively) are reduced in preference order to an echelon basis whose rows
/// remember which original rows they combine. A target is fixed when it reduces to a constant;
/// the rows with a non-zero share in that reduction are the answer. They come from the independent
/// rows picked in preference order, and a target's combination of independent rows is unique, so
/// no row of the answer can be dropped: it is minimal. Rows in other connected parts share no
/// variable with the target or with these rows, so leaving them out changes neither the rows picked
/// nor the arithmetic.
struct BindingAnalysis: Hashable, Sendable {
  /// A binding constraint as an equality `form = 0`, in preference order.
  struct Row: Hashable, Sendable {
    var ref: ConstraintRef
    var form: LinearForm
  }

  /// Binding constraints, most preferred first (required before optional, higher priority first).
  let rows: [Row]

  init(rows: [Row]) {
    self.rows = rows
  }

  /// The chain of constraints that fixes `target`, or empty when the binding constraints do not
  /// determine it.
  func explain(_ target: LinearForm) -> [ConstraintRef] {
    let connected = rowsConnected(to: target)
    var basis = Basis()
    for i in connected { basis.insert(rows[i].form, origin: i) }
    guard let used = basis.support(of: target) else { return [] }
    return chainOrder(used, from: target).map { rows[$0].ref }
  }

  /// The rows sharing a variable with the target or, transitively, with such a row; ascending.
  private func rowsConnected(to target: LinearForm) -> [Int] {
    var rowsWithVariable: [Int: [Int]] = [:]
    for (i, row) in rows.enumerated() {
      for term in row.form.terms { rowsWithVariable[term.index, default: []].append(i) }
    }
    var seenVariables = Set(target.variables)
    var pending = target.variables
    var taken = Set<Int>()
    while let variable = pending.popLast() {
      for row in rowsWithVariable[variable] ?? [] where taken.insert(row).inserted {
        for term in rows[row].form.terms where seenVariables.insert(term.index).inserted {
          pending.append(term.index)
        }
      }
    }
    return taken.sorted()
  }

  /// Orders rows as a chain from the target outwards: repeatedly the most preferred row (lowest
  /// index) that shares a variable with the target or with a row already taken; when none does
  /// (a part not connected to the target), the most preferred row left.
  ///
  /// Rows that become eligible wait in a min-heap and each variable's rows are looked up once:
  /// rescanning every remaining row per step made a 500-view stack take seconds (a chain of k
  /// rows cost k^2 scans, for each of the 2,000 edges asked about).
  private func chainOrder(_ indices: [Int], from target: LinearForm) -> [Int] {
    var rowsWithVariable: [Int: [Int]] = [:]
    for row in indices {
      for term in rows[row].form.terms { rowsWithVariable[term.index, default: []].append(row) }
    }
    var reached = Set<Int>()
    var queued = Set<Int>()
    var eligible = MinHeap<Int>()
    func reach(_ variable: Int) {
      guard reached.insert(variable).inserted else { return }
      for row in rowsWithVariable[variable] ?? [] where queued.insert(row).inserted { eligible.push(row) }
    }
    for variable in target.variables { reach(variable) }
    var ordered: [Int] = []
    var nextUnqueued = 0  // into `indices` (ascending): the fallback when nothing is eligible
    while ordered.count < indices.count {
      let row: Int
      if let popped = eligible.popMin() {
        row = popped
      } else {
        while queued.contains(indices[nextUnqueued]) { nextUnqueued += 1 }
        row = indices[nextUnqueued]
        queued.insert(row)
      }
      ordered.append(row)
      for term in rows[row].form.terms { reach(term.index) }
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
