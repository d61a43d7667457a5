import Foundation
import Layout
import Preview
import Recipe
import Render

/// `layout-diagram-bench preview [--runs N] [--widths N] [--views N] [--grid-widths N]`: the live preview's
/// server-side time from a new slider width to the new figure (`PreviewDocument.figureJSON`: the
/// scene at that width solved, drawn by `FigurePipeline.render` as SVG, described and encoded as
/// the JSON the page receives), over every recipe of the book and over a generated grid of
/// `--views` views. Prints one JSON object per set and run: `samples`, `p50_ms`, `p95_ms`, `max_ms`
/// (wall time) and `cpu_p50_ms`, `cpu_p95_ms` (the thread's CPU time: what the figure costs one
/// core, whatever else the machine is doing).
///
/// Each recipe is loaded and drawn once at its own width before the clock starts (the page's
/// first load); then it is drawn at `--widths` widths (the grid at `--grid-widths`) from 320 to
/// 1024 points, each timed alone.
///
/// Each set is measured twice: `"solve":"live"` as the preview runs (the sliders move the edit
/// variables of a kept solver, `LiveLayout`) and `"solve":"fresh"` with every width solved by a
/// new solver (`PreviewDocument.solvesLive` off: the preview before `LiveLayout`). Then the solve
/// alone (`"set":"book-solve"`, `"grid-N-solve"`): each variant's scene at the same widths
/// (`SceneResizing`), `LiveLayout.solve` against `LayoutEngine.solve`, with how many were live.
enum PreviewBenchmark {
  static func run(_ arguments: [String]) throws {
    let options = try BenchmarkArguments(
      arguments, defaults: ["runs": 1, "widths": 15, "views": 1000, "grid-widths": 5])
    let folder = NSTemporaryDirectory() + "preview-bench-\(getpid())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let grid = folder + "/grid.recipe"
    try (LayoutShapes.source(shape: "grid", views: options["views"]) ?? "").write(
      toFile: grid, atomically: true, encoding: .utf8)
    let book = try FileManager.default.contentsOfDirectory(atPath: "recipes").filter {
      $0.hasSuffix(".recipe")
    }
    .sorted().map { "recipes/" + $0 }
    func widths(_ n: Int) -> [Double] {
      (0..<n).map { 320 + (1024 - 320) * Double($0) / Double(max(n - 1, 1)) }
    }
    for run in 1...options["runs"] {
      let sets = [
        ("book", book, widths(options["widths"])),
        ("grid-\(options["views"])", [grid], widths(options["grid-widths"])),
      ]
      for (name, paths, widths) in sets {
        for live in [true, false] {
          var samples: [Double] = []
          var cpu: [Double] = []
          for path in paths {
            let document = try PreviewDocument(path: path)
            document.solvesLive = live
            _ = document.figureJSON(PreviewSettings())
            for width in widths {
              var settings = PreviewSettings()
              settings.width = width
              let start = DispatchTime.now()
              let cpuStart = RenderBenchmark.threadCPUMilliseconds()
              let json = document.figureJSON(settings)
              samples.append(Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6)
              cpu.append(RenderBenchmark.threadCPUMilliseconds() - cpuStart)
              precondition(!json.isEmpty)
            }
          }
          report(run: run, set: name, solve: live ? "live" : "fresh", recipes: paths.count, samples, cpu)
        }
        try solveAlone(run: run, set: name + "-solve", paths: paths, widths: widths)
      }
    }
  }

  /// The solve alone, fresh and live, over the variants of `paths` at `widths` (each variant's
  /// own width first, untimed, as the page's first load).
  static func solveAlone(run: Int, set: String, paths: [String], widths: [Double]) throws {
    let measure = try TypesettingMeasurer.shared().closure
    var fresh: ([Double], [Double]) = ([], [])
    var live: ([Double], [Double]) = ([], [])
    var liveCount = 0
    for path in paths {
      let source = try String(contentsOfFile: path, encoding: .utf8)
      for variant in RecipeCompiler.compile(source, fileName: path).variants {
        let layout = LiveLayout()
        _ = try layout.solve(variant.scene, measure: measure)
        for width in widths {
          let scene = SceneResizing.scene(variant.scene, atWidth: width)
          for isLive in [true, false] {
            let start = DispatchTime.now()
            let cpuStart = RenderBenchmark.threadCPUMilliseconds()
            let before = layout.liveSolves
            let result =
              isLive
              ? try layout.solve(scene, measure: measure) : try LayoutEngine.solve(scene, measure: measure)
            let wall = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
            let cpu = RenderBenchmark.threadCPUMilliseconds() - cpuStart
            precondition(!result.views.isEmpty || scene.views.isEmpty)
            if isLive {
              live.0.append(wall)
              live.1.append(cpu)
              liveCount += layout.liveSolves - before
            } else {
              fresh.0.append(wall)
              fresh.1.append(cpu)
            }
          }
        }
      }
    }
    report(
      run: run, set: set, solve: "live", recipes: paths.count, live.0, live.1,
      extra: ",\"live_solves\":\(liveCount)")
    report(run: run, set: set, solve: "fresh", recipes: paths.count, fresh.0, fresh.1)
  }

  /// Prints one set's JSON line.
  static func report(
    run: Int, set: String, solve: String, recipes: Int, _ wall: [Double], _ cpu: [Double], extra: String = ""
  ) {
    let samples = wall.sorted()
    let cpu = cpu.sorted()
    func percentile(_ values: [Double], _ p: Double) -> Double {
      values.isEmpty ? 0 : values[min(values.count - 1, Int(p * Double(values.count)))]
    }
    print(
      "{\"workload\":\"preview\",\"run\":\(run),\"set\":\"\(set)\",\"solve\":\"\(solve)\","
        + "\"recipes\":\(recipes),\"samples\":\(samples.count),\"p50_ms\":\(rounded(percentile(samples, 0.5))),"
        + "\"p95_ms\":\(rounded(percentile(samples, 0.95))),\"max_ms\":\(rounded(samples.last ?? 0)),"
        + "\"cpu_p50_ms\":\(rounded(percentile(cpu, 0.5))),\"cpu_p95_ms\":\(rounded(percentile(cpu, 0.95)))\(extra)}"
    )
    fflush(nil)
  }

  private static func rounded(_ v: Double) -> String { String(format: "%.3f", v) }
}
