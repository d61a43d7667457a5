import Foundation

/// What a program run by a test printed and how it ended.
public struct ProcessOutput: Sendable {
  /// The exit status (or the signal number when the process was killed).
  public var status: Int32
  /// Everything written to standard output, as bytes (a PNG from `rsvg-convert`).
  public var stdoutBytes: [UInt8]
  /// Everything written to standard error.
  public var stderr: String

  /// An output with these parts.
  public init(status: Int32, stdoutBytes: [UInt8], stderr: String) {
    self.status = status
    self.stdoutBytes = stdoutBytes
    self.stderr = stderr
  }

  /// Everything written to standard output, as text.
  public var stdout: String { String(decoding: stdoutBytes, as: UTF8.self) }
}

/// Runs real programs from tests: the built `layout-diagram` binary and oracles such as xmllint,
/// hb-shape and sha256sum. The one place the test targets start a process and wait for it.
public enum TestProcess {
  /// The repository root (for recipes/ and Tests/).
  public static var repositoryRoot: URL {
    // Tests/TestSupport/TestProcess.swift
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  /// The folder holding the built products (the test bundle sits in it).
  public static var productsFolder: URL {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var folder = executable.deletingLastPathComponent()
    // The bundle may be a directory (`*.xctest/...`): climb to the folder that holds it.
    while folder.path != "/" && folder.path.contains(".xctest") { folder.deleteLastPathComponent() }
    return folder
  }

  /// The built `layout-diagram` binary.
  public static var tool: URL { productsFolder.appendingPathComponent("layout-diagram") }

  /// Runs `executable` with `arguments` in `folder` (default: the repository root), writing `input`
  /// to its standard input and adding `environment` to this process's, and captures its output.
  public static func run(
    _ executable: URL, _ arguments: [String], in folder: URL? = nil, input: [UInt8] = [],
    environment: [String: String] = [:]
  ) throws -> ProcessOutput {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder ?? repositoryRoot
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let stdin = Pipe()
    let out = Pipe()
    let err = Pipe()
    process.standardInput = stdin
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Input and standard error on threads of their own: a full pipe would block the child.
    let writer = Thread {
      if !input.isEmpty { stdin.fileHandleForWriting.write(Data(input)) }
      try? stdin.fileHandleForWriting.close()
    }
    writer.start()
    let errors = ReadBuffer()
    let reader = Thread {
      errors.data = err.fileHandleForReading.readDataToEndOfFile()
      errors.done.signal()
    }
    reader.start()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    errors.done.wait()
    process.waitUntilExit()
    return ProcessOutput(
      status: process.terminationStatus, stdoutBytes: [UInt8](outData),
      stderr: String(decoding: errors.data, as: UTF8.self))
  }

  /// Runs the program at `path` (`/usr/bin/xmllint`): `run(_:_:in:input:environment:)`.
  public static func run(
    _ path: String, _ arguments: [String], in folder: URL? = nil, input: [UInt8] = [],
    environment: [String: String] = [:]
  ) throws -> ProcessOutput {
    try run(URL(fileURLWithPath: path), arguments, in: folder, input: input, environment: environment)
  }

  /// Runs the built `layout-diagram` with `arguments` in `folder` (default: the repository root).
  public static func runTool(_ arguments: [String], in folder: URL? = nil) throws -> ProcessOutput {
    try run(tool, arguments, in: folder)
  }

  /// A fresh temporary folder whose name starts with `prefix`.
  public static func temporaryFolder(prefix: String = "layout-diagram-test") throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}

/// What a reader thread read, handed over by `done` (the semaphore orders the write before the read).
private final class ReadBuffer: @unchecked Sendable {
  var data = Data()
  let done = DispatchSemaphore(value: 0)
}
