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
