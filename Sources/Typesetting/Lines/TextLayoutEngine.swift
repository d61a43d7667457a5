/// Lays out one text in one font and paragraph style: paragraphs at hard breaks, fallback
/// itemization, shaping, greedy wrapping (by word or by character), the last line's ending
/// (`ParagraphStyle.lineBreakMode`: kept, clipped or truncated), then alignment.
struct TextLayoutEngine {
  let library: FontLibrary
  let font: Font
  let face: HarfBuzzFace
  let style: ParagraphStyle

  func layout(_ text: UnsafeBufferPointer<UInt16>) throws(TypesettingError) -> TextLayout {
    guard !text.isEmpty else { return TextLayout(lines: [], width: 0, height: 0, isRightToLeft: false) }
    let itemizer = TextItemizer(library: library, primary: font, primaryFace: face)
    let assembler = LineAssembler(primary: font, primaryFace: face)
    let limit = style.maximumLines > 0 ? style.maximumLines : Int.max
    let paragraphs = TextLayoutEngine.paragraphs(text)
    var drafts: [LineAssembler.Draft] = []
    var baseRightToLeft: Bool?
    for (index, range) in paragraphs.enumerated() {
      var (items, rightToLeft) = try itemizer.items(text, paragraph: range)
      if baseRightToLeft == nil { baseRightToLeft = rightToLeft }
      for i in items.indices {
        if items[i].level == 0, items[i].face === face,
          let glyphs = WordShaper.shape(text, range: items[i].range, face: face)
        {
          items[i].glyphs = glyphs
          continue
        }
        items[i].glyphs = HarfBuzzShaper.shape(
          text, context: range, range: items[i].range, face: items[i].face,
          rightToLeft: items[i].isRightToLeft, script: items[i].script)
      }
      let paragraph = ShapedParagraph(range: range, items: items, rightToLeft: rightToLeft)
      var wrapper = try LineWrapper(
        text, paragraph, width: style.width ?? .infinity, byCharacter: style.lineBreakMode.wrapsCharacters)
      var start = range.lowerBound
      repeat {
        var end = try wrapper.nextLine(text, from: start)
        var draft = assembler.draft(text, paragraph, range: start..<end)
        // Reshaping a cut line can lose a kerning pair or ligature and grow it past the width.
        while draft.width > wrapper.limit, let shorter = try wrapper.shorter(text, from: start, end: end) {
          end = shorter
          draft = assembler.draft(text, paragraph, range: start..<end)
        }
        let moreText = end < range.upperBound || index < paragraphs.count - 1
        if drafts.count == limit - 1 && moreText {
          switch style.lineBreakMode {
          case .byWordWrapping, .byCharWrapping: drafts.append(draft)
          case .byClipping:
            var clipped = assembler.draft(text, paragraph, range: start..<range.upperBound)
            clipped.isClipped = true
            drafts.append(clipped)
          case .byTruncatingTail:
            drafts.append(try truncatedLine(text, paragraph, from: start, itemizer, assembler))
          case .byTruncatingHead, .byTruncatingMiddle:
            drafts.append(try truncatedHeadOrMiddle(text, paragraph, from: start, itemizer, assembler))
          }
          return finish(consume drafts, rightToLeft: baseRightToLeft ?? false)
        }
        drafts.append(draft)
        start = end
      } while start < range.upperBound
    }
    return finish(consume drafts, rightToLeft: baseRightToLeft ?? false)
  }

  /// Paragraph ranges: text between hard breaks (CR LF counts once). A final break does not
  /// open an empty last line, as in UILabel.
  static func paragraphs(_ text: UnsafeBufferPointer<UInt16>) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var start = 0
    var i = 0
    while i < text.count {
      if HardLineBreak.contains(UInt32(text[i])) {
        result.append(start..<i)
        if text[i] == 0x0D, i + 1 < text.count, text[i + 1] == 0x0A { i += 1 }
        start = i + 1
      }
      i += 1
    }
    if start < text.count || result.isEmpty { result.append(start..<text.count) }
    return result
  }

  /// The last visible line: as many graphemes from `start` to the paragraph's end as fit
  /// together with "…" (trailing spaces before it dropped), at least one grapheme.
  private func truncatedLine(
    _ text: UnsafeBufferPointer<UInt16>, _ paragraph: ShapedParagraph, from start: Int,
    _ itemizer: TextItemizer, _ assembler: LineAssembler
  ) throws(TypesettingError) -> LineAssembler.Draft {
    let end = paragraph.range.upperBound
    let (token, available) = try truncationToken(at: end, itemizer, paragraph)
    var cut = end
    if paragraph.visibleWidth(text, start, end) > available {
      let slice = UnsafeBufferPointer(rebasing: text[start..<end])
      let graphemes = try Boundaries.graphemes(slice).map { $0 + start }
      cut = graphemes.first ?? end
      for g in graphemes.dropFirst() {
        guard paragraph.visibleWidth(text, start, g) <= available else { break }
        cut = g
      }
    }
    while cut > start + 1, UTF16Text.isWhitespace(text[cut - 1]) { cut -= 1 }
    return assembler.draft(text, paragraph, range: start..<cut, token: Self.placed(token, at: cut))
  }

  /// The last visible line cut at its head ("…" + as many trailing graphemes of the rest of the
  /// paragraph as fit) or in its middle ("…" between leading and trailing graphemes, taken
  /// alternately, one from the start then one from the end, while they fit); spaces next to the
  /// "…" are dropped, and at least one grapheme is kept. When the rest of the paragraph fits
  /// (only later paragraphs are left out), "…" ends the line as in tail truncation.
  private func truncatedHeadOrMiddle(
    _ text: UnsafeBufferPointer<UInt16>, _ paragraph: ShapedParagraph, from start: Int,
    _ itemizer: TextItemizer, _ assembler: LineAssembler
  ) throws(TypesettingError) -> LineAssembler.Draft {
    let end = paragraph.range.upperBound
    let (token, available) = try truncationToken(at: end, itemizer, paragraph)
    guard paragraph.visibleWidth(text, start, end) > available else {
      return try truncatedLine(text, paragraph, from: start, itemizer, assembler)
    }
    let slice = UnsafeBufferPointer(rebasing: text[start..<end])
    let graphemes = [start] + (try Boundaries.graphemes(slice).map { $0 + start })
    // Kept text: graphemes[0 ..< left] (as offsets: start ..< graphemes[left]) and
    // graphemes[right ...] (graphemes[right] ..< end).
    var left = 0
    var right = graphemes.count - 1
    func fits(_ l: Int, _ r: Int) -> Bool {
      paragraph.visibleWidth(text, start, graphemes[l]) + paragraph.visibleWidth(text, graphemes[r], end)
        <= available
    }
    if style.lineBreakMode == .byTruncatingHead {
      while right > 1, fits(0, right - 1) { right -= 1 }
      if right == graphemes.count - 1 { right -= 1 }  // at least one grapheme
    } else {
      // One grapheme from the start, then one from the end, ...; a side whose next grapheme
      // does not fit stops (the other side only takes room away from it).
      var leftStopped = false
      var rightStopped = false
      var leftsTurn = true
      while !(leftStopped && rightStopped), left + 1 < right {
        if leftsTurn, !leftStopped {
          if fits(left + 1, right) { left += 1 } else { leftStopped = true }
        } else if !leftsTurn, !rightStopped {
          if fits(left, right - 1) { right -= 1 } else { rightStopped = true }
        }
        leftsTurn.toggle()
      }
      if left == 0 && right == graphemes.count - 1 { left = 1 }  // at least one grapheme
    }
    var cut = graphemes[left]
    while cut > start, UTF16Text.isWhitespace(text[cut - 1]) { cut -= 1 }
    var resume = graphemes[right]
    while resume < end - 1, UTF16Text.isWhitespace(text[resume]) { resume += 1 }
    let kept = cut > start ? start..<end : resume..<end
    return assembler.draft(
      text, paragraph, range: kept, token: Self.placed(token, at: cut), elided: cut..<resume)
  }

  /// "…" for the end of `paragraph` and the width left for text beside it on a truncated line
  /// (the line's width less the token's advance, with the wrapper's tolerance).
  private func truncationToken(
    at end: Int, _ itemizer: TextItemizer, _ paragraph: ShapedParagraph
  ) throws(TypesettingError) -> (token: TextItem, available: Double) {
    let token = try shapedToken(at: end, itemizer, rightToLeft: paragraph.rightToLeft)
    let tokenWidth = token.glyphs.reduce(0.0) {
      $0 + token.font.advance($1)
    }
    return (token, (style.width ?? .infinity) - tokenWidth + LineWrapper.tolerance)
  }

  /// `token` placed at text offset `cut`: an empty range there, every glyph's cluster at it.
  private static func placed(_ token: TextItem, at cut: Int) -> TextItem {
    var placed = token
    placed.range = cut..<cut
    for i in placed.glyphs.indices { placed.glyphs[i].cluster = cut }
    return placed
  }

  /// "…" shaped in the primary font (or its fallback), at the paragraph's base level.
  private func shapedToken(
    at position: Int, _ itemizer: TextItemizer, rightToLeft: Bool
  ) throws(TypesettingError) -> TextItem {
    let units = Array(ParagraphStyle.truncationToken.utf16)
    return try units.withUnsafeBufferPointer { token throws(TypesettingError) in
      var item =
        try itemizer.items(token, paragraph: 0..<token.count).items.first
        ?? TextItem(range: 0..<token.count, font: font, face: face, level: 0, script: 0)
      item.level = rightToLeft ? 1 : 0
      item.glyphs = HarfBuzzShaper.shape(
        token, context: 0..<token.count, range: 0..<token.count, face: item.face,
        rightToLeft: rightToLeft, script: 0)
      return item
    }
  }

  /// Stacks the lines (each at its natural height times the style's `lineHeightMultiple`, the
  /// extra above its glyphs, and `lineSpacing` between lines) and aligns them inside the style's
  /// width (or the widest line).
  private func finish(_ drafts: consuming [LineAssembler.Draft], rightToLeft: Bool) -> TextLayout {
    let widest = drafts.map { $0.isClipped ? min($0.width, style.width ?? $0.width) : $0.width }.max() ?? 0
    let container = style.width ?? widest
    var lines: [TextLine] = []
    var top = 0.0
    let multiple = style.lineHeightMultiple > 0 ? style.lineHeightMultiple : 1
    // A text of one line in the system font holding CJK text its fallback sets is a whole number
    // of points high, as IB stores such single-line labels (21 at 17 pt where San Francisco's line
    // is 20.287); the extra goes below the baseline. Lines of a longer text keep their heights, as
    // IB's multi-line labels do (docs/typesetting.md, "CJK text by the document's era").
    if drafts.count == 1, drafts[0].holdsCJKFallback {
      let height = drafts[0].ascent + drafts[0].descent + drafts[0].lineGap
      drafts[0].descent += max(0, (height - 1e-9).rounded(.up) - height)
    }
    for index in drafts.indices {
      // Take the runs out of the draft so that they are uniquely owned and move in place.
      var runs: [GlyphRun] = []
      swap(&runs, &drafts[index].runs)
      let draft = drafts[index]
      if index > 0 { top += style.lineSpacing }
      // The line's multiple, then the paragraph's minimum, per line after the whole-point CJK
      // rounding: max(natural x multiple, minimum), as TextKit clamps it; the extra goes above.
      let natural = draft.ascent + draft.descent + draft.lineGap
      let minimum = style.minimumLineHeight.isFinite ? style.minimumLineHeight : 0
      top += max(natural * multiple, minimum) - natural
      let factor: Double
      switch style.alignment {
      case .left: factor = 0
      case .center: factor = 0.5
      case .right: factor = 1
      case .natural, .justified: factor = draft.rightToLeft ? 1 : 0
      }
      let x = max(0, (container - draft.width) * factor)
      // Trailing spaces hang at the visual end: the left side of a right-to-left line.
      let shift = draft.rightToLeft ? x - draft.hangingWidth : x
      let baseline = top + draft.ascent
      for r in runs.indices {
        for g in runs[r].glyphs.indices {
          runs[r].glyphs[g].x += shift
          runs[r].glyphs[g].y += baseline
        }
      }
      let line = TextLine(
        range: draft.range, x: x, width: draft.width, top: top, ascent: draft.ascent,
        descent: draft.descent, lineGap: draft.lineGap, runs: runs, isTruncated: draft.isTruncated,
        trailingWhitespaceWidth: draft.hangingWidth)
      lines.append(line)
      top += line.height
    }
    return TextLayout(lines: lines, width: widest, height: top, isRightToLeft: rightToLeft)
  }
}
