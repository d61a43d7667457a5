/// The Korean characters UIKit sets in Apple SD Gothic Neo when a label's font lacks them (the
/// system font has no Hangul): the precomposed syllables (U+AC00 to U+D7A3) and the spacing
/// compatibility jamo (U+3131 to U+318E). Typesetting scales their fallback advances to
/// Apple SD Gothic Neo's (`TextItemizer`, `VerticalMetrics.hangulSyllableAdvance`).
public enum Hangul {
  /// Whether the Unicode scalar value is one of them.
  @inlinable public static func contains(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0xAC00...0xD7A3, 0x3131...0x318E: return true
    default: return false
    }
  }
}
