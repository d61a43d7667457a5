import Foundation
import Typesetting

/// Wraps paragraphs with `pango-view` and reads its serialized layout.
///
/// Pango gets the same private fontconfig configuration as the library (through
/// FONTCONFIG_FILE), so both see the same fonts in the same fallback order; hinting is off,
/// metrics unhinted (pango-view 1.50 inverts `--hint-metrics`: "on" means off), positions
/// subpixel, hyphen insertion off, wrapping word-char (words, then graphemes).
enum PangoOracle {
  struct Line {
    /// UTF-8 byte offset of the line's first character.
    let start: Int
    /// UTF-8 length including trailing spaces, excluding the paragraph separator.
    let length: Int
  }

  struct Result {
    let lines: [Line]
    /// Layout height in points.
    let height: Double
  }

  static func wrap(_ text: String, family: String, size: Double, width: Int) throws -> Result {
    let directory = try Oracle.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let config = directory.appendingPathComponent("fonts.conf")
    try FontLibrary.defaultConfigurationXML.write(to: config, atomically: true, encoding: .utf8)
    let json = directory.appendingPathComponent("layout.json")
    let escaped = text.replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    _ = try Oracle.run(
      "pango-view",
      [
        "-q", "--pixels", "--subpixel-positions", "--hinting=none", "--hint-metrics=on",
        "--wrap=word-char", "--width=\(width)",
        "--font=\(family) \(size.formatted(.number.grouping(.never)))", "--markup",
        "--text=<span insert_hyphens=\"false\">\(escaped)</span>", "--serialize-to=\(json.path)",
        "-o", directory.appendingPathComponent("layout.png").path,
      ],
      environment: ["FONTCONFIG_FILE": config.path])
    let data = try Data(contentsOf: json)
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let output = root["output"] as? [String: Any], let lines = output["lines"] as? [[String: Any]]
    else { throw Oracle.Failure(description: "pango-view wrote no lines") }
    return Result(
      lines: lines.map { Line(start: $0["start-index"] as? Int ?? -1, length: $0["length"] as? Int ?? -1) },
      height: Double(output["height"] as? Int ?? 0) / 1024)
  }
}
