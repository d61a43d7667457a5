import Testing

@testable import Cassowary

/// The limitation the recipe's multiplier check guards against: a coefficient below the tolerance
/// is zero to the solver. h = m w with w = 1e11 is 100 for m = 1e-9 by algebra; the solver says 0.
/// At m = 1e-8 (the tolerance) it keeps the term: h = 1e-8 x 1e10 = 100.
@Suite struct NumericRangeTests {
  func solve(multiplier: Double, width: Double) throws -> Double {
    let solver = Solver()
    let w = solver.makeVariable("w")
    let h = solver.makeVariable("h")
    try solver.add(Constraint(Expression(w), .equal, Expression(width)))
    try solver.add(Constraint(Expression(h), .equal, multiplier * w))
    return solver.value(of: h)
  }

  @Test func aCoefficientBelowTheToleranceIsDropped() throws {
    #expect(Solver.coefficientTolerance == 1e-8)
    #expect(try solve(multiplier: 1e-9, width: 1e11) == 0)
  }

  @Test func aCoefficientAtTheToleranceIsKept() throws {
    #expect(abs(try solve(multiplier: 1e-8, width: 1e10) - 100) < 1e-9)
  }
}
