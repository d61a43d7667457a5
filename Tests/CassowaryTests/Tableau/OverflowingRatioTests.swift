import TestSupport
import Testing

@testable import Cassowary

/// The ratio test (`Tableau.leavingRow`) divides a row's constant by a coefficient: 1e308 / 0.1
/// overflows Double to infinity. Such a row does not block the entering column (it would block it
/// only past Double's range), and a finite row further on does. The tie-break on equal ratios used to
/// force-unwrap the best row so far, nil when the first candidate's ratio was that infinity: a
/// crash (signal 4) in `optimize()` and in phase one. Expected values are worked by hand below.
@Suite struct OverflowingRatioTests {
  /// e >= 0 (e = s0); 0.1 e <= 1e308 (s1 = 1e308 - 0.1 s0); e <= 10 (s2 = 10 - s0), all required;
  /// e >= 20 at 250 (error = 20 - s0 + slack). The objective's error falls as s0 grows: s0 enters,
  /// and the first row the ratio test meets is s1's, ratio 1e308 / 0.1 = inf; s2's blocks at 10.
  /// So e = 10, and the optional constraint misses by 20 - 10 = 10.
  @Test func anInfiniteRatioInOptimizeBlocksNothing() throws {
    let solver = Solver()
    let e = solver.makeVariable("e")
    try solver.add(Constraint(Expression(e), .greaterThanOrEqual, Expression(0)))
    try solver.add(Constraint(0.1 * e, .lessThanOrEqual, Expression(1e308)))
    try solver.add(Constraint(Expression(e), .lessThanOrEqual, Expression(10)))
    let wish = try solver.add(
      Constraint(Expression(e), .greaterThanOrEqual, Expression(20), priority: .defaultLow))
    #expect(solver.value(of: e) == 10)
    #expect(solver.violation(of: wish) == 10)
  }

  /// e >= 0, 0.1 e <= 1e308, e == 0 at 250, then e >= 5 required: its row 5 - s0 + s2 has no
  /// subject with a negative coefficient, so phase one minimises an artificial variable, s0
  /// entering; s1's row (ratio inf) comes before the artificial row (ratio 5). The least e the
  /// required constraints allow is 5, and e == 0 at 250 wants the least: e = 5.
  @Test func anInfiniteRatioInPhaseOneBlocksNothing() throws {
    let solver = Solver()
    let e = solver.makeVariable("e")
    try solver.add(Constraint(Expression(e), .greaterThanOrEqual, Expression(0)))
    try solver.add(Constraint(0.1 * e, .lessThanOrEqual, Expression(1e308)))
    let wish = try solver.add(Constraint(Expression(e), .equal, Expression(0), priority: .defaultLow))
    try solver.add(Constraint(Expression(e), .greaterThanOrEqual, Expression(5)))
    #expect(solver.value(of: e) == 5)
    #expect(solver.violation(of: wish) == 5)
  }

  /// Random systems of one to four independent variables, each with v >= 0 first, then in a
  /// random order: f v <= 1e308 (f = 1e-6, 0.001 or 0.1: the ratio overflows; 0.5: 2e308, also
  /// over Double's range), a <= v <= b (1 <= a <= b <= 50) required and v == t (0...100) at a
  /// random optional priority. By hand: v = t clamped to [a, b]. Before the fix 116 of these 200
  /// seeds crashed.
  @Test(arguments: 0..<200)
  func clampedVariablesBesideHugeBounds(seed: UInt64) throws {
    var random = SplitMix64(state: seed)
    let solver = Solver()
    let variables = (0..<random.int(1...4)).map { solver.makeVariable("v\($0)") }
    let factors = [1e-6, 0.001, 0.1, 0.5]
    let priorities: [Priority] = [.defaultHigh, .defaultLow, .fittingSizeLevel]
    var expected: [Double] = []
    var constraints: [Constraint] = []
    for v in variables {
      let b = Double(random.int(1...50))
      let a = Double(random.int(1...Int(b)))
      let t = Double(random.int(0...100))
      expected.append(min(max(t, a), b))
      constraints.append(Constraint(factors[random.int(0...3)] * v, .lessThanOrEqual, Expression(1e308)))
      constraints.append(Constraint(Expression(v), .lessThanOrEqual, Expression(b)))
      constraints.append(Constraint(Expression(v), .greaterThanOrEqual, Expression(a)))
      constraints.append(
        Constraint(Expression(v), .equal, Expression(t), priority: priorities[random.int(0...2)]))
    }
    for i in stride(from: constraints.count - 1, to: 0, by: -1) { constraints.swapAt(i, random.int(0...i)) }
    for v in variables { try solver.add(Constraint(Expression(v), .greaterThanOrEqual, Expression(0))) }
    for constraint in constraints { try solver.add(constraint) }
    #expect(variables.map { solver.value(of: $0) } == expected, "seed \(seed)")
  }

  /// The limit (docs/cassowary.md, "Limits and known gaps"): a bound beyond Double's range on a
  /// variable no earlier constraint names makes that variable the row's subject, e = 1e309 - 10 s1,
  /// whose constant is infinite; e <= 10 then has a row with an infinite constant that phase one
  /// cannot reduce, and is refused (not a crash), leaving the solver exactly as it was.
  @Test func aBoundBeyondDoubleOnAFreshVariableIsALimitNotACrash() throws {
    let solver = Solver()
    let e = solver.makeVariable("e")
    try solver.add(Constraint(0.1 * e, .lessThanOrEqual, Expression(1e308)))
    #expect(solver.value(of: e) == .infinity)
    let before = solver.dump()
    #expect(throws: SolverError.self) {
      try solver.add(Constraint(Expression(e), .lessThanOrEqual, Expression(10)))
    }
    #expect(solver.dump() == before)
  }
}
