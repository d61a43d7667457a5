import Testing

@testable import Cassowary

@Suite struct GridWorkloadTests {
  /// The closed form from the issue: width = (W - 88) / 10, height 30, left = 8 + c (width + 8),
  /// top = 8 + 38 r, for W >= 588 (where width >= 50 still holds).
  static func checkClosedForm(_ solver: Solver, _ grid: SmallGrid, containerWidth: Double) {
    let width = (containerWidth - 88) / 10
    for index in grid.left.indices {
      let (row, column) = (Double(index / 10), Double(index % 10))
      #expect(abs(solver.value(of: grid.width[index]) - width) < 1e-9)
      #expect(abs(solver.value(of: grid.height[index]) - 30) < 1e-9)
      #expect(abs(solver.value(of: grid.left[index]) - (8 + column * (width + 8))) < 1e-9)
      #expect(abs(solver.value(of: grid.top[index]) - (8 + 38 * row)) < 1e-9)
    }
    #expect(abs(solver.value(of: grid.container) - containerWidth) < 1e-9)
  }

  @Test(arguments: [false, true])
  func closedFormAtSeveralWidths(editLast: Bool) throws {
    let solver = Solver()
    let grid = try SmallGrid(solver: solver, views: 100, editLast: editLast)
    Self.checkClosedForm(solver, grid, containerWidth: 1088)
    for containerWidth in [588.0, 700, 1000, 1195, 2000, 1088] {
      try solver.suggestValue(containerWidth, for: grid.container)
      Self.checkClosedForm(solver, grid, containerWidth: containerWidth)
    }
  }

  /// Checksums from the issue: the sum of all 4N + 1 values after the build.
  /// By hand for N = 100: W 1088; widths 100 * 100 = 10000; heights 30 * 100 = 3000;
  /// lefts 10 rows * sum_c (8 + 108 c) = 10 * (80 + 108 * 45) = 49400;
  /// tops 10 * sum_r (8 + 38 r) = 10 * (80 + 38 * 45) = 17900; total 81388.
  @Test(arguments: [(100, 81388.0), (1000, 2514088.0)])
  func checksumAfterBuild(views: Int, checksum: Double) throws {
    let solver = Solver()
    _ = try SmallGrid(solver: solver, views: views)
    let sum = solver.variables.reduce(0) { $0 + solver.value(of: $1) }
    #expect(abs(sum - checksum) < 1e-6)
  }

  /// Below W = 588 the widths would drop under 50 (@750, same as W's edit): the solver must still
  /// satisfy every required constraint.
  @Test func narrowContainerKeepsRequiredConstraints() throws {
    let solver = Solver()
    let grid = try SmallGrid(solver: solver, views: 20)
    try solver.suggestValue(300, for: grid.container)
    for index in 0..<20 where index % 10 == 9 {
      let right = solver.value(of: grid.left[index]) + solver.value(of: grid.width[index]) + 8
      #expect(abs(right - solver.value(of: grid.container)) < 1e-9)
    }
  }
}
