/// Small UTF-16 helpers over code-unit buffers.
enum UTF16Text {
  /// The scalar starting at `index` and its length in code units (a lone surrogate reads as
  /// U+FFFD, length 1).
  static func scalar(_ text: UnsafeBufferPointer<UInt16>, at index: Int) -> (value: UInt32, length: Int) {
    let unit = text[index]
    if unit & 0xFC00 == 0xD800, index + 1 < text.count, text[index + 1] & 0xFC00 == 0xDC00 {
      let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(text[index + 1]) - 0xDC00)
      return (value, 2)
    }
    if unit & 0xF800 == 0xD800 { return (0xFFFD, 1) }
    return (UInt32(unit), 1)
  }

  /// The scalars of `range`.
  static func scalars(_ text: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> [UInt32] {
    var result: [UInt32] = []
    var i = range.lowerBound
    while i < range.upperBound {
      let (value, length) = scalar(text, at: i)
      result.append(value)
      i += length
    }
    return result
  }

  /// Whether the code unit is white space that may hang past the end of a line.
  static func isWhitespace(_ unit: UInt16) -> Bool {
    switch unit {
    case 0x09, 0x20, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return true
    default: return false
    }
  }

  /// Whether a scalar is invisible glue inside a cluster (joiners, variation selectors) that
  /// fallback should not ask a font to cover.
  static func isClusterGlue(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x200C, 0x200D, 0xFE00...0xFE0F, 0xE0100...0xE01EF: return true
    default: return false
    }
  }

  /// Whether a code unit may start right-to-left text (Hebrew, Arabic and their relatives, the
  /// bidi controls, or a surrogate that may encode an RTL supplementary script).
  static func mayBeRightToLeft(_ unit: UInt16) -> Bool {
    switch unit {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x200F, 0x202B, 0x202E, 0x2067: return true
    case 0xD802, 0xD803, 0xD83A, 0xD83B: return true
    default: return false
    }
  }

  /// Whether a scalar should not choose a font (white space, controls, format characters):
  /// it stays in the font of the text around it.
  static func isFontNeutral(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x00...0x20, 0x7F...0xA0, 0xAD, 0x1680, 0x2000...0x200F, 0x2028...0x202F, 0x205F...0x206F, 0x3000,
      0xFEFF:
      return true
    default: return false
    }
  }
}
