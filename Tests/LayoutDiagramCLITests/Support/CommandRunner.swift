import Foundation
import TestSupport

/// Runs the real `layout-diagram` binary built beside the test bundle and captures its output.
struct CommandRunner {
  typealias Output = ProcessOutput

  /// The folder holding the built products (the test bundle sits in it).
  static var productsFolder: URL { TestProcess.productsFolder }

  /// The repository root (for recipes/).
  static var repositoryRoot: URL { TestProcess.repositoryRoot }

  /// Runs `layout-diagram` with `arguments` in `folder` (default: the repository root).
  static func run(_ arguments: [String], in folder: URL? = nil) throws -> Output {
    try TestProcess.run(TestProcess.tool, arguments, in: folder)
  }

  /// A fresh temporary folder.
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layout-diagram-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The advance width of `text` at `size` as `hb-shape` (the oracle) reports it, in points.
  static func hbShapeWidth(_ text: String, font: String, size: Double) throws -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/hb-shape")
    process.arguments = [
      "--output-format=json", "--no-glyph-names", "--font-size=\(Int(size * 1000))", font, "--text=\(text)",
    ]
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let glyphs = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
    return glyphs.reduce(0.0) { $0 + (($1["ax"] as? Double) ?? 0) } / 1000
  }

  /// Rounds up to the pixel grid of `scale` (UIKit's label sizing).
  static func ceilToGrid(_ value: Double, scale: Double) -> Double { (value * scale).rounded(.up) / scale }
}
