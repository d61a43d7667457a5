@testable import Cassowary

/// The grid workload, built as in the benchmark, in a test-sized helper.
struct SmallGrid {
  var container: Variable
  var left: [Variable] = []
  var width: [Variable] = []
  var top: [Variable] = []
  var height: [Variable] = []

  init(solver: Solver, views: Int, editLast: Bool = false) throws {
    container = solver.makeVariable("W")
    if !editLast {
      try solver.addEditVariable(container, priority: .defaultHigh)
      try solver.suggestValue(1088, for: container)
    }
    for index in 0..<views {
      let (row, column) = (index / 10, index % 10)
      let l = solver.makeVariable("left\(index)")
      let w = solver.makeVariable("width\(index)")
      let t = solver.makeVariable("top\(index)")
      let h = solver.makeVariable("height\(index)")
      left.append(l)
      width.append(w)
      top.append(t)
      height.append(h)
      try solver.add(Constraint(Expression(w), .greaterThanOrEqual, 50, priority: .defaultHigh))
      try solver.add(Constraint(Expression(w), .equal, 100, priority: .defaultLow))
      try solver.add(Constraint(Expression(h), .greaterThanOrEqual, 20))
      try solver.add(Constraint(Expression(h), .equal, 30, priority: .medium))
      if column == 0 {
        try solver.add(Constraint(Expression(l), .equal, 8))
      } else {
        try solver.add(Constraint(Expression(l), .equal, left[index - 1] + width[index - 1] + 8))
        try solver.add(
          Constraint(Expression(w), .equal, Expression(width[index - column]), priority: .medium))
      }
      if column == 9 { try solver.add(Constraint(l + w + 8, .equal, Expression(container))) }
      if row == 0 {
        try solver.add(Constraint(Expression(t), .equal, 8))
      } else {
        try solver.add(Constraint(Expression(t), .equal, top[index - 10] + height[index - 10] + 8))
      }
    }
    if editLast {
      try solver.addEditVariable(container, priority: .defaultHigh)
      try solver.suggestValue(1088, for: container)
    }
  }
}
