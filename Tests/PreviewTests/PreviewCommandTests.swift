import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `layout-diagram preview` as a user runs it: it prints its address, serves the page there, and
/// stops with status 0 on Ctrl-C (SIGINT); a missing file and a foreign --host are reported.
@Suite(.serialized)
struct PreviewCommandTests {
  @Test func printsItsAddressServesAndStopsOnControlC() throws {
    let process = Process()
    process.executableURL = TestProcess.tool
    process.arguments = ["preview", Book.path("a1-simple-label-and-text-field.recipe"), "--port", "0"]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer { if process.isRunning { process.terminate() } }
    // The first line: "Previewing FILE at http://127.0.0.1:PORT/ (Ctrl-C stops)".
    var line = ""
    while !line.contains("\n") {
      let data = out.fileHandleForReading.availableData
      if data.isEmpty { break }
      line += String(decoding: data, as: UTF8.self)
    }
    let match = try #require(line.firstMatch(of: /at http:\/\/127\.0\.0\.1:(\d+)\/ \(Ctrl-C stops\)/))
    let port = try #require(UInt16(match.1))
    let page = try RawHTTP(port: port).getBlocking("/")
    #expect(page.status == 200)
    kill(process.processIdentifier, SIGINT)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 0)
    let rest = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect((line + rest).contains("Stopped."))
    // The port is free again.
    #expect(throws: (any Error).self) { try RawHTTP(port: port).getBlocking("/") }
  }

  @Test func aMissingFileIsReported() throws {
    let result = try TestProcess.runTool(["preview", "/nonexistent/figure.recipe", "--port", "0"])
    #expect(result.status == 66)
    #expect(result.stderr.contains("/nonexistent/figure.recipe: error: no such file"))
  }

  @Test func anotherHostIsWarnedAbout() throws {
    // The warning comes first; a bad address then stops the command before it serves anything.
    let result = try TestProcess.runTool(
      [
        "preview", Book.path("a1-simple-label-and-text-field.recipe"), "--host", "not-an-address", "--port",
        "0",
      ])
    #expect(
      result.stderr.contains("warning: --host not-an-address: the preview is not limited to this machine"))
    #expect(result.stderr.contains("error: --host not-an-address is not an IPv4 address"))
    #expect(result.status == 64)
  }

  /// The server runs in its own executable beside `layout-diagram`, which therefore loads neither
  /// FoundationNetworking nor libcurl (FlyingFox's) at start-up; the server does (ldd, the dynamic
  /// loader's own list of what each program loads).
  @Test func onlyTheServerLoadsFoundationNetworking() throws {
    let server = TestProcess.productsFolder.appendingPathComponent("layout-diagram-preview")
    let tool = try TestProcess.run("/usr/bin/ldd", [TestProcess.tool.path])
    let served = try TestProcess.run("/usr/bin/ldd", [server.path])
    #expect(tool.status == 0 && served.status == 0)
    #expect(tool.stdout.contains("libFoundation.so"))
    #expect(!tool.stdout.contains("libFoundationNetworking"), "\(tool.stdout)")
    #expect(!tool.stdout.contains("libcurl"))
    #expect(served.stdout.contains("libFoundationNetworking"))
  }

  /// Through a symbolic link in another folder (a `layout-diagram` on PATH that links to the
  /// build), `preview` still finds the server beside the real binary: the server, not the command,
  /// reports the missing file. A copy of the binary without the server beside it, in a SwiftPM
  /// release folder as `swift run -c release layout-diagram` leaves it, says what is missing and
  /// the command that builds it, with status 70, and starts nothing.
  @Test func theServerIsFoundBesideTheRealBinaryOrReportedMissing() throws {
    let folder = try TestProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let link = folder.appendingPathComponent("linked/layout-diagram")
    try FileManager.default.createDirectory(
      at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: TestProcess.tool)
    let linked = try TestProcess.run(link, ["preview", "/nonexistent/figure.recipe", "--port", "0"])
    #expect(linked.status == 66)
    #expect(linked.stderr.contains("/nonexistent/figure.recipe: error: no such file"))

    let copy = folder.appendingPathComponent("copied/.build/release/layout-diagram")
    try FileManager.default.createDirectory(
      at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: TestProcess.tool, to: copy)
    let alone = try TestProcess.run(
      copy, ["preview", Book.path("a1-simple-label-and-text-field.recipe"), "--port", "0"])
    #expect(alone.status == 70)
    let missing = folder.appendingPathComponent("copied/.build/release/layout-diagram-preview").path
    #expect(alone.stderr.contains("error: the preview server \(missing) is missing"), "\(alone.stderr)")
    #expect(
      alone.stderr.contains("hint: build it: swift build -c release --product layout-diagram-preview"),
      "\(alone.stderr)")
    #expect(alone.stdout.isEmpty)
  }
}
