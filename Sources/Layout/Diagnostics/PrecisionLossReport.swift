/// A required constraint that the solver holds but that the solved values do not satisfy: checked
/// after solving with the constraint's own coefficients and constant, it misses by more than
/// rounding explains. The solver counts coefficients below `Solver.coefficientTolerance` as zero;
/// products of in-range multipliers formed while it pivots can fall below that and be dropped, and
/// the layout comes out wrong. Reported as `Diagnosis.precisionLoss` (docs/layout.md, "Numeric
/// range", where the tolerance is derived).
public struct PrecisionLossReport: Hashable, Sendable {
  /// The constraint (a scene constraint, or one the engine added).
  public var constraint: ConstraintRef
  /// The left side's value: the first anchor of a scene constraint (`B.Width` in `B.Width = 0.5 x
  /// A.Width + 8`), the variable part of an implicit one.
  public var actual: Double
  /// The right side's value at the same solution (`0.5 x A.Width + 8`; an implicit constraint's
  /// constant). For an inequality, the bound the left side crosses.
  public var expected: Double
  /// How far the solution misses the constraint (|actual - expected| for an equality, how far
  /// past its bound for an inequality), always above ``tolerance``.
  public var residual: Double
  /// What rounding explains for this constraint in this layout (`PrecisionCheck.tolerance`).
  public var tolerance: Double

  /// A report.
  public init(
    constraint: ConstraintRef, actual: Double, expected: Double, residual: Double, tolerance: Double
  ) {
    self.constraint = constraint
    self.actual = actual
    self.expected = expected
    self.residual = residual
    self.tolerance = tolerance
  }

  /// `20` or, when the miss is below what three decimals show, every digit (`19.70197`).
  public func format(_ value: Double) -> String { formatMiss(value, miss: residual) }

  /// The account with names: `Constraint 2 (A.Width = 0.0001 x B.Width + 20) misses by 0.3 pt
  /// after solving: A.Width is 20, 0.0001 x B.Width + 20 is 20.3. The solver lost precision ...`.
  public func message(in scene: Scene, result: LayoutResult) -> String {
    let label = NegativeSizeReport.label(constraint, scene).dropLast(2)
    let text = result.text(of: constraint, in: scene)
    let (left, right) = sides(in: scene)
    let head = label.isEmpty ? "Implicit constraint \(text)" : "Constraint \(label) (\(text))"
    return "\(head) misses by \(format(residual)) pt after solving: \(left) is \(format(actual)), "
      + "\(right) is \(format(expected)). " + Self.explanation
  }

  /// The two sides in the cookbook's notation (`A.Width`, `0.0001 x B.Width + 20`), or generic
  /// words for an implicit constraint.
  public func sides(in scene: Scene) -> (left: String, right: String) {
    guard let c = scene.constraint(constraint) else { return ("its variable side", "its constant") }
    func anchor(_ a: Anchor) -> String {
      "\(LayoutConstraint.cookbookName(of: a.item, in: scene)).\(a.attribute.cookbookName)"
    }
    var constant: String
    switch c.constant {
    case .points(let value): constant = LayoutConstraint.multiplierText(value)
    case .standard: constant = "Standard"
    case .systemSpacing(let m):
      constant = m == 1 ? "system spacing" : "\(LayoutConstraint.multiplierText(m)) x system spacing"
    }
    guard let second = c.second else { return (anchor(c.first), constant) }
    var right =
      (c.multiplier == 1 ? "" : "\(LayoutConstraint.multiplierText(c.multiplier)) x ") + anchor(second)
    if case .points(let value) = c.constant {
      if value != 0 {
        right += value < 0 ? " - \(LayoutConstraint.multiplierText(-value))" : " + \(constant)"
      }
    } else {
      right += " + " + constant
    }
    return (anchor(c.first), right)
  }

  /// What went wrong and what to do, for every form of the report.
  public static let explanation =
    "The solver lost precision (a product of multipliers or a sum with a much larger constant fell "
    + "below its tolerance); keep chained multipliers' products between 0.00000001 and 100000000 "
    + "and constants near the layout's sizes (docs/layout.md, \"Numeric range\")."
}
