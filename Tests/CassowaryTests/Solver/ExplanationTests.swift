import Testing

@testable import Cassowary

/// Conflicts, binding constraints, violations, optimal ranges and free variables on hand-worked systems.
@Suite struct ExplanationTests {
  @Test func conflictNamesOnlyTheConstraintsInvolved() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let z = solver.makeVariable("z")
    let atLeastTen = try solver.add(Constraint(Expression(x), .greaterThanOrEqual, 10))
    let gap = try solver.add(Constraint(Expression(y), .greaterThanOrEqual, x + 5))
    try solver.add(Constraint(Expression(z), .equal, 3))
    try solver.add(Constraint(Expression(y), .lessThanOrEqual, 30))
    try solver.add(Constraint(Expression(x), .lessThanOrEqual, 100))
    // y >= x + 5 >= 15 > 12: exactly {x >= 10, y >= x + 5}; z == 3, y <= 30 and x <= 100 are bystanders.
    let rejected = Constraint(Expression(y), .lessThanOrEqual, 12)
    #expect(throws: SolverError.unsatisfiable(rejected, conflicting: [atLeastTen, gap])) {
      try solver.add(rejected)
    }
  }

  @Test func conflictAmongEqualities() throws {
    let solver = Solver()
    let a = solver.makeVariable("a")
    let b = solver.makeVariable("b")
    let c = solver.makeVariable("c")
    let first = try solver.add(Constraint(Expression(a), .equal, 1))
    let second = try solver.add(Constraint(Expression(b), .equal, a + 1))
    try solver.add(Constraint(Expression(c), .equal, 7))
    // a = 1 and b = a + 1 give b = 2, so b == 5 contradicts exactly those two.
    let rejected = Constraint(Expression(b), .equal, 5)
    #expect(throws: SolverError.unsatisfiable(rejected, conflicting: [first, second])) {
      try solver.add(rejected)
    }
    // A constraint with no variables that is false conflicts with nothing else.
    let impossible = Constraint(1, .lessThanOrEqual, 0)
    #expect(throws: SolverError.unsatisfiable(impossible, conflicting: [])) { try solver.add(impossible) }
  }

  @Test func bindingConstraintsAndViolations() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    // x >= 10 (binding at x = 10), x <= 50 (slack), x == 0 @250 (violated by 10).
    let low = try solver.add(Constraint(Expression(x), .greaterThanOrEqual, 10))
    let high = try solver.add(Constraint(Expression(x), .lessThanOrEqual, 50))
    let wish = try solver.add(Constraint(Expression(x), .equal, 0, priority: .defaultLow))
    #expect(solver.isBinding(low))
    #expect(!solver.isBinding(high))
    #expect(!solver.isBinding(wish))
    #expect(solver.bindingConstraints() == [low])
    #expect(solver.violation(of: wish) == 10)
    #expect(solver.violation(of: low) == 0)
  }

  @Test func rangesAndFreeVariables() throws {
    let solver = Solver()
    let left = solver.makeVariable("left")
    let right = solver.makeVariable("right")
    let width = solver.makeVariable("width")
    let lonely = solver.makeVariable("lonely")
    // width = right - left = 100, left in [0, 50], nothing prefers a position: left may be anywhere in
    // [0, 50] and right in [100, 150]; width is fixed; lonely is unconstrained.
    try solver.add(Constraint(Expression(width), .equal, right - left))
    try solver.add(Constraint(Expression(width), .equal, 100))
    try solver.add(Constraint(Expression(left), .greaterThanOrEqual, 0))
    try solver.add(Constraint(Expression(left), .lessThanOrEqual, 50))
    #expect(solver.optimalRange(of: left) == (lower: 0, upper: 50))
    #expect(solver.optimalRange(of: right) == (lower: 100, upper: 150))
    #expect(solver.isDetermined(width))
    #expect(!solver.isDetermined(left))
    #expect(solver.optimalRange(of: lonely) == (lower: -.infinity, upper: .infinity))
    #expect(solver.freeVariables() == [left, right, lonely])
    // A weak preference decides: left == 20 @1 fixes everything but lonely.
    try solver.add(Constraint(Expression(left), .equal, 20, priority: Priority(1)!))
    #expect(solver.freeVariables() == [lonely])
    #expect(solver.value(of: right) == 120)
  }

  @Test func equalPreferencesLeaveAmbiguity() throws {
    let solver = Solver()
    let a = solver.makeVariable("a")
    let b = solver.makeVariable("b")
    // a + b = 100 with a == 0 @250 and b == 0 @250: every split costs 100 at level 250, so a and b
    // range over [0, 100] (the other side would cost more than 100).
    try solver.add(Constraint(a + b, .equal, 100))
    try solver.add(Constraint(Expression(a), .greaterThanOrEqual, 0))
    try solver.add(Constraint(Expression(b), .greaterThanOrEqual, 0))
    try solver.add(Constraint(Expression(a), .equal, 0, priority: .defaultLow))
    try solver.add(Constraint(Expression(b), .equal, 0, priority: .defaultLow))
    #expect(solver.optimalRange(of: a) == (lower: 0, upper: 100))
    #expect(solver.freeVariables() == [a, b])
  }

  @Test func dumpIsReadableAndStable() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(Constraint(Expression(x), .greaterThanOrEqual, 10))
    let text = solver.dump()
    #expect(text.contains("Solver: 1 variables, 1 constraints, 0 edit variables"))
    #expect(text.contains("c0: x - 10 >= 0"))
    #expect(text.contains("x(v0) = 10"))
    #expect(text == solver.dump())
  }
}
