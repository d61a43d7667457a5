/// The characters that end a line of text where they stand, whatever the width: LF, VT, FF, CR,
/// NEL, LS and PS (Unicode's mandatory breaks, UAX #14's classes BK, CR, LF and NL). A label
/// starts a new paragraph after each; a text view whose text ends with one gets an extra, empty
/// line (`ControlMetrics.textViewLineFragments`). Typesetting splits paragraphs at them and
/// Layout measures text views by them: both read this one definition.
public enum HardLineBreak {
  /// Whether the Unicode scalar value (or UTF-16 code unit: every hard break is in the BMP) ends a
  /// line.
  @inlinable public static func contains(_ value: UInt32) -> Bool {
    switch value {
    case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
    default: return false
    }
  }
}
