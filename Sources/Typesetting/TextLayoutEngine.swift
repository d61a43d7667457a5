/// Lays out one text in one font and paragraph style: paragraphs at hard breaks, fallback
/// itemization, shaping, greedy wrapping, truncation, then alignment.
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
      var wrapper = try LineWrapper(text, paragraph, width: style.width ?? .infinity)
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
          drafts.append(try truncatedLine(text, paragraph, from: start, itemizer, assembler))
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
      if UTF16Text.isParagraphSeparator(text[i]) {
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
    let token = try shapedToken(at: end, itemizer, rightToLeft: paragraph.rightToLeft)
    let tokenWidth = token.glyphs.reduce(0.0) { $0 + Double($1.xAdvance) * token.font.scale }
    let available = (style.width ?? .infinity) - tokenWidth + LineWrapper.tolerance
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
    var placed = token
    placed.range = cut..<cut
    for i in placed.glyphs.indices { placed.glyphs[i].cluster = cut }
    return assembler.draft(text, paragraph, range: start..<cut, token: placed)
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

  /// Stacks the lines and aligns them inside the style's width (or the widest line).
  private func finish(_ drafts: consuming [LineAssembler.Draft], rightToLeft: Bool) -> TextLayout {
    let widest = drafts.map(\.width).max() ?? 0
    let container = style.width ?? widest
    var lines: [TextLine] = []
    var top = 0.0
    for index in drafts.indices {
      // Take the runs out of the draft so that they are uniquely owned and move in place.
      var runs: [GlyphRun] = []
      swap(&runs, &drafts[index].runs)
      let draft = drafts[index]
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
        descent: draft.descent, lineGap: draft.lineGap, runs: runs, isTruncated: draft.isTruncated)
      lines.append(line)
      top += line.height
    }
    return TextLayout(lines: lines, width: widest, height: top, isRightToLeft: rightToLeft)
  }
}
