import Foundation
import TestSupport
import Testing

/// Runs the oracle tools the tests compare against (installed by scripts/setup).
enum Oracle {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Runs `tool` (found on the path) with `arguments` and returns its standard output; throws on
  /// a non-zero exit.
  static func run(_ tool: String, _ arguments: [String], environment: [String: String] = [:]) throws -> String
  {
    let output = try TestProcess.run("/usr/bin/env", [tool] + arguments, environment: environment)
    guard output.status == 0 else {
      throw Failure(description: "\(tool) \(arguments) exited \(output.status): \(output.stderr)")
    }
    return output.stdout
  }

  /// The file fontconfig's system configuration gives for a family (the test's own look-up,
  /// independent of the library's private configuration).
  static func fontFile(_ family: String) throws -> String {
    try run("fc-match", ["-f", "%{file}", family])
  }

  /// Shapes with `hb-shape` at `fontSize` (HarfBuzz scale), in English, and returns its glyphs.
  static func hbShape(font: String, text: String, fontSize: Int, features: String? = nil) throws
    -> [HBShape.Glyph]
  {
    try HBShape.glyphs(text, font: font, fontSize: fontSize, features: features, language: "en")
  }

  /// A scratch directory for one test.
  static func scratchDirectory() throws -> URL {
    try TestProcess.temporaryFolder(prefix: "typesetting-tests")
  }
}
