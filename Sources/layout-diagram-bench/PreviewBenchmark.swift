import Foundation
import Preview

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
        var samples: [Double] = []
        var cpu: [Double] = []
        for path in paths {
          let document = try PreviewDocument(path: path)
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
        samples.sort()
        cpu.sort()
        func percentile(_ values: [Double], _ p: Double) -> Double {
          values[min(values.count - 1, Int(p * Double(values.count)))]
        }
        print(
          "{\"workload\":\"preview\",\"run\":\(run),\"set\":\"\(name)\",\"recipes\":\(paths.count),"
            + "\"samples\":\(samples.count),\"p50_ms\":\(rounded(percentile(samples, 0.5))),"
            + "\"p95_ms\":\(rounded(percentile(samples, 0.95))),\"max_ms\":\(rounded(samples.last ?? 0)),"
            + "\"cpu_p50_ms\":\(rounded(percentile(cpu, 0.5))),\"cpu_p95_ms\":\(rounded(percentile(cpu, 0.95)))}"
        )
        fflush(nil)
      }
    }
  }

  private static func rounded(_ v: Double) -> String { String(format: "%.2f", v) }
}
