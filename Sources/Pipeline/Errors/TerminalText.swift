/// Text from a recipe made safe for a terminal: control characters become visible escapes.
///
/// Recipe strings reach standard output (`solve`) and standard error (diagnostics quote the source
/// line). An escape sequence in a label's text (`ESC ] 0 ; title BEL`, `ESC [ 2 J`) would otherwise
/// retitle or clear the reader's terminal, and bidirectional overrides (U+202E) would show a line
/// other than the one written. Line feeds and tabs stay as they are.
public enum TerminalText {
  /// `text` with every C0 and C1 control (but line feed and tab), DEL and bidirectional control
  /// written as `\u{1B}`; in `json` mode as a JSON escape (`\u001b`), valid inside a string.
  public static func escaped(_ text: String, json: Bool = false) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      guard needsEscape(scalar) else {
        result.unicodeScalars.append(scalar)
        continue
      }
      let hex = String(scalar.value, radix: 16, uppercase: !json)
      result += json ? "\\u" + String(repeating: "0", count: 4 - hex.count) + hex : "\\u{\(hex)}"
    }
    return result
  }

  /// Whether `scalar` must not reach a terminal as it is.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09: return false
    case 0x00...0x1F, 0x7F...0x9F: return true
    // Bidirectional embeddings, overrides and isolates, and the marks that steer them.
    case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: return true
    default: return false
    }
  }
}
