/// A finding about a solved layout. Diagnoses come in a deterministic order (see docs/layout.md).
public enum Diagnosis: Hashable, Sendable {
  /// A scene constraint was rejected before solving (REFERENCE.md section 1 rules).
  case invalidConstraint(ConstraintRef, ConstraintIssue)
  /// A scene constraint UIKit accepts but documents as invalid (a non-1 multiplier on a location).
  case warning(ConstraintRef, ConstraintIssue)
  /// Required constraints conflict; one was broken and the layout solved without it.
  case unsatisfiable(UnsatisfiableReport)
  /// Some frames are not fixed by the constraints.
  case ambiguous(AmbiguityReport)
  /// An optional constraint misses by `by` points.
  case brokenOptional(ConstraintRef, by: Double)
  /// A view got less than its intrinsic size because its compression resistance lost.
  case clipped(view: ViewID, axis: Axis, by: Double)
  /// A view's solved width or height is negative (the constraints force it).
  case negativeSize(NegativeSizeReport)
  /// A required constraint the solver holds is missed by the solved values by more than rounding
  /// explains: the solver lost precision and the layout is wrong (docs/layout.md, "Numeric range").
  case precisionLoss(PrecisionLossReport)
  /// Multi-line labels were still changing height, or layout margins that depend on the safe area
  /// still changing, after `passes` passes.
  case unstableLayout(passes: Int)

  /// A one-paragraph human-readable account (UIKit's log text for `unsatisfiable`), naming views
  /// and constraints by id; `message(in:)` names them.
  public var message: String {
    switch self {
    case .invalidConstraint(let ref, let issue), .warning(let ref, let issue):
      return "Constraint \(ref.tag): \(issue.reason)"
    case .unsatisfiable(let report): return report.log
    case .ambiguous(let report): return report.trace
    case .brokenOptional(let ref, let by):
      return "Optional constraint \(ref) is broken by \(formatPoints(by)) pt."
    case .clipped(let view, let axis, let by):
      return
        "View \(view) is \(formatPoints(by)) pt short of its intrinsic \(axis.dimension): its compression "
        + "resistance lost."
    case .negativeSize(let report):
      return
        "View \(report.view) has a negative \(report.dimension), \(formatPoints(report.length)) pt "
        + "(constraints \(report.constraints.map { "\($0)" }.joined(separator: ", ")))."
    case .precisionLoss(let report):
      return
        "Constraint \(report.constraint.tag) misses by \(report.format(report.residual)) pt after solving "
        + "(left side \(report.format(report.actual)), right side \(report.format(report.expected))). "
        + PrecisionLossReport.explanation
    case .unstableLayout(let passes):
      return
        "Multi-line labels or safe-area layout margins did not settle after \(passes) layout passes; the last pass is shown."
    }
  }

  /// Whether it is an error (invalid, unsatisfiable, ambiguous, a precision loss) rather than information.
  public var isError: Bool {
    switch self {
    case .invalidConstraint, .unsatisfiable, .ambiguous, .precisionLoss: return true
    default: return false
    }
  }
}
