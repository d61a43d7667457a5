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
