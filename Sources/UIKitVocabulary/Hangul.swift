/// Korean text UIKit sets in Apple SD Gothic Neo when a label's font lacks it (the system font has
/// no Hangul). Typesetting scales the fallback's precomposed syllables (U+AC00 to U+D7A3) to
/// Apple SD Gothic Neo's syllable width (`TextItemizer`, `VerticalMetrics.hangulSyllableAdvance`);
/// the compatibility jamo (U+3131 to U+318E, a lone "ㅋ") keep the fallback's own advances.
public enum Hangul {
  /// The first precomposed syllable, 가 (U+AC00): the fallback face's reference advance.
  public static let firstSyllable: UInt32 = 0xAC00

  /// Whether the Unicode scalar value is a precomposed Hangul syllable (U+AC00 to U+D7A3).
  @inlinable public static func isSyllable(_ scalar: UInt32) -> Bool {
    (0xAC00...0xD7A3).contains(scalar)
  }
}
