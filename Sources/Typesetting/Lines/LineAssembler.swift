/// Turns a line's text range into glyph runs in visual order: reuses the paragraph's glyphs
/// where HarfBuzz says cutting is safe, reshapes the pieces where it is not, orders runs by
/// bidi level (UAX #9 rule L2) and measures the line.
struct LineAssembler {
  let primary: Font
  let primaryFace: HarfBuzzFace

  /// A line before alignment: runs positioned from x = 0, baseline at y = 0.
  struct Draft {
    var range: Range<Int>
    var runs: [GlyphRun]
    var width: Double
    /// Advance of the trailing white space, which hangs past the line's visual end.
    var hangingWidth: Double
    var ascent: Double
    var descent: Double
    var lineGap: Double
    var isTruncated: Bool
    var rightToLeft: Bool
    /// The rest of the paragraph on a last line that is clipped (`byClipping`): it counts in
    /// the block's width only up to the style's width.
    var isClipped = false
    /// Whether the primary font asks for whole-point CJK lines (`Font.cjkWholePointLines`) and
    /// the line holds text its CJK fallback sets: a text of this one line is a whole number of
    /// points high (`TextLayoutEngine.finish`).
    var holdsCJKFallback = false
  }

  /// Assembles `range` of `paragraph`, with `token` (already shaped) at the logical end, or,
  /// when `elided` is given, in place of the text `elided` covers (head and middle truncation:
  /// the text on either side is shaped on its own).
  func draft(
    _ text: UnsafeBufferPointer<UInt16>, _ paragraph: ShapedParagraph, range: Range<Int>,
    token: TextItem? = nil, elided: Range<Int>? = nil
  ) -> Draft {
    var pieces: [TextItem] = []
    var tokenIndex: Int?
    let spans =
      elided.map { hole in
        [
          range.lowerBound..<max(range.lowerBound, min(hole.lowerBound, range.upperBound)),
          min(max(hole.upperBound, range.lowerBound), range.upperBound)..<range.upperBound,
        ]
      } ?? [range]
    for (n, span) in spans.enumerated() {
      if n == 1 { tokenIndex = pieces.count }
      for item in paragraph.items(overlapping: span) {
        let sub = item.range.clamped(to: span)
        if sub.isEmpty { continue }
        var piece = item
        piece.range = sub
        if sub != item.range {
          piece.glyphs =
            slice(item, sub)
            ?? HarfBuzzShaper.shape(
              text, context: span, range: sub, face: item.face, rightToLeft: item.isRightToLeft,
              script: item.script)
        }
        pieces.append(piece)
      }
    }
    if let token { pieces.insert(token, at: tokenIndex ?? pieces.count) }
    var trimmedEnd = range.upperBound
    while trimmedEnd > range.lowerBound, UTF16Text.isWhitespace(text[trimmedEnd - 1]) { trimmedEnd -= 1 }
    var runs: [GlyphRun] = []
    var pen = 0.0
    var hanging = 0.0
    for piece in LineAssembler.visualOrder(pieces) {
      let scale = piece.font.scale
      var glyphs: [Glyph] = []
      glyphs.reserveCapacity(piece.glyphs.count)
      for g in piece.glyphs {
        let advance = piece.font.advance(g)
        glyphs.append(
          Glyph(
            id: g.id, x: pen + Double(g.xOffset) * scale, y: -Double(g.yOffset) * scale, advance: advance,
            cluster: g.cluster))
        if piece.range.lowerBound < range.upperBound, g.cluster >= trimmedEnd { hanging += advance }
        pen += advance
      }
      runs.append(
        GlyphRun(font: piece.font, isRightToLeft: piece.isRightToLeft, range: piece.range, glyphs: glyphs))
    }
    // The requested font counts even where every glyph came from a fallback: a line of Chinese
    // text in the system font is at least San Francisco's line high, as IB stores it
    // (docs/typesetting.md, "A line is at least its own font's height").
    let fonts = [primary] + runs.map(\.font)
    let ascent = fonts.map(\.ascender).max() ?? 0
    let descent = fonts.map { -$0.descender }.max() ?? 0
    let lineGap = fonts.map(\.lineGap).max() ?? 0
    return Draft(
      range: range, runs: runs, width: pen - hanging, hangingWidth: hanging,
      ascent: ascent, descent: descent, lineGap: lineGap, isTruncated: token != nil,
      rightToLeft: paragraph.rightToLeft,
      holdsCJKFallback: primary.cjkWholePointLines && runs.contains { holdsCJKFallback($0, text) })
  }

  /// Whether `run` is set in a fallback font (not the primary's file) and holds a CJK-wide
  /// character (`CJKWide`).
  private func holdsCJKFallback(_ run: GlyphRun, _ text: UnsafeBufferPointer<UInt16>) -> Bool {
    guard run.font.file != primary.file else { return false }
    let lo = max(0, min(run.range.lowerBound, text.count))
    let hi = max(lo, min(run.range.upperBound, text.count))
    for scalar in String(decoding: UnsafeBufferPointer(rebasing: text[lo..<hi]), as: UTF16.self)
      .unicodeScalars
    where CJKWide.contains(scalar.value) {
      return true
    }
    return false
  }

  /// The item's glyphs inside `sub`, or nil when a cut falls inside a cluster or where
  /// HarfBuzz flagged it unsafe to break (then the piece must be reshaped). Clusters are
  /// monotonic (ascending left to right, descending right to left), so both ends are found by
  /// binary search: lines of a huge paragraph cost their own length, not the paragraph's.
  private func slice(_ item: TextItem, _ sub: Range<Int>) -> [ShapedGlyph]? {
    let glyphs = item.glyphs
    let rtl = item.isRightToLeft
    // Index of the first glyph (in storage order) whose cluster is logically at or after `cut`.
    func boundary(_ cut: Int) -> Int {
      var low = 0
      var high = glyphs.count
      while low < high {
        let mid = (low + high) / 2
        if rtl ? glyphs[mid].cluster >= cut : glyphs[mid].cluster < cut { low = mid + 1 } else { high = mid }
      }
      return low
    }
    for cut in [sub.lowerBound, sub.upperBound]
    where cut > item.range.lowerBound && cut < item.range.upperBound {
      // The glyphs of the cluster starting at `cut` must exist and be safe to break before.
      let atCut = rtl ? boundary(cut + 1)..<boundary(cut) : boundary(cut)..<boundary(cut + 1)
      if atCut.isEmpty || glyphs[atCut].contains(where: \.unsafeToBreak) { return nil }
    }
    let first = rtl ? boundary(sub.upperBound) : boundary(sub.lowerBound)
    let last = rtl ? boundary(sub.lowerBound) : boundary(sub.upperBound)
    return Array(glyphs[first..<last])
  }

  /// Reorders items by bidi level: from the highest level down to the lowest odd one, reverse
  /// every maximal sequence at that level or above (UAX #9 rule L2, at run granularity).
  static func visualOrder(_ items: [TextItem]) -> [TextItem] {
    guard let highest = items.map(\.level).max(), highest > 0 else { return items }
    let lowestOdd = items.map(\.level).filter { $0 & 1 == 1 }.min() ?? highest
    var order = items
    var level = highest
    while level >= lowestOdd && level > 0 {
      var i = 0
      while i < order.count {
        guard order[i].level >= level else {
          i += 1
          continue
        }
        var j = i
        while j < order.count && order[j].level >= level { j += 1 }
        order[i..<j].reverse()
        i = j
      }
      level -= 1
    }
    return order
  }
}
