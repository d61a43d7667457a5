import Foundation
import Layout
import Recipe
import Render

/// `layout-diagram-bench render [--recipes DIR] [--runs N]`: renders the whole recipe book (every
/// variant of every recipe as panels of one figure) as PNG at 2x plus SVG, and prints one JSON
/// object per run with `diagrams`, `panels`, `total_ms`, `ms_per_diagram`, `solve_ms`.
///
/// `total_ms` covers drawing only (display list, PNG encoding, SVG writing); compiling and solving
/// the recipes happens before the clock starts and is reported separately as `solve_ms`.
enum RenderBenchmark {
  static func run(_ arguments: [String]) throws {
    var directory = "recipes"
    var runs = 3
    var i = 0
    while i < arguments.count {
      switch arguments[i] {
      case "--recipes" where i + 1 < arguments.count:
        directory = arguments[i + 1]
        i += 1
      case "--runs" where i + 1 < arguments.count:
        runs = max(Int(arguments[i + 1]) ?? runs, 1)
        i += 1
      default:
        throw UsageError.usage("render [--recipes DIR] [--runs N]")
      }
      i += 1
    }
    let measurer = try TypesettingMeasurer.shared()
    let renderer = DiagramRenderer(shaper: measurer.shaper)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory)
      .filter { $0.hasSuffix(".recipe") }.sorted()
    let solveStart = DispatchTime.now()
    var figures: [Figure] = []
    for file in files {
      let source = try String(contentsOfFile: directory + "/" + file, encoding: .utf8)
      let compiled = RecipeCompiler.compile(source, fileName: file)
      var panels: [Panel] = []
      for variant in compiled.variants {
        let result = try LayoutEngine.solve(variant.scene, measure: measurer.closure)
        panels.append(
          Panel(scene: variant.scene, result: result, caption: RenderBenchmark.caption(variant)))
      }
      if !panels.isEmpty { figures.append(Figure(title: compiled.title ?? file, panels: panels)) }
    }
    let solveMs = Double(DispatchTime.now().uptimeNanoseconds - solveStart.uptimeNanoseconds) / 1e6
    let options = RenderOptions(scale: 2)
    for run in 1...runs {
      let start = DispatchTime.now()
      let cpuStart = threadCPUMilliseconds()
      var bytes = 0
      var phases = [0.0, 0.0, 0.0]  // display list, PNG, SVG
      func lap(_ phase: Int, _ since: DispatchTime) -> DispatchTime {
        let now = DispatchTime.now()
        phases[phase] += Double(now.uptimeNanoseconds - since.uptimeNanoseconds) / 1e6
        return now
      }
      for figure in figures {
        var t = DispatchTime.now()
        let list = try renderer.displayList(for: figure, options: options)
        t = lap(0, t)
        bytes += try DiagramRenderer.render(list, format: .png, options: options).count
        t = lap(1, t)
        bytes += try DiagramRenderer.render(list, format: .svg, options: options).count
        _ = lap(2, t)
      }
      let ms = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
      // CPU time of this thread: what one core spends, whatever else the machine is doing.
      let cpuMs = threadCPUMilliseconds() - cpuStart
      let panels = figures.reduce(0) { $0 + $1.panels.count }
      let perDiagram = figures.isEmpty ? 0 : ms / Double(figures.count)
      print(
        "{\"workload\":\"render\",\"run\":\(run),\"diagrams\":\(figures.count),\"panels\":\(panels),"
          + "\"formats\":[\"png@2x\",\"svg\"],\"bytes\":\(bytes),\"total_ms\":\(rounded(ms)),"
          + "\"ms_per_diagram\":\(rounded(perDiagram)),\"cpu_ms\":\(rounded(cpuMs)),"
          + "\"cpu_ms_per_diagram\":\(rounded(figures.isEmpty ? 0 : cpuMs / Double(figures.count))),\"display_list_ms\":\(rounded(phases[0])),"
          + "\"png_ms\":\(rounded(phases[1])),\"svg_ms\":\(rounded(phases[2])),\"solve_ms\":\(rounded(solveMs))}"
      )
    }
  }

  static func threadCPUMilliseconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1e6
  }

  private static func rounded(_ v: Double) -> String { String(format: "%.2f", v) }

  /// A usage mistake on the command line.
  enum UsageError: Error, CustomStringConvertible {
    case usage(String)

    var description: String {
      switch self {
      case .usage(let text): return "usage: layout-diagram-bench \(text)"
      }
    }
  }

  /// The variant's name, or the scene size for a recipe's only (`default`) variant.
  static func caption(_ variant: LoweredVariant) -> String {
    guard variant.name == RecipeLowering.defaultVariantName else { return variant.name }
    let size = variant.scene.size
    if case .cell(let width) = variant.scene.kind { return "Cell, width \(Int(width))" }
    return "\(Int(size.width)) × \(Int(size.height))"
  }
}
