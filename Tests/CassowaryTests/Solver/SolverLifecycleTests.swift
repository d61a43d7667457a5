import Testing

@testable import Cassowary

/// Determinism and memory over repeated use.
@Suite struct SolverLifecycleTests {
  /// A fixed sequence of calls, returning everything observable.
  static func run() throws -> (dump: String, values: [UInt64]) {
    let solver = Solver()
    let grid = try SmallGrid(solver: solver, views: 30)
    try solver.suggestValue(900, for: grid.container)
    var ids: [ConstraintID] = []
    for index in 0..<10 {
      ids.append(
        try solver.add(Constraint(Expression(grid.top[index]), .equal, 5, priority: Priority(100 + index)!)))
    }
    try solver.remove(ids[3])
    try solver.suggestValue(640, for: grid.container)
    return (solver.dump(), solver.variables.map { solver.value(of: $0).bitPattern })
  }

  @Test func sameCallsGiveSameBits() throws {
    let first = try Self.run()
    let second = try Self.run()
    #expect(first.dump == second.dump)
    #expect(first.values == second.values)
  }

  @Test func addRemoveCyclesDoNotGrowMemory() throws {
    let solver = Solver()
    let grid = try SmallGrid(solver: solver, views: 20)
    let extra = [
      Constraint(Expression(grid.width[3]), .equal, 77, priority: .medium),
      Constraint(Expression(grid.left[5]), .greaterThanOrEqual, 10),
      Constraint(grid.top[12] + grid.height[12], .lessThanOrEqual, 400),
      Constraint(Expression(grid.height[7]), .equal, 31, priority: .defaultHigh),
    ]
    func footprint() -> (symbols: Int, rows: Int, entries: Int) {
      let tableau = solver.tableau
      return (
        tableau.symbolCount - tableau.unusedSymbols.count, tableau.rows.compactMap { $0 }.count,
        tableau.columns.reduce(0) { $0 + $1.entries.count }
      )
    }
    var sizes: [Int] = []
    for cycle in 0..<200 {
      let ids = try extra.map { try solver.add($0) }
      for id in ids.reversed() { try solver.remove(id) }
      try solver.addEditVariable(grid.height[0], priority: .defaultLow)
      try solver.suggestValue(Double(cycle % 7), for: grid.height[0])
      try solver.removeEditVariable(grid.height[0])
      if cycle == 10 { sizes = [footprint().symbols, footprint().rows] }
    }
    let end = footprint()
    #expect([end.symbols, end.rows] == sizes)
    #expect(solver.tableau.symbolCount < 1000)
    // Column entries stay within a constant factor of the live cells.
    #expect(end.entries < 3 * solver.tableau.rows.compactMap { $0 }.reduce(0) { $0 + $1.cells.count } + 2000)
    // With its edit removed, height 0 returns to its preference (30 @500).
    #expect(solver.value(of: grid.height[0]) == 30)
  }
}
