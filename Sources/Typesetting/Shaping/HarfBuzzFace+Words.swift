import CHarfBuzz

extension HarfBuzzFace {
  /// The features HarfBuzz applies by default to horizontal Latin text (hb-ot-shape.cc).
  private static let defaultFeatures: [hb_tag_t] =
    [
      "rvrn", "ccmp", "locl", "rlig", "rclt", "calt", "clig", "liga", "kern", "mark", "mkmk", "curs", "dist",
      "abvm", "blwm",
    ].map(tag) + [0]

  static func tag(_ name: String) -> hb_tag_t {
    name.utf8.reduce(0) { $0 << 8 | hb_tag_t($1) }
  }

  /// Which code points below U+0370 may be shaped word by word: true when no default lookup
  /// that involves the space glyph can reach the character's glyph (directly or through
  /// substitutions). Text made only of such characters shapes exactly the same split at
  /// spaces as whole, which lets words be cached (as browsers' word caches do). Empty when the
  /// face must always be shaped whole (a legacy 'kern' table HarfBuzz would apply, no space).
  static func wordSafeTable(face: OpaquePointer, font: OpaquePointer) -> [Bool] {
    var space: hb_codepoint_t = 0
    guard hb_font_get_nominal_glyph(font, 0x20, &space) != 0 else { return [] }
    let legacyKern = hb_face_reference_table(face, tag("kern"))
    defer { hb_blob_destroy(legacyKern) }
    if hb_blob_get_length(legacyKern) > 0 && hb_ot_layout_has_positioning(face) == 0 { return [] }
    let danger = hb_set_create()
    let substitutions = hb_set_create()
    let sets = (0..<4).map { _ in hb_set_create() }
    defer {
      hb_set_destroy(danger)
      hb_set_destroy(substitutions)
      sets.forEach { hb_set_destroy($0) }
    }
    for table in [tag("GSUB"), tag("GPOS")] {
      let lookups = hb_set_create()
      defer { hb_set_destroy(lookups) }
      defaultFeatures.withUnsafeBufferPointer {
        hb_ot_layout_collect_lookups(face, table, nil, nil, $0.baseAddress, lookups)
      }
      if table == tag("GSUB") { hb_set_union(substitutions, lookups) }
      var lookup = hb_codepoint_t.max
      while hb_set_next(lookups, &lookup) != 0 {
        sets.forEach { hb_set_clear($0) }
        hb_ot_layout_lookup_collect_glyphs(face, table, lookup, sets[0], sets[1], sets[2], sets[3])
        let (before, input, after) = (sets[0], sets[1], sets[2])
        let spaceInInput = hb_set_has(input, space) != 0
        guard spaceInInput || hb_set_has(before, space) != 0 || hb_set_has(after, space) != 0 else {
          continue
        }
        // What such a lookup changes must not occur; if it changes the space itself, neither
        // may what it looks at.
        hb_set_union(danger, input)
        if spaceInInput {
          hb_set_union(danger, before)
          hb_set_union(danger, after)
        }
      }
    }
    hb_set_del(danger, space)
    let closure = hb_set_create()
    defer { hb_set_destroy(closure) }
    let table = (0..<0x370).map { (scalar: UInt32) -> Bool in
      // Combining marks can attach across a space through mark-to-mark lookups: never split.
      if (0x300..<0x370).contains(scalar) { return false }
      var glyph: hb_codepoint_t = 0
      guard hb_font_get_nominal_glyph(font, scalar, &glyph) != 0 else { return false }
      if hb_set_is_empty(danger) != 0 { return true }
      hb_set_clear(closure)
      hb_set_add(closure, glyph)
      hb_ot_layout_lookups_substitute_closure(face, substitutions, closure)
      hb_set_intersect(closure, danger)
      return hb_set_is_empty(closure) != 0
    }
    // Ligatures of several safe characters could still form a dangerous glyph: then give up.
    hb_set_clear(closure)
    for scalar in 0..<UInt32(0x370) where table[Int(scalar)] {
      var glyph: hb_codepoint_t = 0
      if hb_font_get_nominal_glyph(font, scalar, &glyph) != 0 { hb_set_add(closure, glyph) }
    }
    hb_ot_layout_lookups_substitute_closure(face, substitutions, closure)
    hb_set_intersect(closure, danger)
    return hb_set_is_empty(closure) != 0 ? table : []
  }
}
