/// Shapes left-to-right text word by word through the face's word cache, when the face says
/// splitting at spaces cannot change the result (see `HarfBuzzFace.wordSafeTable`): a label
/// made of known words then costs no HarfBuzz call at all.
enum WordShaper {
  /// The glyphs of `range`, or nil when the text is not eligible (a character outside the
  /// safe table) so the caller shapes it whole.
  static func shape(
    _ text: UnsafeBufferPointer<UInt16>, range: Range<Int>, face: HarfBuzzFace
  ) -> [ShapedGlyph]? {
    let safe = face.wordSafe
    guard !safe.isEmpty else { return nil }
    for i in range {
      let unit = Int(text[i])
      guard unit < safe.count, safe[unit] || unit == 0x20 else { return nil }
    }
    // Words and single spaces, each with its cache key (short words only).
    var pieces: [(range: Range<Int>, key: String?)] = []
    var start = range.lowerBound
    while start < range.upperBound {
      var end = start + 1
      if text[start] != 0x20 {
        while end < range.upperBound && text[end] != 0x20 { end += 1 }
      }
      let word = start..<end
      pieces.append((word, word.count <= HarfBuzzFace.longestCachedWord ? key(text, word) : nil))
      start = end
    }
    // One lock for all look-ups of the string, one for all insertions.
    var found = face.words.withLock { words in pieces.map { $0.key.flatMap { words[$0] } } }
    var fresh: [(String, [ShapedGlyph])] = []
    for (i, piece) in pieces.enumerated() where found[i] == nil {
      let shaped = HarfBuzzShaper.shape(
        text, context: piece.range, range: piece.range, face: face, rightToLeft: false, script: 0
      ).map { glyph -> ShapedGlyph in
        var relative = glyph
        relative.cluster -= piece.range.lowerBound
        return relative
      }
      found[i] = shaped
      if let key = piece.key { fresh.append((key, shaped)) }
    }
    if !fresh.isEmpty {
      face.words.withLock { words in
        if words.count + fresh.count > HarfBuzzFace.wordCacheCapacity {
          words.removeAll(keepingCapacity: true)
        }
        for (key, shaped) in fresh { words[key] = shaped }
      }
    }
    var glyphs: [ShapedGlyph] = []
    glyphs.reserveCapacity(range.count)
    for (i, piece) in pieces.enumerated() {
      for var glyph in found[i] ?? [] {
        glyph.cluster += piece.range.lowerBound
        glyphs.append(glyph)
      }
    }
    return glyphs
  }

  /// The word as a String, encoded straight to UTF-8 (every code unit here is below U+0370,
  /// so one or two bytes) instead of through the general UTF-16 transcoder.
  private static func key(_ text: UnsafeBufferPointer<UInt16>, _ word: Range<Int>) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * word.count) { bytes in
      var n = 0
      for i in word {
        let unit = text[i]
        if unit < 0x80 {
          bytes[n] = UInt8(unit)
          n += 1
        } else {
          bytes[n] = 0xC0 | UInt8(unit >> 6)
          bytes[n + 1] = 0x80 | UInt8(unit & 0x3F)
          n += 2
        }
      }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<n]), as: UTF8.self)
    }
  }
}
