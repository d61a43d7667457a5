/// Text escaped for the XML and HTML documents the tool writes: SVG figures, and the check
/// command's JUnit file and HTML report. `&`, `<`, `>` and `"` become entities, and what XML 1.0
/// cannot hold at all (the C0 controls other than those `lineBreaks` keeps, U+FFFE, U+FFFF) is
/// dropped. Recipe texts and file names can contain any of them.
public enum XMLText {
  /// What becomes of line breaks and tabs.
  public enum LineBreaks: Sendable {
    /// Line feeds and tabs kept as they are, carriage returns dropped: SVG text content, where
    /// the figure's own layout decides the lines.
    case kept
    /// Line feeds written as `&#10;`, which survive inside attribute values (a parser turns a
    /// literal line feed there into a space), tabs and carriage returns as spaces: JUnit
    /// messages and the HTML report.
    case characterReferences
  }

  /// `text` escaped for element content and double-quoted attributes.
  public static func escaped(_ text: String, lineBreaks: LineBreaks) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "\n", "\t", "\r":
        switch (lineBreaks, scalar) {
        case (.kept, "\r"): continue
        case (.kept, _): out.unicodeScalars.append(scalar)
        case (.characterReferences, "\n"): out += "&#10;"
        case (.characterReferences, _): out += " "
        }
      default:
        if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) { continue }
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
