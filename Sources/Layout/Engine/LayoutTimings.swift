/// Where the time of one `LayoutEngine.solve` went (benchmarks read it; results never depend on it),
/// and an optional observer of its phases.
public struct LayoutTimings: Sendable {
  /// Building and solving every pass (text measurement, conflicts included), in seconds.
  public var solveSeconds: Double = 0
  /// Diagnosing the final pass (statuses, broken optionals, ambiguity, witnesses), in seconds.
  public var diagnoseSeconds: Double = 0

  /// Of ``diagnoseSeconds``, the post-solve residual check of the required constraints
  /// (docs/layout.md, "Numeric range").
  public var precisionCheckSeconds: Double = 0
  /// The largest ratio of a required constraint's residual to what rounding explains (above 1 is
  /// a `precisionLoss` report): how far the layout is from a report.
  public var largestResidualRatio: Double = 0

  /// Called as each phase starts (none by default); results never depend on it.
  public var phase: (@Sendable (LayoutPhase) -> Void)?

  /// Zero timings.
  public init() {}

  static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }
}
