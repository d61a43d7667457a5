/// Text for XML and HTML documents the CLI writes (the check command's JUnit file and HTML
/// report): `&`, `<`, `>` and `"` escaped, line breaks as `&#10;` (kept inside attributes), tabs
/// and carriage returns as spaces, and what XML 1.0 cannot hold at all (the other C0 controls,
/// U+FFFE, U+FFFF) dropped. Recipe file names can contain any of them.
enum XMLText {
  /// `text` escaped for element content and double-quoted attributes.
  static func escaped(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "\n": out += "&#10;"
      case "\t", "\r": out += " "
      default:
        if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) { continue }
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
