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
    // Some contextual alternates change characters: Inter draws `->` as an arrow and the x of
    // `2 x 3` as a multiplication sign. UIKit's font shows what was typed, so the diagram must
    // too: `calt` is off on exactly those characters (alternates that only move a glyph, such as
    // Inter's raised `>=` between capitals, stay). Measuring and drawing both shape here.
    var features = literalRanges(text, context: context).map {
      hb_feature_t(
        tag: HarfBuzzFace.tag("calt"), value: 0, start: UInt32($0.lowerBound), end: UInt32($0.upperBound))
    }
    hb_shape(face.font, buffer, &features, UInt32(features.count))
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

  /// The ranges of `context` (as cluster offsets from its start) that must be shaped without
  /// contextual alternates: arrows written with `-`, `<`, `>` and `=` (a run of those holding
  /// `->`, `<-`, `=>` or `<==`), and an `x` between digits (`2x3`, `2 x 3`).
  static func literalRanges(_ text: UnsafeBufferPointer<UInt16>, context: Range<Int>) -> [Range<Int>] {
    let arrowParts: Set<UInt16> = [0x2D, 0x3C, 0x3E, 0x3D]  // - < > =
    func isDigit(_ unit: UInt16) -> Bool { (0x30...0x39).contains(unit) }
    var ranges: [Range<Int>] = []
    var index = context.lowerBound
    while index < context.upperBound {
      if arrowParts.contains(text[index]) {
        var end = index
        while end < context.upperBound, arrowParts.contains(text[end]) { end += 1 }
        if end - index >= 2 {
          let run = String(decoding: text[index..<end], as: UTF16.self)
          if run.contains("->") || run.contains("<-") || run.contains("=>") || run.contains("<==") {
            ranges.append((index - context.lowerBound)..<(end - context.lowerBound))
          }
        }
        index = end
        continue
      }
      if text[index] == 0x78 {  // x
        var before = index - 1
        if before >= context.lowerBound, text[before] == 0x20 { before -= 1 }
        var after = index + 1
        if after < context.upperBound, text[after] == 0x20 { after += 1 }
        if before >= context.lowerBound, after < context.upperBound, isDigit(text[before]),
          isDigit(text[after])
        {
          ranges.append((index - context.lowerBound)..<(index - context.lowerBound + 1))
        }
      }
      index += 1
    }
    return ranges
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
