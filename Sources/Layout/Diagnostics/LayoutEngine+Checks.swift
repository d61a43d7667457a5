extension LayoutEngine {
  /// What the engine decided about the scene's constraints before solving.
  struct ConstraintReport {
    /// Each scene constraint's outcome so far, in scene order: invalid, not installed, or
    /// satisfied (valid and installed), with its constant in points (nil for invalid ones).
    var constraints: [SolvedConstraint]
    /// Invalid-constraint errors and warnings, in list order.
    var diagnoses: [Diagnosis]

    /// Whether each scene constraint goes to the solver: valid and installed in the scene's size
    /// classes.
    var usable: [Bool] { constraints.map { $0.status == .satisfied } }
  }

  /// The tag logs use for constraint `ref`: a scene constraint's recipe number, else its 1-based
  /// position; an implicit one's `#i2`.
  static func tag(of ref: ConstraintRef, in scene: Scene) -> String {
    guard case .explicit(let index) = ref else { return ref.tag }
    return "#\(scene.constraint(ref)?.number ?? index + 1)"
  }

  /// Validates every constraint (REFERENCE.md section 1) and applies size-class installation.
  static func checkConstraints(_ scene: Scene) -> ConstraintReport {
    var report = ConstraintReport(constraints: [], diagnoses: [])
    report.constraints.reserveCapacity(scene.constraints.count)
    for (i, constraint) in scene.constraints.enumerated() {
      if let issue = constraint.validationIssue(in: scene) {
        if issue.severity == .error {
          report.constraints.append(SolvedConstraint(status: .invalid(issue), resolvedConstant: nil))
          report.diagnoses.append(.invalidConstraint(.explicit(i), issue))
          continue
        }
        report.diagnoses.append(.warning(.explicit(i), issue))
      }
      let installed = constraint.installation.isInstalled(width: scene.widthClass, height: scene.heightClass)
      report.constraints.append(
        SolvedConstraint(
          status: installed ? .satisfied : .notInstalled,
          resolvedConstant: Spacing.resolvedConstant(of: constraint, in: scene)))
    }
    return report
  }
}
