import Foundation

/// What a program run by a test printed and how it ended.
public struct ProcessOutput: Sendable {
  /// The exit status (or the signal number when the process was killed).
  public var status: Int32
  /// Everything written to standard output.
  public var stdout: String
  /// Everything written to standard error.
  public var stderr: String

  /// An output with these parts.
  public init(status: Int32, stdout: String, stderr: String) {
    self.status = status
    self.stdout = stdout
    self.stderr = stderr
  }
}

/// Runs real programs from tests: the built `layout-diagram` binary and oracles such as xmllint.
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

  /// Runs `executable` with `arguments` in `folder` (default: the repository root) and captures
  /// its output.
  public static func run(_ executable: URL, _ arguments: [String], in folder: URL? = nil) throws
    -> ProcessOutput
  {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder ?? repositoryRoot
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read before waiting: a full pipe would block the child.
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessOutput(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}
