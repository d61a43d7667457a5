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

/// A constraint for the reference: `sum(coefficients[i] * x_i) + constant (relation) 0`.
struct ReferenceConstraint {
  var coefficients: [Double]
  var constant: Double
  var relation: ReferenceRelation
  var priority: Int
}

enum ReferenceRelation {
  case equal, lessThanOrEqual, greaterThanOrEqual
}

/// The lexicographic problem: required constraints hold; then for each priority level, highest
/// first, the sum of that level's violations is minimised without worsening any higher level.
struct ReferenceProblem {
  var variableCount: Int
  var constraints: [ReferenceConstraint]

  /// Builds `A z = b` over z = (x+ , x-, per-constraint slack and error columns) plus one row per
  /// fixed level `sum(errors at level) + t = bound`.
  private func standardForm(fixed: [(Int, Double)]) -> (a: [[Double]], b: [Double], errors: [Int: [Int]]) {
    var columnCount = 2 * variableCount
    var layout: [(slack: Int?, plus: Int?, minus: Int?)] = []
    var errors: [Int: [Int]] = [:]
    for constraint in constraints {
      var slack: Int?
      var plus: Int?
      var minus: Int?
      if constraint.relation != .equal {
        slack = columnCount
        columnCount += 1
      }
      if constraint.priority < 1000 {
        plus = columnCount
        columnCount += 1
        errors[constraint.priority, default: []].append(plus!)
        if constraint.relation == .equal {
          minus = columnCount
          columnCount += 1
          errors[constraint.priority, default: []].append(minus!)
        }
      }
      layout.append((slack, plus, minus))
    }
    let fixedStart = columnCount
    columnCount += fixed.count
    var a: [[Double]] = []
    var b: [Double] = []
    for (index, constraint) in constraints.enumerated() {
      var row = [Double](repeating: 0, count: columnCount)
      for i in 0..<variableCount {
        row[i] = constraint.coefficients[i]
        row[variableCount + i] = -constraint.coefficients[i]
      }
      let (slack, plus, minus) = layout[index]
      // expression + slack = 0 (<=), expression - slack = 0 (>=); optional errors relax it.
      switch constraint.relation {
      case .lessThanOrEqual:
        row[slack!] = 1
        if let plus { row[plus] = -1 }
      case .greaterThanOrEqual:
        row[slack!] = -1
        if let plus { row[plus] = 1 }
      case .equal:
        if let plus { row[plus] = -1 }
        if let minus { row[minus] = 1 }
      }
      a.append(row)
      b.append(-constraint.constant)
    }
    for (offset, (priority, bound)) in fixed.enumerated() {
      var row = [Double](repeating: 0, count: columnCount)
      for column in errors[priority] ?? [] { row[column] = 1 }
      row[fixedStart + offset] = 1
      a.append(row)
      b.append(bound)
    }
    return (a, b, errors)
  }

  /// Whether the required constraints alone can hold.
  func requiredFeasible() -> Bool {
    let required = ReferenceProblem(
      variableCount: variableCount, constraints: constraints.filter { $0.priority == 1000 })
    let form = required.standardForm(fixed: [])
    let width = form.a.first?.count ?? 2 * variableCount
    return DenseLP.minimize(form.a, form.b, [Double](repeating: 0, count: width)) != .infeasible
  }

  /// The optimal violation sum per optional priority (descending); nil when infeasible.
  func levelOptima() -> [(priority: Int, value: Double)]? {
    let priorities = Set(constraints.map(\.priority).filter { $0 < 1000 }).sorted(by: >)
    var fixed: [(Int, Double)] = []
    var result: [(Int, Double)] = []
    for priority in priorities {
      let form = standardForm(fixed: fixed)
      var cost = [Double](repeating: 0, count: form.a.first?.count ?? 2 * variableCount)
      for column in form.errors[priority] ?? [] { cost[column] = 1 }
      guard case .optimal(let value) = DenseLP.minimize(form.a, form.b, cost) else { return nil }
      result.append((priority, value))
      fixed.append((priority, value + 1e-9 * max(1, abs(value))))
    }
    if priorities.isEmpty && !requiredFeasible() { return nil }
    return result
  }

  /// Minimum and maximum of x_i over the lexicographically optimal solutions.
  func range(of variable: Int, optima: [(priority: Int, value: Double)]) -> (Double, Double) {
    let form = standardForm(fixed: optima.map { ($0.priority, $0.value + 1e-9 * max(1, abs($0.value))) })
    var cost = [Double](repeating: 0, count: form.a.first?.count ?? 2 * variableCount)
    cost[variable] = 1
    cost[variableCount + variable] = -1
    let low = DenseLP.minimize(form.a, form.b, cost)
    let high = DenseLP.minimize(form.a, form.b, cost.map { -$0 })
    func value(_ outcome: DenseLP.Outcome, _ sign: Double) -> Double {
      if case .optimal(let v) = outcome { return sign * v }
      return sign * -Double.infinity
    }
    return (value(low, 1), value(high, -1))
  }
}
