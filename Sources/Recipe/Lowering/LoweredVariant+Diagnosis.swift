import Layout

extension LoweredVariant {
  /// A layout engine diagnosis as a located diagnostic: at the line of the constraint it is
  /// about, or at the declaration of the view, so that `file:line:column` output and carets point
  /// into the recipe. Errors stay errors; broken optionals and clipping are notes, warnings stay
  /// warnings. The engine's full text (UIKit's log, the ambiguity trace) is the hint.
  public func locate(_ diagnosis: Diagnosis, fileName: String = "recipe") -> Diagnostic {
    let start = SourceRange(line: 1, column: 1, length: 1)
    switch diagnosis {
    case .invalidConstraint(let ref, _):
      return Diagnostic(.error, diagnosis.message(in: scene), at: range(ref) ?? start, fileName: fileName)
    case .warning(let ref, _):
      return Diagnostic(.warning, diagnosis.message(in: scene), at: range(ref) ?? start, fileName: fileName)
    case .unsatisfiable(let report):
      let conflicting = report.conflicting.map(name).joined(separator: ", ")
      return Diagnostic(
        .error, "unable to simultaneously satisfy constraints: breaking \(name(report.broken))",
        at: range(report.broken) ?? start, hint: "in conflict: \(conflicting)\n\(report.log)",
        fileName: fileName)
    case .ambiguous(let report):
      var parts = report.entries.map { entry in
        let names = entry.dimensions.map(\.rawValue).joined(separator: ", ")
        return "\(scene.view(entry.view)?.name.spelling ?? "view \(entry.view.rawValue)") (\(names))"
      }
      if !report.rootDimensions.isEmpty {
        parts.append("the root view (\(report.rootDimensions.map(\.rawValue).joined(separator: ", ")))")
      }
      let declaration = report.entries.lazy.compactMap { origin(of: $0.view)?.range }.first
      return Diagnostic(
        .error, "ambiguous layout for " + parts.joined(separator: "; "), at: declaration ?? start,
        hint: report.trace, fileName: fileName)
    case .brokenOptional(let ref, _):
      return Diagnostic(.note, diagnosis.message, at: range(ref) ?? start, fileName: fileName)
    case .clipped(let view, _, _):
      return Diagnostic(.note, diagnosis.message, at: origin(of: view)?.range ?? start, fileName: fileName)
    case .negativeSize(let report):
      // At the view's declaration; the hint names the constraints that force the length.
      let declared = origin(of: report.view)?.range
      let viewName = scene.view(report.view)?.name.spelling ?? "view \(report.view.rawValue)"
      let forcing = report.constraints.map { ref -> String in
        guard let c = scene.constraint(ref) else { return name(ref) }
        return "\(name(ref)) `\(c.cookbookText(in: scene))`"
      }
      return Diagnostic(
        .warning,
        "\(viewName) has a negative \(report.dimension), \(formatPoints(report.length)) pt",
        at: declared ?? start,
        hint: forcing.isEmpty
          ? "no binding equalities fix it: optional constraints hold it there"
          : "forced by " + forcing.joined(separator: ", "),
        fileName: fileName)
    case .precisionLoss(let report):
      // At the constraint; the message gives both sides' solved values.
      let (left, right) = report.sides(in: scene)
      return Diagnostic(
        .error,
        "\(name(report.constraint)) misses by \(report.format(report.residual)) pt after solving: \(left) is "
          + "\(report.format(report.actual)), \(right) is \(report.format(report.expected))",
        at: range(report.constraint) ?? start, hint: PrecisionLossReport.explanation, fileName: fileName)
    case .unstableLayout:
      return Diagnostic(.warning, diagnosis.message, at: start, fileName: fileName)
    }
  }

  /// The range of an explicit constraint reference.
  private func range(_ ref: ConstraintRef) -> SourceRange? { origin(of: ref)?.range }

  /// `#4` (list number), `#C` (letter), `#i2` (implicit) for messages.
  private func name(_ ref: ConstraintRef) -> String {
    switch ref {
    case .explicit(let index):
      guard let constraint = scene.constraint(ref) else { return "#\(index + 1)" }
      return "#" + (constraint.number.map(String.init) ?? constraint.identifier ?? String(index + 1))
    case .implicit(let index): return "#i\(index)"
    }
  }
}
