#if canImport(Glibc)
  import Glibc
#endif
// layout-diagram-bench: the project's benchmarks (release build). See README "Benchmarks".
//
//   swift run -c release layout-diagram-bench <workload> [options]
//
// Each workload lives in its own file (`<Name>Benchmark.swift`) and prints one JSON object per run.

/// The workloads by name: one line each, kept sorted.
let workloads: [(name: String, run: ([String]) throws -> Void)] = [
  ("golden", GoldenBenchmark.run),
  ("grid", GridBenchmark.run),
  ("layout", LayoutBenchmark.run),
  ("preview", PreviewBenchmark.run),
  ("recipe", RecipeBenchmark.run),
  ("render", RenderBenchmark.run),
  ("text", TextBenchmark.run),
]

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let workload = workloads.first(where: { $0.name == name }) else {
  print("usage: layout-diagram-bench <\(workloads.map(\.name).joined(separator: "|"))> [options]")
  exit(2)
}
do {
  try workload.run(Array(arguments.dropFirst()))
} catch {
  print("layout-diagram-bench \(name): \(error)")
  exit(1)
}
