import Foundation

/// HarfBuzz's own command-line shaper, the oracle for text widths and glyphs (installed by
/// scripts/setup): `hb-shape --output-format=json`.
public enum HBShape {
  /// One glyph as hb-shape prints it.
  public struct Glyph: Sendable {
    /// The glyph id (`g`).
    public var glyph: Int
    /// The cluster (`cl`): for ASCII text, the character's offset.
    public var cluster: Int
    /// The advance (`ax`) in units of the font size given (1/1000 point at size x 1000).
    public var xAdvance: Int
  }

  /// A failure of the tool, with what it said.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// The glyphs of `text` in the font file at `font` at HarfBuzz scale `fontSize` (17000 gives
  /// advances in 1/1000 point at 17 points), with `features` and `language` when given.
  public static func glyphs(
    _ text: String, font: String, fontSize: Int, features: String? = nil, language: String? = nil
  ) throws -> [Glyph] {
    var arguments = ["--output-format=json", "--no-glyph-names"]
    if let language { arguments.append("--language=\(language)") }
    arguments += ["--font-size=\(fontSize)", font, "--text=\(text)"]
    if let features { arguments.append("--features=\(features)") }
    let output = try TestProcess.run("/usr/bin/hb-shape", arguments)
    guard output.status == 0 else {
      throw Failure(description: "hb-shape \(arguments) exited \(output.status): \(output.stderr)")
    }
    guard let array = try JSONSerialization.jsonObject(with: Data(output.stdoutBytes)) as? [[String: Any]]
    else {
      throw Failure(description: "hb-shape printed no JSON array: \(output.stdout)")
    }
    return array.map {
      Glyph(glyph: $0["g"] as? Int ?? -1, cluster: $0["cl"] as? Int ?? -1, xAdvance: $0["ax"] as? Int ?? 0)
    }
  }

  /// The advance width of `text` at `size` points, in points.
  public static func width(_ text: String, font: String, size: Double) throws -> Double {
    Double(try glyphs(text, font: font, fontSize: Int(size * 1000)).reduce(0) { $0 + $1.xAdvance }) / 1000
  }
}
