import CICULineBreak

/// ICU boundaries over UTF-16 text, through the small C target that hides ICU's types.
enum Boundaries {
  /// Line-break opportunities in `text` (offsets relative to its start, ascending, ending with
  /// `text.count`).
  static func lines(_ text: UnsafeBufferPointer<UInt16>) throws(TypesettingError) -> [Int] {
    try find(CICU_BOUNDARY_LINE, text)
  }

  /// Extended grapheme cluster boundaries in `text` (relative offsets, ending with `text.count`).
  static func graphemes(_ text: UnsafeBufferPointer<UInt16>) throws(TypesettingError) -> [Int] {
    try find(CICU_BOUNDARY_GRAPHEME, text)
  }

  private static func find(
    _ kind: cicu_boundary_kind, _ text: UnsafeBufferPointer<UInt16>
  ) throws(TypesettingError) -> [Int] {
    guard let base = text.baseAddress, !text.isEmpty else { return [] }
    let length = Int32(clamping: text.count)
    // A boundary needs at least one code unit, so `count` boundaries always suffice.
    var offsets = [Int32](repeating: 0, count: text.count)
    let found = offsets.withUnsafeMutableBufferPointer {
      cicu_boundaries(kind, nil, base, length, $0.baseAddress, nil, length)
    }
    guard found >= 0 else { throw .icuFailed(code: Int(-found)) }
    return offsets.prefix(Int(found)).map(Int.init)
  }

  /// Bidirectional levels of every code unit and whether the base direction is right to left.
  static func bidiLevels(
    _ text: UnsafeBufferPointer<UInt16>
  ) throws(TypesettingError) -> (levels: [UInt8], rightToLeft: Bool) {
    guard let base = text.baseAddress, !text.isEmpty else { return ([], false) }
    var levels = [UInt8](repeating: 0, count: text.count)
    let paragraph = levels.withUnsafeMutableBufferPointer {
      cicu_bidi_levels(base, Int32(clamping: text.count), -1, $0.baseAddress)
    }
    guard paragraph >= 0 else { throw .icuFailed(code: Int(-paragraph)) }
    return (levels, paragraph == 1)
  }

  /// Whether a code point is drawn as emoji by default (Unicode Emoji_Presentation).
  static func isEmojiPresentation(_ scalar: UInt32) -> Bool {
    scalar >= 0x231A && cicu_is_emoji_presentation(scalar) != 0
  }

  /// Whether a code point has the Unicode Emoji property.
  static func isEmoji(_ scalar: UInt32) -> Bool {
    cicu_is_emoji(scalar) != 0
  }
}
