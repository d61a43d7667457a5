/// Splits a paragraph into items of one font, one bidi level and one script.
///
/// Fonts are chosen per grapheme cluster by coverage: the requested font when it has every
/// character, else the first fallback that has them all (emoji-presentation clusters try the
/// emoji family first). Plain Latin text the font covers skips the ICU work entirely.
struct TextItemizer {
  let library: FontLibrary
  let primary: Font
  let primaryFace: HarfBuzzFace

  /// The items of `paragraph` (absolute UTF-16 range) and whether its base direction is RTL.
  func items(
    _ text: UnsafeBufferPointer<UInt16>, paragraph: Range<Int>
  ) throws(TypesettingError) -> (items: [TextItem], rightToLeft: Bool) {
    if isSimple(text, paragraph) {
      return ([TextItem(range: paragraph, font: primary, face: primaryFace, level: 0, script: 0)], false)
    }
    let slice = UnsafeBufferPointer(rebasing: text[paragraph])
    var levels: [UInt8] = []
    var rightToLeft = false
    if slice.contains(where: UTF16Text.mayBeRightToLeft) {
      (levels, rightToLeft) = try Boundaries.bidiLevels(slice)
    }
    let graphemes = try Boundaries.graphemes(slice)
    let chain = library.fallbackChain(primary.descriptor)
    // A font for every cluster that shows something. Spaces and format characters pick none
    // (choosing a font just to draw a space is always wrong, as Pango says): they continue the
    // previous font, except at the start of the paragraph or after an emoji, where Pango and
    // this code start a new run in the requested font.
    var clusters: [(range: Range<Int>, font: (Font, HarfBuzzFace), script: UInt32)] = []
    var previous: (font: (Font, HarfBuzzFace), emoji: Bool)?
    var start = paragraph.lowerBound
    for boundary in graphemes {
      let cluster = start..<(paragraph.lowerBound + boundary)
      let scalars = UTF16Text.scalars(text, cluster)
      let script: UInt32 = scalars.lazy.map(HarfBuzzShaper.script(of:)).first(where: { $0 != 0 }) ?? 0
      let chosen: (Font, HarfBuzzFace)
      if UTF16Text.isFontNeutral(scalars[0]), let previous, !previous.emoji {
        chosen = previous.font
      } else {
        let emoji = isEmojiCluster(scalars)
        chosen = try choose(scalars, emoji: emoji, chain)
        previous = (chosen, emoji)
      }
      clusters.append((cluster, chosen, script))
      start = cluster.upperBound
    }
    var items: [TextItem] = []
    for cluster in clusters {
      let (font, face) = cluster.font
      let level = levels.isEmpty ? 0 : levels[cluster.range.lowerBound - paragraph.lowerBound]
      let script = cluster.script
      if var last = items.last, last.font.file == font.file, last.font.advanceScale == font.advanceScale,
        last.level == level,
        script == 0 || last.script == 0 || last.script == script
      {
        last.range = last.range.lowerBound..<cluster.range.upperBound
        if last.script == 0 { last.script = script }
        items[items.count - 1] = last
      } else {
        items.append(TextItem(range: cluster.range, font: font, face: face, level: level, script: script))
      }
    }
    return (items, rightToLeft)
  }

  /// Latin-1 and Latin Extended text the primary font fully covers: one left-to-right item.
  private func isSimple(_ text: UnsafeBufferPointer<UInt16>, _ range: Range<Int>) -> Bool {
    for i in range {
      let unit = text[i]
      if unit >= 0x0370 || !primaryFace.covers(UInt32(unit)) { return false }
    }
    return true
  }

  private func choose(
    _ scalars: [UInt32], emoji: Bool, _ chain: FallbackChain
  ) throws(TypesettingError) -> (Font, HarfBuzzFace) {
    let needed = scalars.filter { !UTF16Text.isClusterGlue($0) }
    if !emoji, needed.allSatisfy(primaryFace.covers) { return (primary, primaryFace) }
    guard let file = chain.file(covering: needed, preferEmoji: emoji), file != primary.file else {
      return (primary, primaryFace)
    }
    let font = try library.makeFont(file, size: primary.size, descriptor: primary.descriptor)
    if primary.cjkAdvanceScale != 1, !needed.isEmpty, needed.allSatisfy(CJKWide.contains) {
      let scaled = font.withAdvanceScale(primary.cjkAdvanceScale)
      return (scaled, scaled.face)
    }
    // Hangul the primary font lacks falls back on iOS to Apple SD Gothic Neo, whose syllables
    // are `VerticalMetrics.hangulSyllableAdvance` em wide: the fallback's syllables are scaled
    // to that width (WenQuanYi Micro Hei's are 1 em), by the ratio of it to the fallback's own
    // syllable advance (가, U+AC00; WenQuanYi Micro Hei's syllables all share it). Compatibility
    // jamo (a lone "ㅋ") keep the fallback's own advance: no stored frame gives Apple SD Gothic
    // Neo's jamo widths [CHOICE] (docs/typesetting.md, "Hangul falls back").
    if !needed.isEmpty, needed.allSatisfy(Hangul.isSyllable),
      let own = font.face.advancePerEm(of: Hangul.firstSyllable), own > 0
    {
      let scaled = font.withAdvanceScale(VerticalMetrics.hangulSyllableAdvance / own)
      return (scaled, scaled.face)
    }
    return (font, font.face)
  }

  /// Emoji presentation: an Emoji_Presentation base not followed by VS15, or any cluster with
  /// VS16, a skin-tone modifier, or a ZWJ after an emoji.
  private func isEmojiCluster(_ scalars: [UInt32]) -> Bool {
    guard let first = scalars.first else { return false }
    if scalars.contains(0xFE0E) { return false }
    if scalars.contains(0xFE0F) { return true }
    if Boundaries.isEmojiPresentation(first) { return true }
    if scalars.count > 1, Boundaries.isEmoji(first) {
      return scalars.contains { $0 == 0x200D || (0x1F3FB...0x1F3FF).contains($0) }
    }
    return false
  }
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
