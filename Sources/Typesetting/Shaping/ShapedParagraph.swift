/// One paragraph (text between hard line breaks) itemized and shaped once, with the advance of
/// every code unit so that any range's width is a subtraction.
struct ShapedParagraph {
  let range: Range<Int>
  let items: [TextItem]
  let rightToLeft: Bool
  /// prefix[i] = advance in points of the code units range.lowerBound ..< range.lowerBound + i,
  /// each glyph's advance counted at its cluster's first code unit.
  let prefix: [Double]

  init(range: Range<Int>, items: [TextItem], rightToLeft: Bool) {
    self.range = range
    self.items = items
    self.rightToLeft = rightToLeft
    var advances = [Double](repeating: 0, count: range.count)
    for item in items {
      for glyph in item.glyphs {
        advances[glyph.cluster - range.lowerBound] += item.font.advance(glyph)
      }
    }
    var prefix = [Double](repeating: 0, count: range.count + 1)
    var sum = 0.0
    for i in 0..<advances.count {
      sum += advances[i]
      prefix[i + 1] = sum
    }
    self.prefix = prefix
  }

  /// Advance of `start ..< end` (absolute offsets) with trailing white space left out: the
  /// width a line of that text occupies, since trailing spaces may hang past the edge.
  func visibleWidth(_ text: UnsafeBufferPointer<UInt16>, _ start: Int, _ end: Int) -> Double {
    var end = end
    while end > start, UTF16Text.isWhitespace(text[end - 1]) { end -= 1 }
    return prefix[end - range.lowerBound] - prefix[start - range.lowerBound]
  }
}

extension ShapedParagraph {
  /// The items that overlap `range`, found by binary search (items are in text order).
  func items(overlapping range: Range<Int>) -> ArraySlice<TextItem> {
    var low = 0
    var high = items.count
    while low < high {
      let mid = (low + high) / 2
      if items[mid].range.upperBound <= range.lowerBound { low = mid + 1 } else { high = mid }
    }
    var end = low
    while end < items.count && items[end].range.lowerBound < range.upperBound { end += 1 }
    return items[low..<end]
  }
}
