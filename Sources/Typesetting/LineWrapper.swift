/// Greedy line breaking, as UILabel and Pango do it: each line takes as many words as fit
/// (trailing spaces hang), breaking only at ICU line-break opportunities; a word wider than a
/// whole line is cut at grapheme boundaries, at least one grapheme per line.
struct LineWrapper {
  /// Widths within this distance of the limit count as fitting (floating noise, not design).
  static let tolerance = 1e-9

  let width: Double

  /// The line ranges of `paragraph` (absolute UTF-16 offsets, covering it without gaps).
  func lines(
    _ text: UnsafeBufferPointer<UInt16>, _ paragraph: ShapedParagraph
  ) throws(TypesettingError) -> [Range<Int>] {
    let range = paragraph.range
    let limit = width + LineWrapper.tolerance
    if range.isEmpty || paragraph.visibleWidth(text, range.lowerBound, range.upperBound) <= limit {
      return [range]
    }
    let slice = UnsafeBufferPointer(rebasing: text[range])
    let breaks = try Boundaries.lines(slice).map { $0 + range.lowerBound }
    var graphemes: [Int]?
    var lines: [Range<Int>] = []
    var start = range.lowerBound
    var k = 0
    var g = 0
    while start < range.upperBound {
      while k < breaks.count - 1 && breaks[k] <= start { k += 1 }
      var fit: Int?
      var j = k
      while j < breaks.count && paragraph.visibleWidth(text, start, breaks[j]) <= limit {
        fit = breaks[j]
        j += 1
      }
      if let fit {
        lines.append(start..<fit)
        start = fit
        continue
      }
      // The next word alone is wider than the line: cut it between graphemes.
      if graphemes == nil { graphemes = try Boundaries.graphemes(slice).map { $0 + range.lowerBound } }
      let clusters = graphemes ?? []
      while g < clusters.count && clusters[g] <= start { g += 1 }
      let wordEnd = breaks[k]
      var cut = g < clusters.count ? min(clusters[g], wordEnd) : wordEnd
      var m = g + 1
      while m < clusters.count && clusters[m] <= wordEnd
        && paragraph.visibleWidth(text, start, clusters[m]) <= limit
      {
        cut = clusters[m]
        m += 1
      }
      lines.append(start..<cut)
      start = cut
    }
    return lines
  }
}
