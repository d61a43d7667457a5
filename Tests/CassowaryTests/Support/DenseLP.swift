/// An independent reference for the property tests: a dense textbook two-phase simplex (Bland's
/// rule) on `minimize c.z subject to A z = b, z >= 0`, and the lexicographic problem solved one
/// priority level at a time on top of it. Nothing here shares code with the solver.
struct DenseLP {
  enum Outcome: Equatable {
    case infeasible
    case unbounded
    case optimal(Double)
  }

  static let tolerance = 1e-9

  /// Solves `minimize c.z, A z = b, z >= 0`.
  static func minimize(_ a: [[Double]], _ b: [Double], _ c: [Double]) -> Outcome {
    let rows = a.count
    let columns = c.count
    // Tableau columns: originals, then one artificial per row, then the right-hand side.
    var t = [[Double]](repeating: [Double](repeating: 0, count: columns + rows + 1), count: rows)
    var basis = [Int](repeating: 0, count: rows)
    for i in 0..<rows {
      let sign: Double = b[i] < 0 ? -1 : 1
      for j in 0..<columns { t[i][j] = sign * a[i][j] }
      t[i][columns + i] = 1
      t[i][columns + rows] = sign * b[i]
      basis[i] = columns + i
    }
    func isArtificial(_ j: Int) -> Bool { j >= columns && j < columns + rows }
    // Phase one: minimise the sum of artificials.
    var phaseOne = [Double](repeating: 0, count: columns + rows)
    for j in columns..<(columns + rows) { phaseOne[j] = 1 }
    if !run(&t, &basis, phaseOne, allowArtificial: true, isArtificial: isArtificial) { return .unbounded }
    var infeasibility = 0.0
    for i in 0..<rows where isArtificial(basis[i]) { infeasibility += t[i][columns + rows] }
    if infeasibility > 1e-7 { return .infeasible }
    var cost = c + [Double](repeating: 0, count: rows)
    if !run(&t, &basis, cost, allowArtificial: false, isArtificial: isArtificial) { return .unbounded }
    var value = 0.0
    for i in 0..<rows { value += cost[basis[i]] * t[i][columns + rows] }
    cost.removeAll()
    return .optimal(value)
  }

  /// Primal simplex from the current basic feasible solution; false when unbounded.
  private static func run(
    _ t: inout [[Double]], _ basis: inout [Int], _ cost: [Double], allowArtificial: Bool,
    isArtificial: (Int) -> Bool
  ) -> Bool {
    let rows = t.count
    let width = cost.count
    for _ in 0..<10_000 {
      // Reduced costs: c_j - c_B B^-1 A_j (the tableau already holds B^-1 A).
      var entering = -1
      for j in 0..<width where !basis.contains(j) {
        if !allowArtificial && isArtificial(j) { continue }
        var reduced = cost[j]
        for i in 0..<rows { reduced -= cost[basis[i]] * t[i][j] }
        if reduced < -tolerance {
          entering = j
          break
        }
      }
      if entering < 0 { return true }
      var leaving = -1
      var best = Double.infinity
      for i in 0..<rows {
        let entry = t[i][entering]
        // An artificial left in the basis at zero after phase one must stay at zero.
        if !allowArtificial && isArtificial(basis[i]) && abs(entry) > tolerance {
          if leaving < 0 || 0 < best || basis[i] < basis[leaving] {
            best = 0
            leaving = i
          }
          continue
        }
        if entry > tolerance {
          let ratio = t[i][width] / entry
          let tie = leaving >= 0 && abs(ratio - best) <= tolerance && basis[i] < basis[leaving]
          if leaving < 0 || ratio < best - tolerance || tie {
            best = ratio
            leaving = i
          }
        }
      }
      if leaving < 0 { return false }
      let pivot = t[leaving][entering]
      for j in t[leaving].indices { t[leaving][j] /= pivot }
      for i in 0..<rows where i != leaving {
        let factor = t[i][entering]
        if factor == 0 { continue }
        for j in t[i].indices { t[i][j] -= factor * t[leaving][j] }
      }
      basis[leaving] = entering
    }
    return true
  }
}
