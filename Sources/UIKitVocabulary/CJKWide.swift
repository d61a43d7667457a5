/// The characters a system-font label sets in PingFang SC on iOS, whose widths the system font's
/// CJK width scales (`font cjk R`): CJK ideographs (the URO, Extension A, the compatibility
/// ideographs, Extensions B on), CJK symbols and punctuation (U+3000 to U+303F) and half- and
/// full-width forms (U+FF00 to U+FFEF). Typesetting scales their fallback advances
/// (`TextItemizer`, `LineAssembler`) and the importer finds CJK text by them (`SceneConverter`'s
/// `font cjk` line): both read this one definition.
public enum CJKWide {
  /// Whether the Unicode scalar value is one of them.
  @inlinable public static func contains(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x3000...0x303F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF,
      0x20000...0x3134F:
      return true
    default: return false
    }
  }
}
