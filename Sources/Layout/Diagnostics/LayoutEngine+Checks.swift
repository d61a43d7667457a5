extension LayoutEngine {
  /// What the engine decided about the scene's constraints before solving.
  struct ConstraintReport {
    var statuses: [ConstraintStatus]
    /// Valid and installed in the scene's size classes.
    var usable: [Bool]
    /// Constants in points (nil for invalid constraints).
    var resolved: [Double?]
    /// Invalid-constraint errors and warnings, in list order.
    var diagnoses: [Diagnosis]
  }

  /// The tag logs use for scene constraint `index`: its recipe number, else its 1-based position.
  static func tag(of index: Int, in scene: Scene) -> String {
    "#\(scene.constraints[index].number ?? index + 1)"
  }

  /// Validates every constraint (REFERENCE.md section 1) and applies size-class installation.
  static func checkConstraints(_ scene: Scene) -> ConstraintReport {
    var report = ConstraintReport(
      statuses: Array(repeating: .satisfied, count: scene.constraints.count),
      usable: Array(repeating: false, count: scene.constraints.count),
      resolved: Array(repeating: nil, count: scene.constraints.count), diagnoses: [])
    for (i, constraint) in scene.constraints.enumerated() {
      if let issue = constraint.validationIssue(in: scene) {
        if issue.severity == .error {
          report.statuses[i] = .invalid(issue)
          report.diagnoses.append(.invalidConstraint(.explicit(i), issue))
          continue
        }
        report.diagnoses.append(.warning(.explicit(i), issue))
      }
      report.resolved[i] = Spacing.resolvedConstant(of: constraint, in: scene)
      if constraint.installation.isInstalled(width: scene.widthClass, height: scene.heightClass) {
        report.usable[i] = true
      } else {
        report.statuses[i] = .notInstalled
      }
    }
    return report
  }
}
