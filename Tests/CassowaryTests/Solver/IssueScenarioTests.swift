import Testing

@testable import Cassowary

/// The exact scenarios named in issue 3.
@Suite struct IssueScenarioTests {
  /// One violation at 251 must cost more than 500 violations at 250.
  @Test func oneAt251BeatsFiveHundredAt250() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    // x == 0 @251 against 500 different constraints x == k/1000 + 1 @250 (k = 0..<500; distinct
    // so none is a duplicate). A weighted sum would move x towards 1; lexicographically x stays 0.
    try solver.add(Constraint(Expression(x), .equal, 0, priority: Priority(251)!))
    for k in 0..<500 {
      try solver.add(
        Constraint(Expression(x), .equal, Expression(1 + Double(k) / 1000), priority: .defaultLow))
    }
    #expect(solver.value(of: x) == 0)
  }

  /// Priorities 1001/1002/1003-style outvoting: three constraints at 999 must not outvote one at 1000
  /// minus one (999 vs 998 here): the single higher one holds exactly.
  @Test func threeSlightlyWeakerDoNotOutvoteOneStronger() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(Constraint(Expression(x), .equal, 10, priority: Priority(999)!))
    try solver.add(Constraint(Expression(x), .equal, 20, priority: Priority(998)!))
    try solver.add(Constraint(Expression(x), .equal, 21, priority: Priority(998)!))
    try solver.add(Constraint(Expression(x), .equal, 22, priority: Priority(998)!))
    #expect(solver.value(of: x) == 10)
  }

  /// After required a >= 10 and b <= 5, a refused b >= a leaves a = 10 and the state unchanged.
  @Test func refusedAddLeavesSolverUnchanged() throws {
    let solver = Solver()
    let a = solver.makeVariable("a")
    let b = solver.makeVariable("b")
    let first = try solver.add(Constraint(Expression(a), .greaterThanOrEqual, 10))
    let second = try solver.add(Constraint(Expression(b), .lessThanOrEqual, 5))
    let before = solver.dump()
    let rejected = Constraint(Expression(b), .greaterThanOrEqual, Expression(a))
    #expect(throws: SolverError.unsatisfiable(rejected, conflicting: [first, second])) {
      try solver.add(rejected)
    }
    #expect(solver.dump() == before)
    #expect(solver.value(of: a) == 10)
    #expect(solver.value(of: b) == 5)
    #expect(solver.tableau.undo == nil)
  }

  /// Add x >= 2, remove it, re-add it, refuse x <= 1, remove and re-add x >= 2 again.
  @Test func addRemoveReAddSequence() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let atLeastTwo = Constraint(Expression(x), .greaterThanOrEqual, 2)
    var id = try solver.add(atLeastTwo)
    #expect(solver.value(of: x) == 2)
    try solver.remove(id)
    id = try solver.add(atLeastTwo)
    #expect(
      throws: SolverError.unsatisfiable(Constraint(Expression(x), .lessThanOrEqual, 1), conflicting: [id])
    ) {
      try solver.add(Constraint(Expression(x), .lessThanOrEqual, 1))
    }
    try solver.remove(id)
    id = try solver.add(atLeastTwo)
    #expect(solver.value(of: x) == 2)
    #expect(solver.constraintIDs == [id])
    #expect(solver.constraintCount == 1)
  }
}
