import Testing

@testable import Cassowary

/// A constraint solved for an external variable that only external rows name stays lazy (written as
/// given, not expanded), unless that would close a cycle among the external rows. Expected values
/// are the recipes' algebra, worked out in the comments.
@Suite struct LazySubjectTests {
  /// A form's vertical chain: each row's bottom is named (b = t + h) before the row's top is defined
  /// from the row above (t = b(r-1) + 8), with every height preferring 20 (@750 at least, @250 at
  /// most). So t(r) = 28r and b(r) = 28r + 20. Expanded, t(r)'s row would hold the markers of every
  /// row above (r of them); lazy, every row holds at most its own three terms and marker.
  @Test func aVariableNamedBeforeItIsDefinedKeepsRowsShort() throws {
    let solver = Solver()
    let rows = 200
    var tops: [Variable] = []
    var bottoms: [Variable] = []
    var heights: [Variable] = []
    // Bottoms before tops, as Layout numbers a label before the field its baseline follows: the
    // lowest fresh variable is the subject, so b = t + h is solved for b and t stays non-basic.
    for r in 0..<rows {
      bottoms.append(solver.makeVariable("b\(r)"))
      tops.append(solver.makeVariable("t\(r)"))
      heights.append(solver.makeVariable("h\(r)"))
      try solver.add(Constraint(Expression(heights[r]), .greaterThanOrEqual, 20, priority: .defaultHigh))
      try solver.add(Constraint(Expression(heights[r]), .lessThanOrEqual, 20, priority: .defaultLow))
    }
    for r in 0..<rows {
      try solver.add(Constraint(Expression(bottoms[r]), .equal, tops[r] + heights[r]))
      let above = r == 0 ? Expression(0) : bottoms[r - 1] + 8
      try solver.add(Constraint(Expression(tops[r]), .equal, above))
    }
    for r in 0..<rows {
      #expect(solver.value(of: tops[r]) == Double(28 * r))
      #expect(solver.value(of: bottoms[r]) == Double(28 * r + 20))
    }
    let longest = solver.tableau.rows.compactMap { $0?.cells.count }.max() ?? 0
    #expect(longest <= 4, "the longest row has \(longest) cells")
  }

  /// y = x + 5 names x; x = y - 5 solved for x would make x and y name each other, so it is expanded:
  /// 0 = 0 up to the two markers, a redundant equality, accepted. x = y + 1 then says 0 = 6: refused.
  @Test func aConstraintClosingACycleIsExpanded() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add(Constraint(Expression(y), .equal, x + 5))
    try solver.add(Constraint(Expression(x), .equal, y - 5))
    try solver.add(Constraint(Expression(x), .equal, 10, priority: .defaultLow))
    #expect(solver.value(of: x) == 10)
    #expect(solver.value(of: y) == 15)
    #expect(throws: SolverError.self) { try solver.add(Constraint(Expression(x), .equal, y + 1)) }
    #expect(solver.value(of: y) - solver.value(of: x) == 5)
  }

  /// A longer cycle: a = b + 1 and c = a + 1 name b through a; b = c - 2 closes the cycle (expanded,
  /// redundant: accepted), b = c + 5 contradicts it (c - b is 2): refused. b == 7 @250 fixes the rest.
  @Test func aLongerCycleIsExpanded() throws {
    let solver = Solver()
    let a = solver.makeVariable("a")
    let b = solver.makeVariable("b")
    let c = solver.makeVariable("c")
    try solver.add(Constraint(Expression(a), .equal, b + 1))
    try solver.add(Constraint(Expression(c), .equal, a + 1))
    try solver.add(Constraint(Expression(b), .equal, c - 2))
    #expect(throws: SolverError.self) { try solver.add(Constraint(Expression(b), .equal, c + 5)) }
    try solver.add(Constraint(Expression(b), .equal, 7, priority: .defaultLow))
    #expect([a, b, c].map { solver.value(of: $0) } == [8, 7, 9])
  }

  /// q(i) = s(i) + 1 names each s(i) first (q made first, so q is the fresh subject). Then each
  /// s(i) = s(i+1) + x, with x = 3, takes a number between x's and s(i-1)'s (which names it), halving
  /// the gap each time: after about fifty the doubles run out and the rest take the expanded path.
  /// With s(100) = 7: s(i) = 7 + 3 (100 - i) and q(i) = s(i) + 1.
  @Test func exhaustedNumbersFallBackToExpansion() throws {
    let solver = Solver()
    let x = solver.makeVariable("x")
    let q = (0...100).map { solver.makeVariable("q\($0)") }
    let s = (0...100).map { solver.makeVariable("s\($0)") }
    try solver.add(Constraint(Expression(x), .equal, 3))
    for i in 1...100 { try solver.add(Constraint(Expression(q[i]), .equal, s[i] + 1)) }
    for i in 1..<100 { try solver.add(Constraint(Expression(s[i]), .equal, s[i + 1] + x)) }
    try solver.add(Constraint(Expression(s[100]), .equal, 7))
    for i in 1...100 {
      #expect(solver.value(of: s[i]) == Double(7 + 3 * (100 - i)))
      #expect(solver.value(of: q[i]) == Double(8 + 3 * (100 - i)))
    }
    let numbers = (1..<100).map { solver.tableau.order[solver.symbols[s[$0].index].index] }
    #expect(numbers.contains(0), "some subjects took the expanded path")
    #expect(numbers.filter { $0 != 0 }.count >= 40, "most subjects stayed lazy")
  }
}
