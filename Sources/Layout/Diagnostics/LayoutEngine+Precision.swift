// The post-solve residual check (docs/layout.md, "Numeric range").
//
// The solver counts a coefficient below 1e-8 as zero. Each multiplier is checked against that before
// solving, but products of multipliers formed while the solver substitutes rows (1e-4 x 1e-4, a
// chain of ratios) can still fall below it and be dropped, and the solution then misses a required
// constraint that the solver holds. So after solving, every required constraint the solver holds
// is evaluated with its own coefficients and constant at the solved values.
//
// What rounding explains: a value the solver computes carries an error of a few units in the last
// place of the largest magnitude that flows through it, M (the largest solved frame value or
// constraint constant of the layout; 1 ulp is 2.2e-16 M), times the number of operations that
// formed it. A constraint `c + sum(a_i x_i)` multiplies each value's error by its coefficient, so
// rounding alone leaves a residual of at most about n x 2.2e-16 x (|c| + M sum|a_i|). The check
// reports a residual above 1e-9 x (|c| + M sum|a_i|): seven orders of magnitude above one rounding;
// the largest residual seen on the book, the test suite, the shared storyboards and every benchmark
// shape at 10,000 views is below 1e-7 of that tolerance. A dropped product p < 1e-8 on a value v
// moves a row by p|v| <= 1e-8 M; a miss of at least a tenth of that is reported, and every
// amplification of it (a row later divided by a small coefficient) more so. One pass over the
// constraints' terms: linear in the layout's size.

extension LayoutEngine {
  /// The relative tolerance of the check (see above).
  public static let precisionTolerance = 1e-9

  /// The largest magnitude among the solved values and the constants of `present`: the scale that
  /// rounding errors are relative to.
  static func magnitude(_ present: [PreparedConstraint], _ values: [Double]) -> Double {
    var largest = 0.0
    for value in values { largest = Swift.max(largest, abs(value)) }
    for prepared in present { largest = Swift.max(largest, abs(prepared.form.constant)) }
    return largest
  }

  /// What rounding explains for `form` in a layout of magnitude `magnitude`.
  static func residualTolerance(_ form: LinearForm, magnitude: Double) -> Double {
    var coefficients = 0.0
    for term in form.terms { coefficients += abs(term.coefficient) }
    return precisionTolerance * (abs(form.constant) + magnitude * coefficients)
  }

  /// The required constraints in `present` that the solved `values` miss by more than rounding
  /// explains, scene constraints first, each in list order; and the largest ratio of a required
  /// constraint's residual to its tolerance (how close the layout came to a report; benchmarks
  /// print it).
  static func precisionLosses(
    _ present: [PreparedConstraint], _ values: [Double], scene: Scene, resolver: AnchorResolver
  ) -> (losses: [PrecisionLossReport], largestRatio: Double) {
    let magnitude = magnitude(present, values)
    var found: [PrecisionLossReport] = []
    var largestRatio = 0.0
    for prepared in present where prepared.priority.isRequired {
      let residual = prepared.violation(values)
      guard residual > 0 else { continue }
      let tolerance = residualTolerance(prepared.form, magnitude: magnitude)
      largestRatio = Swift.max(largestRatio, tolerance > 0 ? residual / tolerance : .infinity)
      guard residual > tolerance else { continue }
      let total = prepared.form.evaluate(values)
      var actual = total - prepared.form.constant
      var expected = -prepared.form.constant
      if case .explicit(let i) = prepared.ref, let left = resolver.form(scene.constraints[i].first) {
        actual = left.evaluate(values)
        expected = actual - total
      }
      found.append(
        PrecisionLossReport(
          constraint: prepared.ref, actual: actual, expected: expected, residual: residual,
          tolerance: tolerance))
    }
    return (found.sorted { $0.constraint < $1.constraint }, largestRatio)
  }
}
