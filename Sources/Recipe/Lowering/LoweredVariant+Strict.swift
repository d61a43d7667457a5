import Layout

extension LoweredVariant {
  /// What `--strict` reports for this variant solved with `diagnoses`, as located errors: a
  /// conflict when no `expect conflict` line is in the variant's scope; an ambiguous layout when no
  /// `expect ambiguous` line is, or when the lines name views and an ambiguous view is not among
  /// them; and every `expect` line whose diagnosis does not occur (a named view whose frame is
  /// fixed, a conflict or an ambiguity the variant does not show); and every precision loss (a
  /// required constraint the solved values miss), which no `expect` line can declare. Empty when the
  /// variant shows exactly what it declares.
  public func strictProblems(_ diagnoses: [Diagnosis], fileName: String = "recipe") -> [Diagnostic] {
    var problems: [Diagnostic] = []
    let conflictLines = expectations.filter { $0.kind == .conflict }
    let ambiguityLines = expectations.filter { $0.kind == .ambiguous }
    var conflicts = 0
    var ambiguity: AmbiguityReport?
    for diagnosis in diagnoses {
      switch diagnosis {
      case .unsatisfiable:
        conflicts += 1
        guard conflictLines.isEmpty else { continue }
        let located = locate(diagnosis, fileName: fileName)
        problems.append(
          Diagnostic(
            .error, "\(located.message), which \(place) does not expect", at: located.range,
            hint: "if \(place) shows it on purpose, declare it: expect conflict"
              + (located.hint.map { "\n" + $0 } ?? ""),
            fileName: fileName))
      case .ambiguous(let report):
        ambiguity = report
        let located = locate(diagnosis, fileName: fileName)
        if ambiguityLines.isEmpty {
          let names = report.entries.map { "\"\(viewName($0.view))\"" }.joined(separator: ", ")
          problems.append(
            Diagnostic(
              .error, "\(located.message), which \(place) does not expect", at: located.range,
              hint: "if \(place) shows it on purpose, declare it: expect ambiguous \(names)"
                + (located.hint.map { "\n" + $0 } ?? ""), fileName: fileName))
        } else if ambiguityLines.allSatisfy({ !$0.views.isEmpty }) {
          let named = Set(ambiguityLines.flatMap(\.views))
          for entry in report.entries where !named.contains(entry.view) {
            let dimensions = entry.dimensions.map(\.rawValue).joined(separator: ", ")
            problems.append(
              Diagnostic(
                .error,
                "ambiguous layout for \(viewName(entry.view)) (\(dimensions)), which no expect line of "
                  + "\(place) names", at: declaration(entry.view) ?? located.range,
                hint: "add it: expect ambiguous \"\(viewName(entry.view))\"", fileName: fileName))
          }
        }
      case .precisionLoss:
        // Never on purpose: the layout shown is not the constraints' solution, so no expect line
        // declares it.
        let located = locate(diagnosis, fileName: fileName)
        problems.append(
          Diagnostic(
            .error, located.message + " (the solver lost precision)", at: located.range, hint: located.hint,
            fileName: fileName))
      default: continue
      }
    }
    for line in conflictLines where conflicts == 0 {
      problems.append(
        Diagnostic(
          .error, "\(place) expects a conflict, but its required constraints are satisfiable", at: line.range,
          hint: "remove the expect line, or change \(place) back to the conflict it is meant to show",
          fileName: fileName))
    }
    for line in ambiguityLines {
      guard let ambiguity else {
        problems.append(
          Diagnostic(
            .error, "\(place) expects an ambiguous layout, but every frame is fixed", at: line.range,
            hint: "remove the expect line, or change \(place) back to the ambiguity it is meant to show",
            fileName: fileName))
        continue
      }
      let ambiguous = Set(ambiguity.entries.map(\.view))
      for (view, range) in zip(line.views, line.viewRanges) where !ambiguous.contains(view) {
        problems.append(
          Diagnostic(
            .error, "\(place) expects \(viewName(view)) to be ambiguous, but its frame is fixed", at: range,
            hint: "the ambiguous views are "
              + ambiguity.entries.map { "\"\(viewName($0.view))\"" }.joined(separator: ", "),
            fileName: fileName))
      }
    }
    return problems.sorted {
      ($0.range.start.line, $0.range.start.column) < ($1.range.start.line, $1.range.start.column)
    }
  }

  /// "variant \"Equal hugging\"", or "the recipe" for a recipe without variants.
  private var place: String {
    name == RecipeLowering.defaultVariantName ? "the recipe" : "variant \"\(name)\""
  }

  private func viewName(_ view: ViewID) -> String {
    scene.view(view)?.name.spelling ?? "view \(view.rawValue)"
  }

  private func declaration(_ view: ViewID) -> SourceRange? {
    viewRanges.indices.contains(view.rawValue) ? viewRanges[view.rawValue] : nil
  }
}
