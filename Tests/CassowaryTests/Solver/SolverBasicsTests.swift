import Testing

@testable import Cassowary

/// Unit tests per operation; expected values are worked out by hand in the comments.
@Suite struct SolverBasicsTests {
  /// The usage example of docs/cassowary.md, verbatim: 8 + width + 8 = 320 gives width 304.
  @Test func documentationExample() throws {
    let solver = Solver()
    let container = solver.makeVariable("W")
    let left = solver.makeVariable("left")
    let width = solver.makeVariable("width")
    try solver.addEditVariable(container, priority: .defaultHigh)
    try solver.suggestValue(320, for: container)
    try solver.add(Constraint(Expression(left), .equal, 8))
    try solver.add(Constraint(left + width + 8, .equal, Expression(container)))
    try solver.add(Constraint(Expression(width), .equal, 100, priority: .defaultLow))
    #expect(solver.value(of: width) == 304)
    #expect(solver.updateVariables() == [container, left, width])
    #expect(solver.isDetermined(width))
  }

  @Test func requiredEqualitiesDetermineValues() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    // x = 10, y = x + 5 = 15.
    try solver.add(Constraint(Expression(x), .equal, 10))
    try solver.add(Constraint(Expression(y), .equal, x + 5))
    #expect(solver.value(of: x) == 10)
    #expect(solver.value(of: y) == 15)
    #expect(solver.name(of: y) == "y")
  }

  @Test func inequalityHoldsAgainstWeakerPreference() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    // x >= 20 required beats x == 5 @250: x = 20.
    try solver.add(Constraint(Expression(x), .greaterThanOrEqual, 20))
    try solver.add(Constraint(Expression(x), .equal, 5, priority: .defaultLow))
    #expect(solver.value(of: x) == 20)
    // A preference for 30 at 500 is met exactly (the inequality is then slack).
    let id = try solver.add(Constraint(Expression(x), .equal, 30, priority: .medium))
    #expect(solver.value(of: x) == 30)
    try solver.remove(id)
    #expect(solver.value(of: x) == 20)
  }

  @Test func higherPriorityWins() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    // x == 100 @750 against x == 0 @250: the higher one is met exactly.
    try solver.add(Constraint(Expression(x), .equal, 0, priority: .defaultLow))
    try solver.add(Constraint(Expression(x), .equal, 100, priority: .defaultHigh))
    #expect(solver.value(of: x) == 100)
  }

  @Test func lessThanOrEqualCapsAPreference() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    // 2x <= 30 required against x == 40 @500: x = 15.
    try solver.add(Constraint(2 * x, .lessThanOrEqual, 30))
    try solver.add(Constraint(Expression(x), .equal, 40, priority: .medium))
    #expect(solver.value(of: x) == 15)
  }

  @Test func editVariableFollowsSuggestions() throws {
    let solver = Solver()
    let w = solver.makeVariable("w")
    let half = solver.makeVariable("half")
    // 2 half = w, half >= 10 required.
    try solver.add(Constraint(2 * half, .equal, Expression(w)))
    try solver.add(Constraint(Expression(half), .greaterThanOrEqual, 10))
    try solver.addEditVariable(w, priority: .defaultHigh)
    #expect(solver.hasEditVariable(w))
    try solver.suggestValue(100, for: w)
    #expect(solver.value(of: w) == 100)
    #expect(solver.value(of: half) == 50)
    // Below the bound the required constraint wins: half = 10, w = 20.
    try solver.suggestValue(4, for: w)
    #expect(solver.value(of: half) == 10)
    #expect(solver.value(of: w) == 20)
    try solver.suggestValue(60, for: w)
    #expect(solver.value(of: half) == 30)
    try solver.removeEditVariable(w)
    #expect(throws: SolverError.unknownEditVariable(w)) { try solver.suggestValue(1, for: w) }
  }

  @Test func editVariableErrors() throws {
    let solver = Solver()
    let w = solver.makeVariable("w")
    #expect(throws: SolverError.requiredEditVariable(w)) {
      try solver.addEditVariable(w, priority: .required)
    }
    try solver.addEditVariable(w, priority: .defaultHigh)
    #expect(throws: SolverError.duplicateEditVariable(w)) {
      try solver.addEditVariable(w, priority: .defaultLow)
    }
    let other = solver.makeVariable("other")
    #expect(throws: SolverError.unknownEditVariable(other)) { try solver.removeEditVariable(other) }
    #expect(throws: SolverError.self) { try solver.suggestValue(.nan, for: w) }
  }

  @Test func duplicateAndUnknownConstraints() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let id = try solver.add(Constraint(x + y, .greaterThanOrEqual, 0))
    // Same terms in another order: the same constraint.
    #expect(throws: SolverError.duplicateConstraint(id)) {
      try solver.add(Constraint(y + x, .greaterThanOrEqual, 0))
    }
    // -0.0 and 0.0 are the same constant.
    let zero = try solver.add(Constraint(Expression(x), .lessThanOrEqual, Expression(0.0)))
    let negativeZero = Expression(terms: [Term(variable: x)], constant: -0.0)
    #expect(negativeZero.constant.sign == .minus)
    #expect(throws: SolverError.duplicateConstraint(zero)) {
      try solver.add(Constraint(expression: negativeZero, relation: .lessThanOrEqual))
    }
    // Another priority is another constraint.
    try solver.add(Constraint(x + y, .greaterThanOrEqual, 0, priority: .defaultLow))
    try solver.remove(id)
    #expect(throws: SolverError.unknownConstraint(id)) { try solver.remove(id) }
    #expect(solver.constraint(id) == nil)
  }

  @Test func nonFiniteNumbersAreRejected() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    #expect(throws: SolverError.self) { try solver.add(Constraint(Double.nan * x, .equal, 1)) }
    #expect(throws: SolverError.self) {
      try solver.add(Constraint(Expression(x), .equal, Expression(.infinity)))
    }
    let id = try solver.add(Constraint(Expression(x), .equal, 1))
    #expect(throws: SolverError.self) { try solver.updateConstant(of: id, to: .infinity) }
    #expect(solver.value(of: x) == 1)
  }

  @Test func coefficientsBelowTheToleranceCountAsZero() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    // 1e-12 x == 5 is 0 == 5 at the solver's tolerance (1e-8): refused, conflicting with nothing.
    let tiny = Constraint(1e-12 * x, .equal, 5)
    #expect(throws: SolverError.unsatisfiable(tiny, conflicting: [])) { try solver.add(tiny) }
    // With a real coefficient beside it, the tiny one is dropped and the rest holds: y = 5.
    let y = solver.makeVariable("y")
    try solver.add(Constraint(1e-12 * x + y, .equal, 5))
    #expect(solver.value(of: y) == 5)
  }

  @Test func updateConstantMovesTheSolution() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    // x - 10 >= 0 and y == x + 1; then the constant becomes -25 (x >= 25): x = 25, y = 26.
    let bound = try solver.add(Constraint(Expression(x), .greaterThanOrEqual, 10))
    try solver.add(Constraint(Expression(y), .equal, x + 1))
    try solver.add(Constraint(Expression(x), .equal, 0, priority: .defaultLow))
    #expect(solver.value(of: x) == 10)
    try solver.updateConstant(of: bound, to: -25)
    #expect(solver.value(of: x) == 25)
    #expect(solver.value(of: y) == 26)
    #expect(solver.constraint(bound)?.expression.constant == -25)
    // Optional constants change in place too: x == 40 @500 moved to x == 50.
    let preference = try solver.add(Constraint(Expression(x), .equal, 40, priority: .medium))
    #expect(solver.value(of: x) == 40)
    try solver.updateConstant(of: preference, to: -50)
    #expect(solver.value(of: x) == 50)
  }

  @Test func updateConstantThatConflictsIsRefused() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    // x >= 10 and x <= 20; moving the first to x >= 30 contradicts x <= 20.
    let low = try solver.add(Constraint(Expression(x), .greaterThanOrEqual, 10))
    let high = try solver.add(Constraint(Expression(x), .lessThanOrEqual, 20))
    let before = solver.dump()
    #expect(throws: SolverError.self) { try solver.updateConstant(of: low, to: -30) }
    do {
      try solver.updateConstant(of: low, to: -30)
    } catch .unsatisfiable(let constraint, let conflicting) {
      #expect(constraint.expression.constant == -30)
      #expect(conflicting == [high])
    }
    #expect(solver.dump() == before)
    #expect(solver.value(of: x) == 10)
  }

  @Test func constantChangeOfARedundantEqualityIsChecked() throws {
    let solver = Solver()
    let v = solver.makeVariable("v")
    // v == 20, then v / 2 == 10 (redundant: its row holds only dummies). Moving the second to
    // v / 2 == 49 would need v = 98, contradicting v == 20: refused, and v stays 20.
    let first = try solver.add(Constraint(Expression(v), .equal, 20))
    let second = try solver.add(Constraint(0.5 * v, .equal, 10))
    let before = solver.dump()
    #expect(throws: SolverError.unsatisfiable(Constraint(0.5 * v, .equal, 49), conflicting: [first])) {
      try solver.updateConstant(of: second, to: -49)
    }
    #expect(solver.dump() == before)
    #expect(solver.value(of: v) == 20)
  }

  @Test func updateVariablesListsChangesAscending() throws {
    let solver = Solver()
    let a = solver.makeVariable("a")
    let b = solver.makeVariable("b")
    let c = solver.makeVariable("c")
    try solver.add(Constraint(Expression(c), .equal, 3))
    try solver.add(Constraint(Expression(a), .equal, 1))
    // b stays 0, so only a and c changed (ascending order, not insertion order).
    #expect(solver.updateVariables() == [a, c])
    #expect(solver.updateVariables() == [])
    try solver.add(Constraint(Expression(b), .equal, c + 1))
    #expect(solver.updateVariables() == [b])
  }

  @Test func operatorsBuildExpressions() {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let e = 2 * y - x + 8
    #expect(e.constant == 8)
    #expect(e.normalizedTerms == [Term(variable: x, coefficient: -1), Term(variable: y, coefficient: 2)])
    let f = Expression(x) * 3 - 1.5 + x / 2
    #expect(f.normalizedTerms == [Term(variable: x, coefficient: 3.5)])
    #expect(f.constant == -1.5)
    #expect((x - x).normalizedTerms.isEmpty)
    #expect(Priority(0) == nil && Priority(1001) == nil && Priority(1000) == .required)
  }
}
