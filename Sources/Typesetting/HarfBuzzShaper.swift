import CHarfBuzz

/// Shapes UTF-16 text with HarfBuzz on a face's units-per-em font.
enum HarfBuzzShaper {
  nonisolated(unsafe) private static let english = hb_language_from_string("en", -1)

  /// Shapes `range` of `text`, giving HarfBuzz the surrounding `context` (the paragraph) so
  /// that joining scripts join across item edges. Clusters come back as absolute offsets.
  static func shape(
    _ text: UnsafeBufferPointer<UInt16>, context: Range<Int>, range: Range<Int>, face: HarfBuzzFace,
    rightToLeft: Bool, script: UInt32
  ) -> [ShapedGlyph] {
    guard !range.isEmpty, let base = text.baseAddress, let buffer = hb_buffer_create() else { return [] }
    defer { hb_buffer_destroy(buffer) }
    hb_buffer_add_utf16(
      buffer, base + context.lowerBound, Int32(clamping: context.count),
      UInt32(range.lowerBound - context.lowerBound), Int32(clamping: range.count))
    hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    if script != 0 { hb_buffer_set_script(buffer, hb_script_t(rawValue: script)) }
    // A Swift process runs in the C locale: name the language, as the test oracle does.
    hb_buffer_set_language(buffer, english)
    hb_buffer_guess_segment_properties(buffer)
    hb_shape(face.font, buffer, nil, 0)
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, &count)
    else { return [] }
    var glyphs: [ShapedGlyph] = []
    glyphs.reserveCapacity(Int(count))
    for i in 0..<Int(count) {
      let flags = hb_glyph_info_get_glyph_flags(infos + i).rawValue
      glyphs.append(
        ShapedGlyph(
          id: infos[i].codepoint, cluster: Int(infos[i].cluster) + context.lowerBound,
          xAdvance: positions[i].x_advance, xOffset: positions[i].x_offset,
          yOffset: positions[i].y_offset,
          unsafeToBreak: flags & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0))
    }
    return glyphs
  }

  /// The script HarfBuzz assigns to a code point (0 for Common and Inherited).
  static func script(of scalar: UInt32) -> UInt32 {
    let script = hb_unicode_script(hb_unicode_funcs_get_default(), scalar)
    if script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN {
      return 0
    }
    return script.rawValue
  }
}
