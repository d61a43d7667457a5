import Foundation

/// Runs an oracle tool (`xmllint`, `rsvg-convert`, `hb-shape`) with input on stdin.
enum ExternalTool {
  struct Output {
    var status: Int32
    var stdout: [UInt8]
    var stderr: String
  }

  static func run(_ path: String, _ arguments: [String], input: [UInt8] = []) throws -> Output {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    // Write input on another thread so a large output cannot deadlock the pipes.
    let writer = Thread {
      stdin.fileHandleForWriting.write(Data(input))
      try? stdin.fileHandleForWriting.close()
    }
    writer.start()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, stdout: [UInt8](out), stderr: String(decoding: err, as: UTF8.self))
  }
}
