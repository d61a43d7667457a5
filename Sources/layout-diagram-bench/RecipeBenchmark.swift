import Recipe

/// The recipe workload (issue 6): parse, check, lower and format a generated recipe of N rows in
/// the shape of the cookbook's Fixed Height Columns (a label and a text field per row, six
/// constraints per row, one Visual Format line per row, three variants).
///
///     layout-diagram-bench recipe --rows N [--runs R]
enum RecipeBenchmark {
  static func run(_ arguments: [String]) throws {
    let options = try BenchmarkArguments(arguments, defaults: ["rows": 500, "runs": 1])
    let rows = options["rows"]
    let runs = options["runs"]
    let source = makeSource(rows: rows)
    for _ in 0..<runs { runOnce(source: source, rows: rows) }
  }

  /// A recipe with `rows` rows of a label and a text field.
  static func makeSource(rows: Int) -> String {
    var lines = ["# generated", "recipe \"Rows\"", "scene 375 x 667", ""]
    for row in 1...rows {
      lines.append("label \"Label \(row)\" text \"Row \(row)\" alignment right")
      lines.append("textField \"Field \(row)\" placeholder \"Enter value \(row)\"")
    }
    lines.append("")
    var number = 1
    for row in 1...rows {
      let above = row == 1 ? "Top Layout Guide.Bottom + 20.0" : "Field \(row - 1).Bottom + Standard"
      lines += [
        "\(number). Label \(row).Leading = Superview.LeadingMargin",
        "\(number + 1). Field \(row).Leading = Label \(row).Trailing + Standard",
        "\(number + 2). Field \(row).Trailing = Superview.TrailingMargin",
        "\(number + 3). Label \(row).Baseline = Field \(row).Baseline",
        "\(number + 4). Field \(row).Top = \(above) (Priority 999)",
        "\(number + 5). V:[Label \(row)(>=20@249)]",
      ]
      number += 6
    }
    lines += [
      "", "variant \"Portrait\"", "  scene 375 x 667", "", "variant \"Landscape\"", "  scene 667 x 375",
    ]
    lines += ["", "variant \"Large\"", "  set \"Label 1\" font 36", "  uninstall 1-3"]
    return lines.joined(separator: "\n") + "\n"
  }

  static func milliseconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) * 1e3 + Double(parts.attoseconds) * 1e-15
  }

  static func runOnce(source: String, rows: Int) {
    let clock = ContinuousClock()
    let start = clock.now
    let parsed = RecipeParser.parse(source, fileName: "rows.recipe")
    let parsedAt = clock.now
    let lowered = RecipeLowering.lower(parsed.recipe, fileName: "rows.recipe")
    let loweredAt = clock.now
    let formatted = RecipeFormatter.format(parsed.recipe)
    let formattedAt = clock.now
    let constraints = lowered.variants.first?.scene.constraints.count ?? 0
    let lineCount = source.split(separator: "\n", omittingEmptySubsequences: false).count
    print(
      """
      {"workload":"recipe","rows":\(rows),"lines":\(lineCount),\
      "bytes":\(source.utf8.count),"diagnostics":\(parsed.diagnostics.count + lowered.diagnostics.count),\
      "constraintsPerVariant":\(constraints),"variants":\(lowered.variants.count),\
      "parseMs":\(milliseconds(parsedAt - start)),"lowerMs":\(milliseconds(loweredAt - parsedAt)),\
      "formatMs":\(milliseconds(formattedAt - loweredAt)),"formattedBytes":\(formatted.utf8.count)}
      """)
  }
}
