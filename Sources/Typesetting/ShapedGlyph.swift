/// A glyph as HarfBuzz returned it, in font units (exact integers; scaled to points late).
struct ShapedGlyph: Sendable {
  var id: UInt32
  /// Absolute UTF-16 offset of the glyph's cluster in the whole text.
  var cluster: Int
  var xAdvance: Int32
  var xOffset: Int32
  var yOffset: Int32
  /// HarfBuzz's UNSAFE_TO_BREAK: cutting the text before this glyph changes the shaping.
  var unsafeToBreak: Bool
}

/// A run of text in one font, one direction and one script, with its shaped glyphs.
struct TextItem {
  var range: Range<Int>
  var font: Font
  var face: HarfBuzzFace
  var level: UInt8
  /// hb_script_t value; 0 lets HarfBuzz guess.
  var script: UInt32
  var glyphs: [ShapedGlyph] = []

  var isRightToLeft: Bool { level & 1 == 1 }
}
