import Foundation
import Golden
import LayoutDiagramCLI
import Render

/// `layout-diagram-bench golden [--runs N] [--recipes N]`, run from the repository root with the
/// release `layout-diagram` built beside it:
///
/// 1. `pair`: one 2x diagram pair of the same size (A1's golden, and the golden with the middle
///    third of its rows moved 6 pixels right), decoding included, compared by our `ImageComparer` (exact, and with
///    pixelmatch's threshold 0.1; then, apart, the time of decoding both files and of comparing the decoded pixels;
///    all runs first in the default malloc (`pair-default-malloc`), then with `MemoryTuning`, as
///    `layout-diagram` runs (`pair`)), by ImageMagick's `compare -metric AE` (a process per
///    comparison, as a user runs it) and by Python's `pixelmatch` (timed inside the interpreter:
///    PIL decoding plus the comparison), on the same two files in the same run.
/// 2. `book`: `layout-diagram check` over the book against `render` over the book, both serial
///    (`--jobs 1`) and with their default workers (one per core), as processes.
/// 3. `memory`: peak resident memory of `check` over generated folders of N and N / 10 recipes
///    (the book's recipes copied under new names, their goldens beside them), then over N / 10
///    and N / 100 recipes that all fail (each given the next book recipe's golden).
///
/// Prints one JSON object per run and a summary object per part; a missing tool is reported as
/// `"missing"` with the command that installs it, and the rest still runs.
enum GoldenBenchmark {
  static func run(_ arguments: [String]) throws {
    let options = try BenchmarkArguments(arguments, defaults: ["runs": 5, "recipes": 1000])
    let runs = options["runs"]
    let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("layout-diagram").path
    guard FileManager.default.isExecutableFile(atPath: tool) else {
      throw BenchmarkError("\(tool) is missing: swift build -c release --product layout-diagram")
    }
    guard FileManager.default.fileExists(atPath: "recipes"),
      FileManager.default.fileExists(atPath: "Tests/Goldens")
    else { throw BenchmarkError("run it from the repository root (it reads recipes/ and Tests/Goldens/)") }
    let work = NSTemporaryDirectory() + "layout-diagram-bench-golden-\(getpid())"
    try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: work) }
    print(
      "{\"workload\":\"golden\",\"part\":\"start\",\"loadavg\":\"\(loadAverage())\",\"cores\":\(ProcessInfo.processInfo.activeProcessorCount)}"
    )
    let (expected, actual) = try makePair(in: work)
    // First in this process's default malloc (as a library caller would run it), then with the
    // settings `layout-diagram` itself runs with (`MemoryTuning`), the other tools again beside.
    try pair(expected: expected, actual: actual, runs: runs, part: "pair-default-malloc")
    MemoryTuning.reuseImageBuffers()
    try pair(expected: expected, actual: actual, runs: runs, part: "pair")
    try book(tool: tool, runs: runs, work: work)
    try memory(tool: tool, count: options["recipes"], work: work)
    print("{\"workload\":\"golden\",\"part\":\"end\",\"loadavg\":\"\(loadAverage())\"}")
  }

  /// A1's golden and the same PNG with the middle third of its rows moved 6 pixels right (as a
  /// view moving 3 pt would; re-encoded, so the bytes differ and both files decode in full), written
  /// as two PNG files of the same size (pixelmatch requires it).
  static func makePair(in work: String) throws -> (String, String) {
    let golden = "Tests/Goldens/a1-simple-label-and-text-field.png"
    let image = try RasterImage(png: [UInt8](try Data(contentsOf: URL(fileURLWithPath: golden))))
    var pixels = image.pixels
    for y in image.height / 3..<image.height * 2 / 3 {
      for x in stride(from: image.width - 1, through: 6, by: -1) {
        pixels[y * image.width + x] = image.pixels[y * image.width + x - 6]
      }
    }
    let expected = "\(work)/expected.png"
    let actual = "\(work)/actual.png"
    try FileManager.default.copyItem(atPath: golden, toPath: expected)
    let moved = RasterImage(width: image.width, height: image.height, pixels: pixels)
    try Data(try moved.pngBytes()).write(to: URL(fileURLWithPath: actual))
    return (expected, actual)
  }

  /// The Python that has pixelmatch and Pillow: `LAYOUT_DIAGRAM_BENCH_PYTHON`, the venv that
  /// `scripts/bench-tools` makes (`.build/bench-venv`), or `python3`.
  static func pixelmatchPython() -> String? {
    let candidates = [
      ProcessInfo.processInfo.environment["LAYOUT_DIAGRAM_BENCH_PYTHON"], ".build/bench-venv/bin/python3",
      "python3",
    ]
    return candidates.compactMap { $0 }.first { ChildProcess.exists($0, ["-c", "import pixelmatch, PIL"]) }
  }

  /// Decodes both PNGs with Pillow and compares them with pixelmatch (threshold 0.1, a diff image
  /// in memory, as ours makes); prints the seconds this took inside the interpreter and the count.
  static let pixelmatchScript = """
    import sys, time
    from PIL import Image
    from pixelmatch.contrib.PIL import pixelmatch
    start = time.perf_counter()
    a = Image.open(sys.argv[1]).convert("RGBA")
    b = Image.open(sys.argv[2]).convert("RGBA")
    diff = Image.new("RGBA", a.size)
    count = pixelmatch(a, b, diff, threshold=0.1)
    print(time.perf_counter() - start, count)
    """

  static func pair(expected: String, actual: String, runs: Int, part: String) throws {
    let python = pixelmatchPython()
    let imageMagick = ChildProcess.exists("compare", ["-version"])
    if python == nil {
      printError(
        "pixelmatch: not found (no python3 with pixelmatch and Pillow): run scripts/bench-tools, "
          + "or set LAYOUT_DIAGRAM_BENCH_PYTHON")
    }
    if !imageMagick {
      printError("ImageMagick: compare not found: run scripts/bench-tools (apt-get install imagemagick)")
    }
    var samples: [String: [Double]] = [:]
    var size = (0, 0)
    var counts: [String: Int] = [:]
    for run in 1...runs {
      var fields: [(String, String)] = [("run", "\(run)")]
      for (name, tolerance) in [
        ("ours_exact", Tolerance.exact), ("ours_threshold_0.1", Tolerance(threshold: 0.1, maxPixels: 0)),
      ] {
        let start = DispatchTime.now().uptimeNanoseconds
        let e = [UInt8](try Data(contentsOf: URL(fileURLWithPath: expected)))
        let a = [UInt8](try Data(contentsOf: URL(fileURLWithPath: actual)))
        let comparison = try ImageComparer(tolerance: tolerance).compare(expectedPNG: e, actualPNG: a)
        let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        if case .sizeChanged = comparison.verdict { throw BenchmarkError("the pair differs in size") }
        size = (comparison.diff?.width ?? 0, comparison.diff?.height ?? 0)
        counts[name] = comparison.changedPixels
        samples[name, default: []].append(ms)
        fields.append(("\(name)_ms", format(ms)))
      }
      // Where our time goes: decoding both files, then comparing the decoded pixels (exact).
      do {
        let e = [UInt8](try Data(contentsOf: URL(fileURLWithPath: expected)))
        let a = [UInt8](try Data(contentsOf: URL(fileURLWithPath: actual)))
        let start = DispatchTime.now().uptimeNanoseconds
        let (imageE, imageA) = (try RasterImage(png: e), try RasterImage(png: a))
        let decoded = DispatchTime.now().uptimeNanoseconds
        _ = ImageComparer().compare(expected: imageE, actual: imageA)
        let compared = DispatchTime.now().uptimeNanoseconds
        for (name, ns) in [
          ("ours_decode_both", decoded - start), ("ours_compare_decoded", compared - decoded),
        ] {
          samples[name, default: []].append(Double(ns) / 1e6)
          fields.append(("\(name)_ms", format(Double(ns) / 1e6)))
        }
      }
      if imageMagick {
        let child = try ChildProcess.run("compare", ["-metric", "AE", expected, actual, "null:"])
        guard child.status <= 1 else { throw BenchmarkError("compare failed with status \(child.status)") }
        samples["imagemagick", default: []].append(child.seconds * 1000)
        fields.append(("imagemagick_ms", format(child.seconds * 1000)))
      }
      if let python {
        let child = try ChildProcess.run(
          python, ["-c", pixelmatchScript, expected, actual], captureOutput: true)
        let words = child.output.split(separator: " ")
        guard child.status == 0, words.count == 2, let seconds = Double(words[0]) else {
          throw BenchmarkError("pixelmatch failed (status \(child.status)): \(child.output)")
        }
        counts["pixelmatch"] = Int(words[1].trimmingCharacters(in: .whitespacesAndNewlines))
        samples["pixelmatch", default: []].append(seconds * 1000)
        fields.append(("pixelmatch_ms", format(seconds * 1000)))
        fields.append(("pixelmatch_process_ms", format(child.seconds * 1000)))
      }
      print(object(part, fields))
    }
    var summary: [(String, String)] = [("width", "\(size.0)"), ("height", "\(size.1)")]
    for (name, count) in counts.sorted(by: { $0.key < $1.key }) {
      summary.append(("\(name)_pixels", "\(count)"))
    }
    for (name, values) in samples.sorted(by: { $0.key < $1.key }) {
      summary.append(("\(name)_median_ms", format(median(values))))
    }
    let ours = median(samples["ours_threshold_0.1"] ?? [1])
    for tool in ["imagemagick", "pixelmatch"] {
      if let values = samples[tool] {
        summary.append(("\(tool)_over_ours", format(median(values) / ours)))
      } else {
        summary.append(("\(tool)", "\"missing\""))
      }
    }
    print(object(part + "-summary", summary))
  }

  static func book(tool: String, runs: Int, work: String) throws {
    var check: [Double] = []
    var checkSerial: [Double] = []
    var serial: [Double] = []
    var parallel: [Double] = []
    for run in 1...runs {
      let c = try ChildProcess.run(tool, ["check", "--report", "\(work)/report-book"])
      let cs = try ChildProcess.run(tool, ["check", "--report", "\(work)/report-book", "--jobs", "1"])
      let s = try ChildProcess.run(tool, ["render", "--out", "\(work)/out-book", "--jobs", "1"])
      let p = try ChildProcess.run(tool, ["render", "--out", "\(work)/out-book"])
      guard c.status == 0, cs.status == 0, s.status == 0, p.status == 0 else {
        throw BenchmarkError("check or render failed (\(c.status), \(cs.status), \(s.status), \(p.status))")
      }
      check.append(c.seconds * 1000)
      checkSerial.append(cs.seconds * 1000)
      serial.append(s.seconds * 1000)
      parallel.append(p.seconds * 1000)
      print(
        object(
          "book",
          [
            ("run", "\(run)"), ("check_ms", format(c.seconds * 1000)),
            ("check_jobs1_ms", format(cs.seconds * 1000)),
            ("render_jobs1_ms", format(s.seconds * 1000)),
            ("render_ms", format(p.seconds * 1000)), ("check_peak_rss_mb", format(c.peakRSSMB)),
            ("render_peak_rss_mb", format(s.peakRSSMB)),
          ]))
    }
    print(
      object(
        "book-summary",
        [
          ("check_median_ms", format(median(check))), ("check_jobs1_median_ms", format(median(checkSerial))),
          ("render_jobs1_median_ms", format(median(serial))), ("render_median_ms", format(median(parallel))),
          // Same number of jobs on both sides.
          ("check_over_render_jobs1", format(median(checkSerial) / median(serial))),
          ("check_over_render", format(median(check) / median(parallel))),
        ]))
  }

  /// `check` over `count` recipes and over `count / 10`: copies of the book's recipes named
  /// `r0001-STEM.recipe`, each golden (and sweep golden) copied beside under the same prefix.
  static func memory(tool: String, count: Int, work: String) throws {
    let book = try FileManager.default.contentsOfDirectory(atPath: "recipes").filter {
      $0.hasSuffix(".recipe")
    }.sorted()
    let goldens = try FileManager.default.contentsOfDirectory(atPath: "Tests/Goldens")
    for size in [max(count / 10, 1), count] {
      let folder = "\(work)/many-\(size)"
      let goldenFolder = "\(work)/many-\(size)-goldens"
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try FileManager.default.createDirectory(atPath: goldenFolder, withIntermediateDirectories: true)
      for index in 0..<size {
        let file = book[index % book.count]
        let stem = String(file.dropLast(".recipe".count))
        let prefix = String(format: "r%04d-", index + 1)
        try FileManager.default.copyItem(atPath: "recipes/\(file)", toPath: "\(folder)/\(prefix)\(file)")
        for golden in goldens where golden.hasPrefix(stem + ".") || golden.hasPrefix(stem + "-sweep.") {
          try FileManager.default.copyItem(
            atPath: "Tests/Goldens/\(golden)", toPath: "\(goldenFolder)/\(prefix)\(golden)")
        }
      }
      let child = try ChildProcess.run(
        tool, ["check", folder, "--goldens", goldenFolder, "--report", "\(work)/report-many-\(size)"])
      guard child.status == 0 else {
        throw BenchmarkError("check over \(size) recipes failed with status \(child.status)")
      }
      print(
        object(
          "memory",
          [
            ("recipes", "\(size)"), ("check_ms", format(child.seconds * 1000)),
            ("ms_per_recipe", format(child.seconds * 1000 / Double(size))),
            ("peak_rss_mb", format(child.peakRSSMB)),
          ]))
      try? FileManager.default.removeItem(atPath: "\(work)/report-many-\(size)")
    }
    try failing(tool: tool, count: max(count / 10, 1), book: book, goldens: goldens, work: work)
  }

  /// `check` over `count` recipes that all fail, and over a tenth of them: recipe `i` (a copy of
  /// book recipe `i`) is given the golden and metadata of the next book recipe, so every figure
  /// differs (mostly in size) and the report gets expected, actual, diff and composite images.
  static func failing(tool: String, count: Int, book: [String], goldens: [String], work: String) throws {
    for size in [max(count / 10, 1), count] {
      let folder = "\(work)/failing-\(size)"
      let goldenFolder = "\(work)/failing-\(size)-goldens"
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try FileManager.default.createDirectory(atPath: goldenFolder, withIntermediateDirectories: true)
      for index in 0..<size {
        let file = book[index % book.count]
        let other = String(book[(index + 1) % book.count].dropLast(".recipe".count))
        let prefix = String(format: "f%04d-", index + 1)
        let stem = prefix + String(file.dropLast(".recipe".count))
        try FileManager.default.copyItem(atPath: "recipes/\(file)", toPath: "\(folder)/\(prefix)\(file)")
        for suffix in [".png", ".golden.json"] where goldens.contains(other + suffix) {
          try FileManager.default.copyItem(
            atPath: "Tests/Goldens/\(other)\(suffix)", toPath: "\(goldenFolder)/\(stem)\(suffix)")
        }
      }
      let report = "\(work)/report-failing-\(size)"
      let child = try ChildProcess.run(
        tool, ["check", folder, "--goldens", goldenFolder, "--report", report])
      guard child.status == 1 else {
        throw BenchmarkError("check over \(size) failing recipes exited \(child.status), not 1")
      }
      print(
        object(
          "memory-failing",
          [
            ("failing_recipes", "\(size)"), ("check_ms", format(child.seconds * 1000)),
            ("peak_rss_mb", format(child.peakRSSMB)),
          ]))
      try? FileManager.default.removeItem(atPath: report)
      try? FileManager.default.removeItem(atPath: folder)
      try? FileManager.default.removeItem(atPath: goldenFolder)
    }
  }

  static func object(_ part: String, _ fields: [(String, String)]) -> String {
    "{\"workload\":\"golden\",\"part\":\"\(part)\","
      + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }

  static func format(_ value: Double) -> String { String(format: "%.2f", value) }

  static func loadAverage() -> String {
    ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "").split(separator: " ").prefix(3)
      .joined(separator: " ")
  }

  static func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
