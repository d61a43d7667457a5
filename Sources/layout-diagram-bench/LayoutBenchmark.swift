import Layout
import Recipe

#if canImport(Glibc)
  import Glibc
#endif

/// The layout workload (issues 5 and 12): a scene of one shape solved with full diagnoses
/// (conflicts, broken optionals, ambiguity with witnesses) and a fixed-metric measurer.
///
///     layout-diagram-bench layout [--shape form|chain|nested|grid|vfl|conflicts|stack] [--views N] [--runs R]
///     layout-diagram-bench layout --rows N [--runs R]      (form: N rows, 2N + 1 views)
///
/// `form` is A3-style rows (label + text field, equal field widths, baselines) plus one wrapping
/// label; the other shapes are generated recipes (see `LayoutShapes`), compiled first as the CLI
/// compiles them (`RecipeCompiler`: parsed, checked and lowered; `parse_ms`). One JSON object per run; `peak_rss_mb` is the process's peak so far, so measure one
/// size per process.
///
/// Limits: the workload calls `RecipeCompiler` and `LayoutEngine` directly, so the
/// command line's limits (`--max-views` 2,000, `--max-constraints` 10,000, `--max-nesting` 100 by
/// default) do not apply and 10,000-view scenes run as generated. The CLI solves them with the limits
/// raised (`--max-views 10000 --max-constraints 50000 --max-nesting 1000`); nesting stops at 1,000
/// there (`LimitOptions.nestingCeiling`), so `nested` beyond 1,000 views is a benchmark-only scene.
enum LayoutBenchmark {
  static func run(_ arguments: [String]) throws {
    var rest = arguments
    var shape = "form"
    if let index = rest.firstIndex(of: "--shape") {
      guard index + 1 < rest.count, LayoutShapes.names.contains(rest[index + 1]) else {
        throw BenchmarkArguments.UsageError(
          description: "--shape needs one of \(LayoutShapes.names.joined(separator: ", "))")
      }
      shape = rest[index + 1]
      rest.removeSubrange(index...(index + 1))
    }
    let options = try BenchmarkArguments(rest, defaults: ["rows": 0, "views": 41, "runs": 1])
    let views = options["rows"] > 0 ? 2 * options["rows"] + 1 : options["views"]
    for _ in 0..<options["runs"] { try runOnce(shape: shape, views: views) }
  }

  static func runOnce(shape: String, views: Int) throws {
    let clock = ContinuousClock()
    let start = clock.now
    let scene: Scene
    if let source = LayoutShapes.source(shape: shape, views: views) {
      // The CLI's one path: parsed, checked and lowered from the scopes the checker built.
      let compiled = RecipeCompiler.compile(source, fileName: "\(shape).recipe")
      let problems = compiled.diagnostics
      guard problems.isEmpty, let variant = compiled.variants.first else {
        throw BenchmarkArguments.UsageError(
          description: "generated \(shape) recipe has problems: \(problems.prefix(3))")
      }
      scene = variant.scene
    } else {
      scene = makeScene(rows: max(0, (views - 1) / 2))
    }
    let parsed = clock.now
    var timings = LayoutTimings()
    let result = try LayoutEngine.solve(scene, measure: measure, timings: &timings)
    let total = clock.now - start
    let checksum = result.views.map(\.frame).reduce(0) { $0 + $1.minX + $1.minY + $1.width + $1.height }
    let fields: [(String, String)] = [
      ("workload", "\"layout\""), ("shape", "\"\(shape)\""), ("views", "\(scene.views.count)"),
      ("constraints", "\(scene.constraints.count)"), ("passes", "\(result.passes)"),
      ("diagnoses", "\(result.diagnoses.count)"),
      ("ambiguous_views", "\(result.ambiguity?.entries.count ?? 0)"),
      ("parse_ms", "\(milliseconds(parsed - start))"), ("solve_ms", "\(timings.solveSeconds * 1e3)"),
      ("diagnose_ms", "\(timings.diagnoseSeconds * 1e3)"),
      ("precision_check_ms", "\(timings.precisionCheckSeconds * 1e3)"),
      ("residual_ratio", "\(timings.largestResidualRatio)"),
      (
        "precision_losses",
        "\(result.diagnoses.filter { if case .precisionLoss = $0 { true } else { false } }.count)"
      ),
      ("total_ms", "\(milliseconds(total))"),
      ("peak_rss_mb", "\(peakResidentMegabytes())"), ("checksum", "\(checksum)"),
    ]
    print("{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}")
  }

  static func milliseconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) * 1e3 + Double(parts.attoseconds) * 1e-15
  }

  /// The process's peak resident set (`VmHWM` in /proc/self/status), in MB; 0 where unavailable.
  static func peakResidentMegabytes() -> Double {
    guard let file = fopen("/proc/self/status", "r") else { return 0 }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 256)
    while fgets(&buffer, Int32(buffer.count), file) != nil {
      let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      guard line.hasPrefix("VmHWM:") else { continue }
      let kilobytes = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
      return (kilobytes / 1024 * 10).rounded() / 10
    }
    return 0
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
