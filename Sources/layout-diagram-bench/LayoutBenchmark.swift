import Layout

/// The layout workload (issue 5): A3-style form rows (label + text field, equal field widths,
/// baselines aligned) plus one wrapping label at the bottom, solved with full diagnoses
/// (conflicts, ambiguity ranges, why chains) and a fixed-metric measurer.
///
///     layout-diagram-bench layout --rows N [--runs R]
enum LayoutBenchmark {
  static func run(_ arguments: [String]) throws {
    let options = try BenchmarkArguments(arguments, defaults: ["rows": 20, "runs": 1])
    let rows = options["rows"]
    let runs = options["runs"]
    let scene = makeScene(rows: rows)
    for _ in 0..<runs {
      let clock = ContinuousClock()
      let start = clock.now
      let result = try LayoutEngine.solve(scene, measure: measure)
      let elapsed = clock.now - start
      let parts = elapsed.components
      let ms = Double(parts.seconds) * 1e3 + Double(parts.attoseconds) * 1e-15
      let checksum = result.views.map(\.frame).reduce(0) { $0 + $1.minX + $1.minY + $1.width + $1.height }
      let fields: [(String, String)] = [
        ("workload", "\"layout\""), ("rows", "\(rows)"), ("views", "\(scene.views.count)"),
        ("constraints", "\(scene.constraints.count)"), ("passes", "\(result.passes)"),
        ("diagnoses", "\(result.diagnoses.count)"), ("solve_ms", "\(ms)"), ("checksum", "\(checksum)"),
      ]
      print("{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}")
    }
  }

  /// Fixed metrics: size / 2 per character, line size + 3, greedy word wrap.
  static let measure: TextMeasurer = { request in
    let s = request.font.pointSize
    var lines = 1
    var line = 0
    if let maxWidth = request.maxWidth {
      for word in request.text.split(separator: " ") {
        let next = line == 0 ? word.count : line + 1 + word.count
        if line > 0 && Double(next) * s / 2 > maxWidth {
          lines += 1
          line = word.count
        } else {
          line = next
        }
      }
    }
    let width = request.maxWidth.map { Swift.min($0, Double(request.text.count) * s / 2) }
    return TextMeasurement(
      width: width ?? Double(request.text.count) * s / 2, height: Double(lines) * (s + 3),
      firstBaseline: s - 1,
      lastBaseline: s - 1 + Double(lines - 1) * (s + 3), lineCount: lines, ascender: s - 1, descender: -4,
      lineHeight: s + 3)
  }

  static func makeScene(rows: Int) -> Scene {
    var scene = Scene(size: Size(width: 375, height: 667))
    var previousField: ViewID?
    var firstField: ViewID?
    for row in 0..<rows {
      var label = ViewSpec(name: "Label \(row)", kind: .label)
      label.text = "Field \(row)"
      let l = scene.add(label)
      var field = ViewSpec(name: "Field \(row)", kind: .textField)
      field.placeholder = "Enter value \(row)"
      let f = scene.add(field)
      scene.constraints += [
        LayoutConstraint(Anchor(.view(l), .leading), .equal, Anchor(.root, .leadingMargin)),
        LayoutConstraint(
          Anchor(.view(f), .leading), .equal, Anchor(.view(l), .trailing), constant: .standard),
        LayoutConstraint(Anchor(.view(f), .trailing), .equal, Anchor(.root, .trailingMargin)),
        LayoutConstraint(Anchor(.view(l), .lastBaseline), .equal, Anchor(.view(f), .lastBaseline)),
        previousField.map {
          LayoutConstraint(Anchor(.view(f), .top), .equal, Anchor(.view($0), .bottom), constant: .standard)
        }
          ?? LayoutConstraint(
            Anchor(.view(f), .top), .equal, Anchor(.topLayoutGuide, .bottom), constant: .points(20)),
      ]
      if let firstField {
        scene.constraints.append(
          LayoutConstraint(Anchor(.view(f), .width), .equal, Anchor(.view(firstField), .width)))
      }
      firstField = firstField ?? f
      previousField = f
    }
    var note = ViewSpec(name: "Note", kind: .label)
    note.text = String(repeating: "wrapping words ", count: 12)
    note.numberOfLines = 0
    let n = scene.add(note)
    scene.constraints += [
      LayoutConstraint(Anchor(.view(n), .leading), .equal, Anchor(.root, .leadingMargin)),
      LayoutConstraint(Anchor(.view(n), .trailing), .equal, Anchor(.root, .trailingMargin)),
      LayoutConstraint(
        Anchor(.view(n), .top), .equal, Anchor(previousField.map { .view($0) } ?? .root, .bottom),
        constant: .standard),
    ]
    return scene
  }
}
