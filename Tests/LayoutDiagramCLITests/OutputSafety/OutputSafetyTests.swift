import Foundation
import LayoutDiagramCLI
import Pipeline
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The output folder under attack: links planted at the figures' names, interrupted and killed
/// runs. Nothing is ever written outside `--out`, every finished file is complete, and no temporary
/// file outlives the next run.
@Suite("render writes only complete files, only inside --out")
struct OutputSafetyTests {
  static let a1 = "recipes/a1-simple-label-and-text-field.recipe"
  static let a1Stem = "a1-simple-label-and-text-field"

  /// Starts `layout-diagram` with `arguments` without waiting for it.
  static func start(_ arguments: [String]) throws -> Process {
    let process = Process()
    process.executableURL = TestProcess.productsFolder.appendingPathComponent("layout-diagram")
    process.arguments = arguments
    process.currentDirectoryURL = TestProcess.repositoryRoot
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  /// Names in `folder` that are temporary files of ours.
  static func debris(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
      $0.hasPrefix(TemporaryName.prefix) || $0.hasSuffix(".tmp")
    }
  }

  /// A process id that belongs to no process: one that has just exited.
  static func deadProcessID() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  @Test("links planted at the figures' names are replaced, never written through")
  func plantedLinksAtFinalNames() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out")
    let outside = folder.appendingPathComponent("outside")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    for format in ["png", "svg", "pdf"] {
      let victim = outside.appendingPathComponent("victim.\(format)")
      try "keep".write(to: victim, atomically: false, encoding: .utf8)
      try FileManager.default.createSymbolicLink(
        atPath: out.appendingPathComponent("\(Self.a1Stem).\(format)").path, withDestinationPath: victim.path)
    }
    // A link to a folder outside, at the name of a temporary file of a dead process: the sweep
    // removes the link and leaves the folder alone.
    let planted = ".layout-diagram-\(try Self.deadProcessID())-1234abcd.tmp"
    try FileManager.default.createSymbolicLink(
      atPath: out.appendingPathComponent(planted).path, withDestinationPath: outside.path)
    let output = try TestProcess.runTool([
      "render", Self.a1, "--scale", "1", "--format", "png,svg,pdf", "--out", out.path,
    ])
    #expect(output.status == 0, "\(output.stderr)")
    for format in ["png", "svg", "pdf"] {
      let victim = outside.appendingPathComponent("victim.\(format)")
      #expect(try String(contentsOf: victim, encoding: .utf8) == "keep")
      let figure = out.appendingPathComponent("\(Self.a1Stem).\(format)").path
      let attributes = try FileManager.default.attributesOfItem(atPath: figure)
      #expect(attributes[.type] as? FileAttributeType == .typeRegular, "\(figure) is still a link")
      #expect(FileIntegrity.problem(atPath: figure) == nil)
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: outside.path).sorted() == [
        "victim.pdf", "victim.png", "victim.svg",
      ])
    #expect(Self.debris(in: out).isEmpty)
  }

  @Test("a folder at a figure's name exits 73, is left alone, and leaves no temporary file")
  func folderAtFinalName() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let blocker = folder.appendingPathComponent("\(Self.a1Stem).png")
    try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: true)
    try "mine".write(to: blocker.appendingPathComponent("inside"), atomically: false, encoding: .utf8)
    let output = try TestProcess.runTool(["render", Self.a1, "--scale", "1", "--out", folder.path])
    #expect(output.status == 73)
    #expect(output.stderr.contains("cannot write \(blocker.path)"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: blocker.path) == ["inside"])
    #expect(Self.debris(in: folder).isEmpty)
  }

  @Test("recipes whose names differ only in case would share a figure on macOS: exit 64")
  func caseInsensitiveCollision() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = try String(
      contentsOf: TestProcess.repositoryRoot.appendingPathComponent(Self.a1), encoding: .utf8)
    try source.write(to: folder.appendingPathComponent("Figure.recipe"), atomically: true, encoding: .utf8)
    try source.write(to: folder.appendingPathComponent("figure.recipe"), atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("out")
    let output = try TestProcess.runTool(["render", folder.path, "--out", out.path])
    #expect(output.status == 64)
    #expect(output.stderr.contains("would both be drawn to"))
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test(
    "SIGINT, SIGTERM and SIGHUP during a run remove its temporary files and end it by the signal",
    arguments: [SIGINT, SIGTERM, SIGHUP, SIGINT, SIGTERM])
  func interrupted(signal: Int32) throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let process = try Self.start(["render", "recipes", "--format", "png,svg,pdf", "--out", folder.path])
    usleep(useconds_t(Int.random(in: 200_000...2_500_000)))
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    if process.terminationReason == .uncaughtSignal {
      #expect(process.terminationStatus == signal)
    } else {
      #expect(process.terminationStatus == 0, "finished before the signal, or failed")
    }
    #expect(Self.debris(in: folder).isEmpty)
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      #expect(FileIntegrity.problem(atPath: folder.appendingPathComponent(name).path) == nil, "\(name)")
    }
  }

  @Test("kill -9 at random moments: every figure left is complete, and the next run sweeps the rest")
  func killedAtRandomMoments() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var delays: [Int] = []
    for _ in 0..<6 {
      let process = try Self.start(["render", "recipes", "--format", "png,svg,pdf", "--out", folder.path])
      let delay = Int.random(in: 50_000...3_000_000)
      delays.append(delay)
      usleep(useconds_t(delay))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
      where !name.hasPrefix(TemporaryName.prefix) {
        let problem = FileIntegrity.problem(atPath: folder.appendingPathComponent(name).path)
        #expect(problem == nil, "\(name) after kill -9 at \(delay) µs: \(problem ?? "")")
      }
    }
    // Debris of a killed writer, whether or not the kills above left some.
    let stale = folder.appendingPathComponent(".layout-diagram-\(try Self.deadProcessID())-ffff.tmp")
    try "half a figure".write(to: stale, atomically: false, encoding: .utf8)
    let next = try TestProcess.runTool(["render", Self.a1, "--scale", "1", "--out", folder.path])
    #expect(next.status == 0, "\(next.stderr)")
    #expect(Self.debris(in: folder).isEmpty, "kills at \(delays) µs")
  }

  @Test("our temporary names carry the writer's process id; other names are never swept")
  func temporaryNames() {
    let name = TemporaryName.make()
    #expect(name.hasPrefix(".layout-diagram-\(getpid())-"))
    #expect(TemporaryName.processID(in: name) == getpid())
    #expect(TemporaryName.make() != name)
    #expect(TemporaryName.processID(in: ".a1.png.4242.tmp") == 4242)
    #expect(TemporaryName.processID(in: "a1.png") == nil)
    #expect(TemporaryName.processID(in: ".notes.txt.12.tmp") == nil)
    #expect(TemporaryName.processID(in: ".layout-diagram-12-zz.tmp") == nil)
    #expect(!OutputDirectory.isPlainName("../x.png"))
    #expect(!OutputDirectory.isPlainName(".."))
    #expect(!OutputDirectory.isPlainName(name))
    #expect(OutputDirectory.isPlainName("a1.png"))
  }
}
