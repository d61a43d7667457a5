import CHarfBuzz
import Synchronization

/// One font file's face, opened once per process: an hb face and an immutable hb-ot font at
/// scale = units per em, so shaping yields exact font units that callers scale by size / upem.
///
/// Thread-safe: HarfBuzz faces are, and the font is made immutable before it is shared.
final class HarfBuzzFace: @unchecked Sendable {
  nonisolated(unsafe) let face: OpaquePointer
  nonisolated(unsafe) let font: OpaquePointer
  let file: FontFile
  let unitsPerEm: Int
  let metrics: FontMetrics
  let familyName: String
  let styleName: String
  /// The glyphs of the space and the no-break space (U+0020, U+00A0), what word spacing widens.
  let spaceGlyphs: [UInt32]
  private let wordSafeStorage = Mutex<[Bool]?>(nil)
  /// Advance differences to other faces of the same design (`advanceDeltas(to:)`), per file.
  private let deltaStorage = Mutex<[FontFile: [Double]]>([:])
  /// Shaped words (glyph clusters relative to the word), for text that may be split at spaces.
  let words = Mutex<[String: [ShapedGlyph]]>([:])
  /// Words held at most, and the longest word cached (in UTF-16 code units).
  static let wordCacheCapacity = 100_000
  static let longestCachedWord = 48

  /// Opens `file`; throws when the file cannot be read or holds no face at its index.
  ///
  /// fontconfig's index of a variable font's named instance (a weight of a variable family) is
  /// the face index in its low 16 bits and the instance's number plus one above them (fontconfig's
  /// `FC_INDEX`, FreeType's `face_index`): the face is opened at the low bits and the font set to
  /// that instance's coordinates, so each weight shapes with its own advances.
  init(file: FontFile) throws(TypesettingError) {
    guard let blob = hb_blob_create_from_file_or_fail(file.path) else {
      throw .unreadableFile(path: file.path)
    }
    defer { hb_blob_destroy(blob) }
    let faceCount = Int(hb_face_count(blob))
    let faceIndex = file.index & 0xFFFF
    let instance = file.index >> 16
    guard file.index >= 0, faceIndex < faceCount, let face = hb_face_create(blob, UInt32(faceIndex)) else {
      throw .notAFont(path: file.path, index: file.index)
    }
    guard hb_face_get_glyph_count(face) > 0,
      instance == 0 || instance <= Int(hb_ot_var_get_named_instance_count(face)),
      let font = hb_font_create(face)
    else {
      hb_face_destroy(face)
      throw .notAFont(path: file.path, index: file.index)
    }
    if instance > 0 { hb_font_set_var_named_instance(font, UInt32(instance - 1)) }
    hb_face_make_immutable(face)
    hb_font_make_immutable(font)
    self.face = face
    self.font = font
    self.file = file
    self.unitsPerEm = Int(hb_face_get_upem(face))
    self.metrics = HarfBuzzFace.readMetrics(font)
    let family = HarfBuzzFace.name(face, id: 16) ?? HarfBuzzFace.name(face, id: 1)
    self.familyName = family ?? file.path
    self.styleName = HarfBuzzFace.name(face, id: 17) ?? HarfBuzzFace.name(face, id: 2) ?? "Regular"
    var spaces: [UInt32] = []
    for scalar: UInt32 in [0x20, 0xA0] {
      var glyph: hb_codepoint_t = 0
      if hb_font_get_nominal_glyph(font, scalar, &glyph) != 0, !spaces.contains(glyph) {
        spaces.append(glyph)
      }
    }
    self.spaceGlyphs = spaces
  }

  deinit {
    hb_font_destroy(font)
    hb_face_destroy(face)
  }

  /// The glyph for a code point, or nil when the font does not cover it.
  func glyph(for scalar: UInt32) -> UInt32? {
    var glyph: hb_codepoint_t = 0
    return hb_font_get_nominal_glyph(font, scalar, &glyph) != 0 ? glyph : nil
  }

  /// Per code point below U+0370: whether text made of such characters shapes the same split
  /// at spaces (computed on first use; empty when the face must always be shaped whole).
  var wordSafe: [Bool] {
    wordSafeStorage.withLock { stored in
      if let stored { return stored }
      let table = HarfBuzzFace.wordSafeTable(face: face, font: font)
      stored = table
      return table
    }
  }

  /// For every glyph of this face, how much wider (in this face's units) the glyph of the same
  /// name is in `other`, another optical size of the same family (Inter and Inter Display);
  /// 0 for a glyph `other` lacks or that has no name. Computed once per pair of faces.
  func advanceDeltas(to other: HarfBuzzFace) -> [Double] {
    if let stored = deltaStorage.withLock({ $0[other.file] }) { return stored }
    let count = Int(hb_face_get_glyph_count(face))
    let unitScale = Double(unitsPerEm) / Double(other.unitsPerEm)
    var deltas = [Double](repeating: 0, count: count)
    var name = [CChar](repeating: 0, count: 128)
    for glyph in 0..<count {
      guard hb_font_get_glyph_name(font, hb_codepoint_t(glyph), &name, UInt32(name.count)) != 0,
        name[0] != 0
      else { continue }
      var match: hb_codepoint_t = 0
      guard hb_font_get_glyph_from_name(other.font, name, -1, &match) != 0 else { continue }
      let own = Double(hb_font_get_glyph_h_advance(font, hb_codepoint_t(glyph)))
      deltas[glyph] = Double(hb_font_get_glyph_h_advance(other.font, match)) * unitScale - own
    }
    return deltaStorage.withLock { table in
      if let existing = table[other.file] { return existing }
      table[other.file] = deltas
      return deltas
    }
  }

  /// Whether the font has a glyph for the code point.
  func covers(_ scalar: UInt32) -> Bool { glyph(for: scalar) != nil }

  /// The advance of the code point's glyph per em, or nil when the font does not cover it.
  func advancePerEm(of scalar: UInt32) -> Double? {
    guard let glyph = glyph(for: scalar), unitsPerEm > 0 else { return nil }
    return Double(hb_font_get_glyph_h_advance(font, hb_codepoint_t(glyph))) / Double(unitsPerEm)
  }

  /// Reads ascender, descender, line gap, cap height and x-height in font units. HarfBuzz picks
  /// OS/2 typo metrics when USE_TYPO_METRICS is set and hhea otherwise, as browsers do.
  private static func readMetrics(_ font: OpaquePointer) -> FontMetrics {
    func value(_ tag: hb_ot_metrics_tag_t) -> Double {
      var position: hb_position_t = 0
      hb_ot_metrics_get_position_with_fallback(font, tag, &position)
      return Double(position)
    }
    return FontMetrics(
      ascender: value(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER),
      descender: value(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER),
      lineGap: value(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP),
      capHeight: value(HB_OT_METRICS_TAG_CAP_HEIGHT),
      xHeight: value(HB_OT_METRICS_TAG_X_HEIGHT))
  }

  /// A name-table entry in English (or any language when no English one exists).
  static func name(_ face: OpaquePointer, id: UInt32) -> String? {
    let english = hb_language_from_string("en", -1)
    for language in [english, nil] {
      var length: UInt32 = 0
      let needed = hb_ot_name_get_utf8(face, hb_ot_name_id_t(id), language, &length, nil)
      guard needed > 0 else { continue }
      var buffer = [CChar](repeating: 0, count: Int(needed) + 1)
      length = UInt32(buffer.count)
      _ = hb_ot_name_get_utf8(face, hb_ot_name_id_t(id), language, &length, &buffer)
      let text = String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if !text.isEmpty { return text }
    }
    return nil
  }
}
