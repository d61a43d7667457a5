import Layout

extension SolveText {
  /// The constraints stack views generated, as UIKit's logs print them (`UISV-spacing`,
  /// `UISV-canvas-connection`, ...), each with its status; empty without stack views.
  static func stackConstraintLines(_ result: LayoutResult) -> [String] {
    let generated = result.implicitConstraints.filter {
      if case .stackView = $0.kind { return true } else { return false }
    }
    guard !generated.isEmpty else { return [] }
    var lines = ["Stack view constraints (generated as UIKit does):"]
    for constraint in generated {
      lines.append("  \(constraint.description)  [\(describe(constraint.status))]")
    }
    lines.append("")
    return lines
  }
}
