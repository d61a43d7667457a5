import Cassowary

/// The numbers the solver represents exactly enough (docs/layout.md, "Numeric range").
///
/// The tableau counts a coefficient closer to zero than `Solver.coefficientTolerance` (1e-8) as
/// zero. A constraint `a = m x b + c` puts `m` into a row, and `1/m` when the row is solved for `b`,
/// so a non-zero multiplier outside 1e-8...1e8 in magnitude would be rounded away (`H = 0.000000001 x
/// W` with W = 1e11 solved H = 0 instead of 100). Recipes with such a multiplier are refused with a
/// located error. Solved values are bounded separately by the coordinate limit (`--max-coordinate`).
public enum NumericRange {
  /// The magnitudes a non-zero multiplier may have: the solver's tolerance up to its reciprocal.
  public static let multiplier: ClosedRange<Double> =
    Solver.coefficientTolerance...(1 / Solver.coefficientTolerance)

  /// Whether `multiplier` is zero or within ``multiplier`` in magnitude.
  public static func contains(multiplier value: Double) -> Bool {
    value == 0 || multiplier.contains(value.magnitude)
  }

  /// The bounds of ``multiplier`` as a recipe writes them (no exponent), for messages.
  public static let spelledMultiplierBounds = (lower: "0.00000001", upper: "100000000")
}
