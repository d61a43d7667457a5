/// The font files and library versions a figure was drawn with, and the tool's version.
public struct RenderEnvironment: Codable, Hashable, Sendable {
  /// The font files the figure's glyphs come from, sorted by path, each with its SHA-256.
  public var fonts: [FontHash]
  /// Library name to version: cairo, pixman, freetype, harfbuzz, fontconfig, icu. (Goldens recorded
  /// before our own PNG encoder also name zlib, which no longer draws any byte of a figure.)
  public var libraries: [String: String]
  /// The tool's version ("layout-diagram 0.15.0").
  public var tool: String

  /// Creates an environment.
  public init(fonts: [FontHash], libraries: [String: String], tool: String) {
    self.fonts = fonts
    self.libraries = libraries
    self.tool = tool
  }

  /// What differs from `golden` (the environment a golden was recorded in), one phrase per
  /// difference, in a stable order; empty when nothing differs. A library the golden names but
  /// this environment no longer records (zlib in goldens recorded before our PNG encoder) is not
  /// a difference: the figure no longer depends on it.
  public func differences(from golden: RenderEnvironment) -> [String] {
    var result: [String] = []
    let mine = Dictionary(fonts.map { ($0.path, $0.sha256) }, uniquingKeysWith: { a, _ in a })
    let theirs = Dictionary(golden.fonts.map { ($0.path, $0.sha256) }, uniquingKeysWith: { a, _ in a })
    for font in golden.fonts {
      guard let now = mine[font.path] else {
        result.append("font \(font.path) is no longer used")
        continue
      }
      if now != font.sha256 {
        result.append(
          "font \(font.path) has SHA-256 \(now.prefix(12)), the golden's \(font.sha256.prefix(12))")
      }
    }
    for font in fonts where theirs[font.path] == nil {
      result.append("font \(font.path) is used now but not by the golden")
    }
    for name in libraries.keys.sorted() {
      let now = libraries[name] ?? "absent"
      let then = golden.libraries[name] ?? "absent"
      if now != then { result.append("\(name) \(now), the golden's \(then)") }
    }
    if tool != golden.tool { result.append("tool \(tool), the golden's \(golden.tool)") }
    return result
  }

  /// The environment line of a report: "environment: same as the golden's (...)" or
  /// "environment differs from the golden's: ...".
  public func line(comparedWith golden: RenderEnvironment) -> String {
    let differences = differences(from: golden)
    if differences.isEmpty {
      let names = libraries.keys.sorted().map { "\($0) \(libraries[$0] ?? "")" }.joined(separator: ", ")
      return "environment: same as the golden's (\(fonts.count) font files by hash, \(names), \(tool))"
    }
    return "environment differs from the golden's: " + differences.joined(separator: "; ")
  }
}

/// A font file and its SHA-256.
public struct FontHash: Codable, Hashable, Sendable {
  /// Absolute path.
  public var path: String
  /// SHA-256, lowercase hex.
  public var sha256: String

  /// Creates an entry.
  public init(path: String, sha256: String) {
    self.path = path
    self.sha256 = sha256
  }
}
