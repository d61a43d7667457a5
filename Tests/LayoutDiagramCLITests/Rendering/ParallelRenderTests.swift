import Foundation
import TestSupport
import Testing

/// Rendering a folder with a worker per core gives what a serial run gives: the same bytes in
/// every file, the same lines on standard output and standard error in the same order, and the
/// same status (the precedence of statuses does not depend on which worker finished first).
@Suite("render uses every core and stays deterministic")
struct ParallelRenderTests {
  @Test("--jobs 4 and --jobs 1: identical files, identical output in the same order, same status")
  func parallelMatchesSerial() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("in")
    try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
    // The book, with broken recipes and one over a limit sorted among its files.
    let book = TestProcess.repositoryRoot.appendingPathComponent("recipes")
    for name in try FileManager.default.contentsOfDirectory(atPath: book.path) where name.hasSuffix(".recipe")
    {
      try FileManager.default.copyItem(
        at: book.appendingPathComponent(name), to: input.appendingPathComponent(name))
    }
    let broken = [
      ("a0-broken.recipe", "view \"A\"\n1. Nobody.Leading = Superview.Leading\n"),
      ("b0-escape.recipe", "label \"A\" text \"\\q\"\n"),
      // The book nests 5 deep (E2's stack views); 6 is over the limit.
      (
        "c0-too-deep.recipe",
        "view \"A\"\nview \"B\" in \"A\"\nview \"C\" in \"B\"\nview \"D\" in \"C\"\nview \"E\" in \"D\"\n"
          + "view \"F\" in \"E\"\n"
      ),
    ]
    for (name, text) in broken {
      try text.write(to: input.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    func run(_ jobs: Int) throws -> (ProcessOutput, URL) {
      let out = folder.appendingPathComponent("out-\(jobs)")
      let output = try TestProcess.runTool([
        "render", input.path, "--format", "png,svg", "--scale", "1", "--max-nesting", "5",
        "--jobs", "\(jobs)", "--out", out.path,
      ])
      return (output, out)
    }
    let (serial, serialOut) = try run(1)
    let (parallel, parallelOut) = try run(4)
    #expect(serial.status == 65)
    #expect(parallel.status == serial.status)
    #expect(parallel.stderr == serial.stderr)
    #expect(
      parallel.stdout.replacingOccurrences(of: parallelOut.path, with: "OUT")
        == serial.stdout.replacingOccurrences(of: serialOut.path, with: "OUT"))
    // Messages follow the order of the files: a0's error before b0's before c0's.
    let a0 = try #require(serial.stderr.range(of: "a0-broken.recipe:2:4: error"))
    let b0 = try #require(serial.stderr.range(of: "b0-escape.recipe:1:17: error"))
    let c0 = try #require(serial.stderr.range(of: "c0-too-deep.recipe:6:13: error: views nested too deeply"))
    #expect(a0.lowerBound < b0.lowerBound && b0.lowerBound < c0.lowerBound)
    let files = try FileManager.default.contentsOfDirectory(atPath: serialOut.path).sorted()
    // Every book recipe gives its PNG and SVG (a recipe with a sweep line gives its sweep files too).
    for name in try FileManager.default.contentsOfDirectory(atPath: book.path) where name.hasSuffix(".recipe")
    {
      let stem = String(name.dropLast(".recipe".count))
      #expect(files.contains("\(stem).png") && files.contains("\(stem).svg"), "\(stem)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: parallelOut.path).sorted() == files)
    for name in files {
      let a = try Data(contentsOf: serialOut.appendingPathComponent(name))
      let b = try Data(contentsOf: parallelOut.appendingPathComponent(name))
      #expect(a == b, "\(name) differs between --jobs 1 and --jobs 4")
    }
  }

  @Test("--jobs 0 is a usage error")
  func zeroJobs() throws {
    let output = try TestProcess.runTool(["render", "--jobs", "0"])
    #expect(output.status == 64)
    #expect(output.stderr.contains("--jobs must be at least 1"))
  }
}
