import Cassowary

/// The grid workload (issue 3): N views in rows of 10 with equal widths filling a container width W
/// (an edit variable), then a 1,000-step resize loop.
///
///     layout-diagram-bench grid --views N [--edit-last] [--runs R]
///
/// `--edit-last` adds W's edit variable and suggestion after the views instead of before.
enum GridBenchmark {
  struct Options {
    var views = 1000
    var editLast = false
    var runs = 1
    var steps = 1000
    var explain = false
  }

  struct UsageError: Error, CustomStringConvertible {
    var description: String
  }

  static func run(_ arguments: [String]) throws {
    var options = Options()
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--edit-last": options.editLast = true
      case "--explain": options.explain = true
      case "--views", "--runs", "--steps":
        guard index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0 else {
          throw UsageError(description: "\(argument) needs a positive integer")
        }
        switch argument {
        case "--views": options.views = value
        case "--runs": options.runs = value
        default: options.steps = value
        }
        index += 1
      default:
        throw UsageError(
          description:
            "unknown option \(argument); use --views N [--edit-last] [--runs R] [--steps K] [--explain]")
      }
      index += 1
    }
    for _ in 0..<options.runs {
      try runOnce(options)
    }
  }

  static func milliseconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) * 1e3 + Double(parts.attoseconds) * 1e-15
  }

  static func runOnce(_ options: Options) throws {
    let clock = ContinuousClock()
    let start = clock.now
    let solver = Solver()
    let container = solver.makeVariable("W")
    if !options.editLast {
      try solver.addEditVariable(container, priority: .defaultHigh)
      try solver.suggestValue(1088, for: container)
    }
    let grid = try Grid(solver: solver, container: container, views: options.views)
    if options.editLast {
      try solver.addEditVariable(container, priority: .defaultHigh)
      try solver.suggestValue(1088, for: container)
    }
    // The solver stages the calls and builds its tableau when the first result is asked for, so the
    // build is measured up to the first solution: the calls, then the first `updateVariables()`.
    let added = clock.now
    solver.updateVariables()
    let built = clock.now
    let buildPivots = solver.pivotCount
    let checksum = solver.variables.reduce(0) { $0 + solver.value(of: $1) }

    var steps: [Double] = []
    var stepsWithoutPivot: [Double] = []
    let pivotsBefore = solver.pivotCount
    steps.reserveCapacity(1000)
    var sink = 0.0
    let loopStart = clock.now
    for step in 0..<options.steps {
      let stepStart = clock.now
      let pivots = solver.pivotCount
      try solver.suggestValue(Double(700 + 5 * (step % 100)), for: container)
      solver.updateVariables()
      let solved = clock.now
      for variable in grid.all { sink += solver.value(of: variable) }
      let microseconds = milliseconds(solved - stepStart) * 1000
      steps.append(microseconds)
      if solver.pivotCount == pivots { stepsWithoutPivot.append(microseconds) }
    }
    let loopEnd = clock.now
    steps.sort()
    stepsWithoutPivot.sort()
    let resizePivots = solver.pivotCount - pivotsBefore
    let finalWidth = Double(700 + 5 * ((options.steps - 1) % 100))
    let deviation = grid.maximumDeviation(solver: solver, containerWidth: finalWidth)
    var explainFields: [(String, String)] = []
    if options.explain {
      let explainStart = clock.now
      let free = solver.freeVariables()
      let binding = solver.bindingConstraints()
      explainFields = [
        ("explain_ms", format(milliseconds(clock.now - explainStart))),
        ("free_variables", "\(free.count)"), ("binding_constraints", "\(binding.count)"),
      ]
      // A required constraint that contradicts the whole column above the last view: its top is at
      // least 8 + 28 r (heights >= 20), so top <= 100 conflicts with every top equation and height
      // bound in that column.
      let conflictStart = clock.now
      let conflictSize = conflictCount(
        solver, Constraint(Expression(grid.top[grid.top.count - 1]), .lessThanOrEqual, 100))
      explainFields += [
        ("conflict_ms", format(milliseconds(clock.now - conflictStart))),
        ("conflict_size", "\(conflictSize)"),
      ]
    }

    let fields: [(String, String)] =
      [
        ("workload", "\"grid\""),
        ("views", "\(options.views)"),
        ("constraints", "\(grid.constraintCount)"),
        ("variables", "\(solver.variables.count)"),
        ("edit_last", "\(options.editLast)"),
        ("build_ms", format(milliseconds(built - start))),
        ("add_ms", format(milliseconds(added - start))),
        ("build_pivots", "\(buildPivots)"),
        ("update_ms", format(milliseconds(built - added))),
        ("resize_total_ms", format(milliseconds(loopEnd - loopStart))),
        ("resize_median_us", format(steps[steps.count / 2])),
        ("resize_max_us", format(steps[steps.count - 1])),
        ("resize_pivots", "\(resizePivots)"),
        ("steps_without_pivot", "\(stepsWithoutPivot.count)"),
        (
          "no_pivot_median_us",
          stepsWithoutPivot.isEmpty ? "null" : format(stepsWithoutPivot[stepsWithoutPivot.count / 2])
        ),
        ("checksum", format(checksum)),
        ("max_deviation_from_closed_form", "\(deviation)"),
        ("sink", format(sink)),
      ] + explainFields
    print("{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}")
  }

  /// The size of the conflict reported for `constraint`, or -1 if it was accepted.
  static func conflictCount(_ solver: Solver, _ constraint: Constraint) -> Int {
    let result = Result { () throws(SolverError) -> ConstraintID in try solver.add(constraint) }
    guard case .failure(let error) = result, case .unsatisfiable(_, let conflicting) = error else {
      return -1
    }
    return conflicting.count
  }

  static func format(_ value: Double) -> String {
    let scaled = (value * 1000).rounded() / 1000
    return "\(scaled)"
  }
}

/// The grid's variables and constraints, added in the order.
struct Grid {
  var left: [Variable] = []
  var width: [Variable] = []
  var top: [Variable] = []
  var height: [Variable] = []
  var constraintCount = 0

  var all: [Variable] {
    left + width + top + height
  }

  init(solver: Solver, container: Variable, views: Int) throws {
    func add(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, _ priority: Int) throws {
      try solver.add(Constraint(lhs, relation, rhs, priority: Priority(priority) ?? .required))
      constraintCount += 1
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
      try add(Expression(w), .greaterThanOrEqual, 50, 750)
      try add(Expression(w), .equal, 100, 250)
      try add(Expression(h), .greaterThanOrEqual, 20, 1000)
      try add(Expression(h), .equal, 30, 500)
      if column == 0 {
        try add(Expression(l), .equal, 8, 1000)
      } else {
        try add(Expression(l), .equal, left[index - 1] + width[index - 1] + 8, 1000)
        try add(Expression(w), .equal, Expression(width[index - column]), 500)
      }
      if column == 9 {
        try add(l + w + 8, .equal, Expression(container), 1000)
      }
      if row == 0 {
        try add(Expression(t), .equal, 8, 1000)
      } else {
        try add(Expression(t), .equal, top[index - 10] + height[index - 10] + 8, 1000)
      }
    }
  }

  /// The largest distance from the closed form (valid for complete rows and W >= 588).
  func maximumDeviation(solver: Solver, containerWidth: Double) -> Double {
    let expectedWidth = (containerWidth - 88) / 10
    var worst = 0.0
    for index in left.indices {
      let (row, column) = (Double(index / 10), Double(index % 10))
      worst = max(worst, abs(solver.value(of: width[index]) - expectedWidth))
      worst = max(worst, abs(solver.value(of: height[index]) - 30))
      worst = max(worst, abs(solver.value(of: left[index]) - (8 + column * (expectedWidth + 8))))
      worst = max(worst, abs(solver.value(of: top[index]) - (8 + 38 * row)))
    }
    return worst
  }
}
