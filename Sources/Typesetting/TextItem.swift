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
