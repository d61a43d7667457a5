import Foundation
import Testing

/// Runs the oracle tools the tests compare against (installed by scripts/setup).
enum Oracle {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Runs `tool` with `arguments` and returns its standard output; throws on a non-zero exit.
  static func run(_ tool: String, _ arguments: [String], environment: [String: String] = [:]) throws -> String
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
    var env = ProcessInfo.processInfo.environment
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let message = String(decoding: errorData, as: UTF8.self)
      throw Failure(description: "\(tool) \(arguments) exited \(process.terminationStatus): \(message)")
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// The file fontconfig's system configuration gives for a family (the test's own look-up,
  /// independent of the library's private configuration).
  static func fontFile(_ family: String) throws -> String {
    try run("fc-match", ["-f", "%{file}", family])
  }

  /// One glyph of `hb-shape --output-format=json`.
  struct HBGlyph {
    let glyph: Int
    let cluster: Int
    let xAdvance: Int
  }

  /// Shapes with `hb-shape` at `fontSize` (HarfBuzz scale) and returns its glyphs.
  static func hbShape(font: String, text: String, fontSize: Int, features: String? = nil) throws -> [HBGlyph]
  {
    let json = try run(
      "hb-shape",
      [
        "--output-format=json", "--no-glyph-names", "--language=en", "--font-size=\(fontSize)", font,
        "--text=\(text)",
      ] + (features.map { ["--features=\($0)"] } ?? []))
    let data = Data(json.utf8)
    guard let array = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
      throw Failure(description: "hb-shape printed no JSON array: \(json)")
    }
    return array.map {
      HBGlyph(
        glyph: $0["g"] as? Int ?? -1, cluster: $0["cl"] as? Int ?? -1, xAdvance: $0["ax"] as? Int ?? 0)
    }
  }

  /// A scratch directory for one test.
  static func scratchDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("typesetting-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
