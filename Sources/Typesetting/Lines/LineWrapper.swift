/// Greedy line breaking, as UILabel and Pango do it: each line takes as many words as fit
/// (trailing spaces hang), breaking only at ICU line-break opportunities; a word wider than a
/// whole line is cut at grapheme boundaries, at least one grapheme per line. Character wrapping
/// (`byCharWrapping`) breaks at every grapheme boundary instead: each line takes as many
/// graphemes as fit.
///
/// Widths come from the paragraph shaped once; the caller reshapes each line and, where a cut
/// lost a kerning pair or ligature and the line grew past the width, asks for `shorter`.
struct LineWrapper {
  /// Widths within this distance of the limit count as fitting (floating noise, not design).
  static let tolerance = 1e-9

  let paragraph: ShapedParagraph
  let limit: Double
  private let breaks: [Int]
  private var graphemes: [Int]?
  private var k = 0
  private var g = 0

  /// Prepares to wrap `paragraph` at `width`, between words or (`byCharacter`) between
  /// graphemes (ICU runs only when the paragraph is too wide).
  init(
    _ text: UnsafeBufferPointer<UInt16>, _ paragraph: ShapedParagraph, width: Double,
    byCharacter: Bool = false
  ) throws(TypesettingError) {
    self.paragraph = paragraph
    self.limit = width + LineWrapper.tolerance
    let range = paragraph.range
    if range.isEmpty || paragraph.visibleWidth(text, range.lowerBound, range.upperBound) <= limit {
      breaks = [range.upperBound]
    } else if byCharacter {
      let clusters = try Boundaries.graphemes(UnsafeBufferPointer(rebasing: text[range])).map {
        $0 + range.lowerBound
      }
      graphemes = clusters
      breaks = clusters
    } else {
      breaks = try Boundaries.lines(UnsafeBufferPointer(rebasing: text[range])).map { $0 + range.lowerBound }
    }
  }

  /// The end of the line that starts at `start` (greedy), always beyond `start`.
  mutating func nextLine(_ text: UnsafeBufferPointer<UInt16>, from start: Int) throws(TypesettingError) -> Int
  {
    while k < breaks.count - 1 && breaks[k] <= start { k += 1 }
    var fit: Int?
    var j = k
    while j < breaks.count && paragraph.visibleWidth(text, start, breaks[j]) <= limit {
      fit = breaks[j]
      j += 1
    }
    if let fit { return fit }
    // The next word alone is wider than the line: cut it between graphemes.
    let clusters = try graphemeBoundaries(text)
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
    return cut
  }

  /// A shorter end for the line `start ..< end`: the previous break opportunity, else the
  /// previous grapheme boundary; nil when the line is a single grapheme already.
  mutating func shorter(_ text: UnsafeBufferPointer<UInt16>, from start: Int, end: Int)
    throws(TypesettingError) -> Int?
  {
    if let previous = LineWrapper.last(in: breaks, before: end), previous > start { return previous }
    if let previous = LineWrapper.last(in: try graphemeBoundaries(text), before: end), previous > start {
      return previous
    }
    return nil
  }

  /// The largest element below `bound` of an ascending array (binary search).
  private static func last(in sorted: [Int], before bound: Int) -> Int? {
    var low = 0
    var high = sorted.count
    while low < high {
      let mid = (low + high) / 2
      if sorted[mid] < bound { low = mid + 1 } else { high = mid }
    }
    return low > 0 ? sorted[low - 1] : nil
  }

  private mutating func graphemeBoundaries(_ text: UnsafeBufferPointer<UInt16>) throws(TypesettingError)
    -> [Int]
  {
    if let graphemes { return graphemes }
    let range = paragraph.range
    let found = try Boundaries.graphemes(UnsafeBufferPointer(rebasing: text[range])).map {
      $0 + range.lowerBound
    }
    graphemes = found
    return found
  }
}
