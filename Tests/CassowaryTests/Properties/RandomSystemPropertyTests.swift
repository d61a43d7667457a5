import TestSupport
import Testing

@testable import Cassowary

/// Random small systems compared with the dense reference (ReferenceLP.swift): acceptance of each
/// required constraint, minimality of every conflict, per-level optimal violation sums, and optimal
/// ranges; after adds, again after random removals.
@Suite struct RandomSystemPropertyTests {
  static let priorities = [1000, 1000, 1000, 750, 500, 251, 250, 1]

  struct Case {
    var solver = Solver()
    var variables: [Variable] = []
    var accepted: [(id: ConstraintID, reference: ReferenceConstraint)] = []
    var edits: [(variable: Int, value: Double, priority: Int)] = []
  }

  static func randomConstraint(_ random: inout SplitMix64, variables: Int) -> ReferenceConstraint {
    var coefficients = (0..<variables).map { _ in random.int(0...9) < 4 ? 0 : Double(random.int(-3...3)) }
    if coefficients.allSatisfy({ $0 == 0 }) { coefficients[random.int(0...(variables - 1))] = 1 }
    let relation: ReferenceRelation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.int(0...2)]
    return ReferenceConstraint(
      coefficients: coefficients, constant: Double(random.int(-20...20)), relation: relation,
      priority: priorities[random.int(0...(priorities.count - 1))])
  }

  static func constraint(_ reference: ReferenceConstraint, _ variables: [Variable]) -> Constraint {
    var terms: [Term] = []
    for (index, coefficient) in reference.coefficients.enumerated() where coefficient != 0 {
      terms.append(Term(variable: variables[index], coefficient: coefficient))
    }
    let relation: Relation =
      switch reference.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    return Constraint(
      expression: Expression(terms: terms, constant: reference.constant), relation: relation,
      priority: Priority(reference.priority)!)
  }

  /// Checks the solver against the reference for the accepted constraints.
  static func compare(_ test: inout Case, _ seed: UInt64) {
    let editConstraints = test.edits.map { edit in
      var coefficients = [Double](repeating: 0, count: test.variables.count)
      coefficients[edit.variable] = 1
      return ReferenceConstraint(
        coefficients: coefficients, constant: -edit.value, relation: .equal, priority: edit.priority)
    }
    let problem = ReferenceProblem(
      variableCount: test.variables.count, constraints: test.accepted.map(\.reference) + editConstraints)
    guard let optima = problem.levelOptima() else {
      Issue.record("seed \(seed): reference finds the accepted constraints infeasible")
      return
    }
    for (id, reference) in test.accepted where reference.priority == 1000 {
      #expect(test.solver.violation(of: id) == 0, "seed \(seed): required \(id) violated")
    }
    for (priority, optimum) in optima {
      var sum = test.accepted.filter { $0.reference.priority == priority }.reduce(0.0) {
        $0 + test.solver.violation(of: $1.id)
      }
      for edit in test.edits where edit.priority == priority {
        sum += abs(test.solver.value(of: test.variables[edit.variable]) - edit.value)
      }
      #expect(
        abs(sum - optimum) <= 1e-6 * max(1, optimum), "seed \(seed): level \(priority) \(sum) vs \(optimum)")
    }
    compareFreeVariables(test, problem, optima, seed)
    for (index, variable) in test.variables.enumerated() {
      let expected = problem.range(of: index, optima: optima)
      let actual = test.solver.optimalRange(of: variable)
      let value = test.solver.value(of: variable)
      #expect(value >= expected.0 - 1e-5 && value <= expected.1 + 1e-5, "seed \(seed): value outside range")
      for (a, b) in [(actual.lower, expected.0), (actual.upper, expected.1)] {
        let same = (a.isInfinite && b.isInfinite && a.sign == b.sign) || abs(a - b) <= 1e-5 * max(1, abs(b))
        #expect(same, "seed \(seed): range of x\(index) \(actual) vs \(expected)")
      }
      let determined =
        expected.0.isFinite && expected.1.isFinite
        && expected.1 - expected.0 <= 1e-4 * max(1, abs(expected.0))
      #expect(
        test.solver.isDetermined(variable) == determined,
        "seed \(seed): determined x\(index) \(actual) vs \(expected)")
    }
  }

  /// The one-pass free variables (free directions at the optimum) against the reference's ranges,
  /// variable by variable: relative (`freeVariables()`) and absolute (`widerThan:`) widths.
  static func compareFreeVariables(
    _ test: Case, _ problem: ReferenceProblem, _ optima: [(Int, Double)], _ seed: UInt64
  ) {
    var relative: [Int] = []
    var absolute: [Int] = []
    for index in test.variables.indices {
      let (lower, upper) = problem.range(of: index, optima: optima)
      let bounded = lower.isFinite && upper.isFinite
      if !(bounded && upper - lower <= 1e-4 * max(1, abs(lower))) { relative.append(index) }
      if !(bounded && upper - lower <= 1e-4) { absolute.append(index) }
    }
    #expect(test.solver.freeVariables().map(\.index) == relative, "seed \(seed): free variables")
    #expect(test.solver.freeVariables(widerThan: 1e-4).map(\.index) == absolute, "seed \(seed): wider than")
  }

  @Test(arguments: 0..<300)
  func randomSystemMatchesReference(seed: UInt64) throws {
    var random = SplitMix64(state: seed &* 7919 &+ 17)
    var test = Case()
    let variableCount = random.int(1...8)
    test.variables = (0..<variableCount).map { test.solver.makeVariable("x\($0)") }
    for _ in 0..<random.int(1...12) {
      let reference = Self.randomConstraint(&random, variables: variableCount)
      let constraint = Self.constraint(reference, test.variables)
      let required = test.accepted.map(\.reference).filter { $0.priority == 1000 }
      let feasible =
        reference.priority < 1000
        || ReferenceProblem(variableCount: variableCount, constraints: required + [reference])
          .requiredFeasible()
      var failure: SolverError?
      var added: ConstraintID?
      do {
        added = try test.solver.add(constraint)
      } catch {
        failure = error
      }
      if let id = added {
        #expect(feasible, "seed \(seed): accepted a constraint the reference finds infeasible")
        test.accepted.append((id, reference))
      } else if case .unsatisfiable(_, let conflicting) = failure {
        #expect(!feasible, "seed \(seed): refused a feasible constraint")
        Self.checkMinimal(conflicting, reference, test, seed)
      } else if case .duplicateConstraint = failure {
        continue
      } else {
        Issue.record("seed \(seed): unexpected \(String(describing: failure))")
      }
    }
    Self.compare(&test, seed)
    // Remove about a third, then compare again.
    for entry in test.accepted where random.int(0...2) == 0 {
      try test.solver.remove(entry.id)
      test.accepted.removeAll { $0.id == entry.id }
    }
    Self.compare(&test, seed)
  }

  static func checkMinimal(
    _ conflicting: [ConstraintID], _ rejected: ReferenceConstraint, _ test: Case, _ seed: UInt64
  ) {
    let byID = Dictionary(uniqueKeysWithValues: test.accepted.map { ($0.id, $0.reference) })
    let members = conflicting.compactMap { byID[$0] }
    #expect(members.count == conflicting.count, "seed \(seed): conflict names unknown constraints")
    #expect(members.allSatisfy { $0.priority == 1000 }, "seed \(seed): conflict with optional constraints")
    let count = test.variables.count
    #expect(
      !ReferenceProblem(variableCount: count, constraints: members + [rejected]).requiredFeasible(),
      "seed \(seed): the conflict set is satisfiable")
    for index in members.indices {
      var fewer = members
      fewer.remove(at: index)
      #expect(
        ReferenceProblem(variableCount: count, constraints: fewer + [rejected]).requiredFeasible(),
        "seed \(seed): conflict not minimal")
    }
  }

  /// Systems with an edit variable, several suggestions and in-place constant changes.
  @Test(arguments: 0..<200)
  func editsAndConstantChangesMatchReference(seed: UInt64) throws {
    var random = SplitMix64(state: seed &* 104_729 &+ 3)
    var test = Case()
    let variableCount = random.int(1...6)
    test.variables = (0..<variableCount).map { test.solver.makeVariable("x\($0)") }
    for _ in 0..<random.int(1...10) {
      let reference = Self.randomConstraint(&random, variables: variableCount)
      if let id = try? test.solver.add(Self.constraint(reference, test.variables)) {
        test.accepted.append((id, reference))
      }
    }
    let edited = random.int(0...(variableCount - 1))
    let priority = [750, 500, 250, 1][random.int(0...3)]
    try test.solver.addEditVariable(test.variables[edited], priority: Priority(priority)!)
    test.edits = [(edited, test.solver.value(of: test.variables[edited]), priority)]
    Self.compare(&test, seed)
    for _ in 0..<3 {
      let value = Double(random.int(-30...30))
      try test.solver.suggestValue(value, for: test.variables[edited])
      test.edits[0].value = value
      Self.compare(&test, seed)
    }
    guard !test.accepted.isEmpty else { return }
    let index = random.int(0...(test.accepted.count - 1))
    var changed = test.accepted[index].reference
    changed.constant = Double(random.int(-20...20))
    let others = test.accepted.enumerated().filter {
      $0.offset != index && $0.element.reference.priority == 1000
    }
    let feasible =
      changed.priority < 1000
      || ReferenceProblem(
        variableCount: variableCount, constraints: others.map(\.element.reference) + [changed]
      )
      .requiredFeasible()
    let before = test.solver.dump()
    do {
      try test.solver.updateConstant(of: test.accepted[index].id, to: changed.constant)
      #expect(feasible, "seed \(seed): accepted an infeasible constant")
      test.accepted[index].reference = changed
    } catch {
      #expect(!feasible, "seed \(seed): refused a feasible constant: \(error)")
      #expect(test.solver.dump() == before, "seed \(seed): refused change altered the solver")
    }
    Self.compare(&test, seed)
  }
}
