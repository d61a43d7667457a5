import Layout

extension LoweredVariant {
  /// What `--strict` reports for this variant solved with `diagnoses`, as located errors: a
  /// conflict when no `expect conflict` line is in the variant's scope; an ambiguous layout when no
  /// `expect ambiguous` line is, or when the lines name views and an ambiguous view is not among
  /// them; and every `expect` line whose diagnosis does not occur (a named view whose frame is
  /// fixed, a conflict or an ambiguity the variant does not show); and every precision loss (a
  /// required constraint the solved values miss), which no `expect` line can declare. Empty when the
  /// variant shows exactly what it declares.
  ///
  /// `sweep` holds the diagnoses of the same variant at each width of the recipe's `sweep` line:
  /// there too an undeclared conflict or ambiguity, or a precision loss, is a problem (said once,
  /// with the widths: `at sweep widths 320 pt, 461 pt: ...`), and an `expect` line is met when its
  /// diagnosis occurs at the variant's own width or at any sweep width (a layout that breaks only
  /// when narrowed can declare it).
  public func strictProblems(
    _ diagnoses: [Diagnosis], sweep: [(width: Double, diagnoses: [Diagnosis])] = [],
    fileName: String = "recipe"
  ) -> [Diagnostic] {
    var seen = Occurrences()
    var problems = undeclared(diagnoses, fileName: fileName, seen: &seen)
    // Sweep problems by where and what, with the widths they occur at, in order of first sight.
    var atWidths: [(problem: Diagnostic, widths: [Double])] = []
    for frame in sweep {
      for problem in undeclared(frame.diagnoses, fileName: fileName, seen: &seen) {
        if let i = atWidths.firstIndex(where: {
          $0.problem.message == problem.message && $0.problem.range == problem.range
        }) {
          atWidths[i].widths.append(frame.width)
        } else {
          atWidths.append((problem, [frame.width]))
        }
      }
    }
    for (problem, widths) in atWidths {
      let list = widths.map { formatPoints($0) + " pt" }.joined(separator: ", ")
      var located = problem
      located.message = "at sweep width\(widths.count == 1 ? "" : "s") \(list): \(problem.message)"
      problems.append(located)
    }
    problems += unmet(seen, sweeping: !sweep.isEmpty, fileName: fileName)
    return problems.sorted {
      ($0.range.start.line, $0.range.start.column) < ($1.range.start.line, $1.range.start.column)
    }
  }

  /// What the diagnoses of the figure and of the sweep frames showed, for the `expect` lines.
  private struct Occurrences {
    var conflicts = 0
    /// Ambiguous views in order of first sight.
    var ambiguous: [ViewID] = []
  }

  /// The diagnoses of one layout that no `expect` line in scope declares (and precision losses).
  private func undeclared(_ diagnoses: [Diagnosis], fileName: String, seen: inout Occurrences) -> [Diagnostic]
  {
    var problems: [Diagnostic] = []
    let conflictLines = expectations.filter { $0.kind == .conflict }
    let ambiguityLines = expectations.filter { $0.kind == .ambiguous }
    for diagnosis in diagnoses {
      switch diagnosis {
      case .unsatisfiable:
        seen.conflicts += 1
        guard conflictLines.isEmpty else { continue }
        let located = locate(diagnosis, fileName: fileName)
        problems.append(
          Diagnostic(
            .error, "\(located.message), which \(place) does not expect", at: located.range,
            hint: "if \(place) shows it on purpose, declare it: expect conflict"
              + (located.hint.map { "\n" + $0 } ?? ""),
            fileName: fileName))
      case .ambiguous(let report):
        for entry in report.entries where !seen.ambiguous.contains(entry.view) {
          seen.ambiguous.append(entry.view)
        }
        let located = locate(diagnosis, fileName: fileName)
        if ambiguityLines.isEmpty {
          let names = report.entries.map { "\"\(viewName($0.view))\"" }.joined(separator: ", ")
          problems.append(
            Diagnostic(
              .error, "\(located.message), which \(place) does not expect", at: located.range,
              hint: "if \(place) shows it on purpose, declare it: expect ambiguous \(names)"
                + (located.hint.map { "\n" + $0 } ?? ""), fileName: fileName))
        } else if ambiguityLines.allSatisfy({ !$0.views.isEmpty }) {
          let named = Set(ambiguityLines.flatMap { $0.views.map(\.value) })
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
    return problems
  }

  /// The `expect` lines whose diagnosis occurred neither at the variant's width nor (`sweeping`)
  /// at any sweep width.
  private func unmet(_ seen: Occurrences, sweeping: Bool, fileName: String) -> [Diagnostic] {
    var problems: [Diagnostic] = []
    let anywhere = sweeping ? " at its own width or at any sweep width" : ""
    for line in expectations where line.kind == .conflict && seen.conflicts == 0 {
      problems.append(
        Diagnostic(
          .error, "\(place) expects a conflict, but its required constraints are satisfiable\(anywhere)",
          at: line.range,
          hint: "remove the expect line, or change \(place) back to the conflict it is meant to show",
          fileName: fileName))
    }
    for line in expectations where line.kind == .ambiguous {
      guard !seen.ambiguous.isEmpty else {
        problems.append(
          Diagnostic(
            .error, "\(place) expects an ambiguous layout, but every frame is fixed\(anywhere)",
            at: line.range,
            hint: "remove the expect line, or change \(place) back to the ambiguity it is meant to show",
            fileName: fileName))
        continue
      }
      for named in line.views where !seen.ambiguous.contains(named.value) {
        let view = named.value
        problems.append(
          Diagnostic(
            .error, "\(place) expects \(viewName(view)) to be ambiguous, but its frame is fixed\(anywhere)",
            at: named.range,
            hint: "the ambiguous views are "
              + seen.ambiguous.map { "\"\(viewName($0))\"" }.joined(separator: ", "),
            fileName: fileName))
      }
    }
    return problems
  }

  /// "variant \"Equal hugging\"", or "the recipe" for a recipe without variants.
  private var place: String {
    name == RecipeLowering.defaultVariantName ? "the recipe" : "variant \"\(name)\""
  }

  private func viewName(_ view: ViewID) -> String {
    scene.view(view)?.name.spelling ?? "view \(view.rawValue)"
  }

  private func declaration(_ view: ViewID) -> SourceRange? { origin(of: view)?.range }
}
