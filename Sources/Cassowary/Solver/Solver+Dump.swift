// A readable text dump of the solver for tests and bug reports.

extension Solver {
  /// The constraint as text with variable names: `width - 100 == 0 @250`.
  public func describe(_ constraint: Constraint) -> String {
    constraint.render { name(of: $0) }
  }

  /// Every variable, constraint, edit variable, tableau row and objective level, in a fixed order.
  public func dump() -> String {
    settle()
    var lines: [String] = []
    lines.append(
      "Solver: \(names.count) variables, \(records.count) constraints, \(edits.count) edit variables, "
        + "\(tableau.symbolCount) symbols (\(tableau.unusedSymbols.count) unused)")
    lines.append("Variables:")
    for variable in variables {
      lines.append("  \(symbolName(symbols[variable.index])) = \(Expression.format(value(of: variable)))")
    }
    lines.append("Constraints:")
    for id in constraintIDs {
      let record = records[id]!
      lines.append("  \(id): \(describe(record.constraint))  [\(tagText(record.tag))]")
    }
    lines.append("Edit variables:")
    for variable in edits.keys.sorted() {
      let record = edits[variable]!
      lines.append(
        "  \(name(of: variable)) @\(record.priority.value) suggested \(Expression.format(record.value))"
          + "  [\(tagText(record.tag))]")
    }
    lines.append("Rows:")
    for index in tableau.rows.indices {
      guard let row = tableau.rows[index] else { continue }
      lines.append("  \(symbolName(Symbol(index))) = \(rowText(row))")
    }
    lines.append("Objective (highest priority first):")
    for (level, priority) in tableau.levelPriorities.enumerated() {
      var terms: [String] = []
      for index in tableau.objective[level].indices where tableau.objective[level][index] != 0 {
        terms.append("\(Expression.format(tableau.objective[level][index]))*\(symbolName(Symbol(index)))")
      }
      lines.append("  @\(priority): " + (terms.isEmpty ? "0" : terms.joined(separator: " + ")))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func tagText(_ tag: Tag) -> String {
    [tag.marker, tag.other].compactMap { $0 }.map(symbolName).joined(separator: " ")
  }

  private func rowText(_ row: Row) -> String {
    var text = Expression.format(row.constant)
    for cell in row.cells {
      let sign = cell.coefficient < 0 ? " - " : " + "
      text += sign + Expression.format(abs(cell.coefficient)) + "*" + symbolName(cell.symbol)
    }
    return text
  }

  func symbolName(_ symbol: Symbol) -> String {
    let kind = tableau.kinds[symbol.index]
    if kind == .external, let index = symbols.firstIndex(of: symbol) {
      return "\(names[index])(v\(index))"
    }
    return "\(kind.prefix)\(symbol.id)"
  }
}
