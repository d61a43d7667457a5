import Foundation
import Testing
import Typesetting

/// Line-break modes (`ParagraphStyle.lineBreakMode`): character wrapping and the ways a last
/// line ends. Every expectation is recomputed here from hb-shape's advances of the whole text
/// (ASCII, so clusters are character offsets) and of "…" alone, in Inter at 17 pt:
/// H 12.581, e 9.901, l 4.033, o 10.142, space 4.781, w 13.498, r 6.327, d 10.553, … 13.957.
@Suite struct LineBreakModeTests {
  struct Advances {
    let text: String
    let ids: [UInt32]
    let advances: [Double]
    let ellipsis: (id: UInt32, advance: Double)

    init(_ text: String) throws {
      let path = try Oracle.fontFile("Inter")
      let glyphs = try Oracle.hbShape(font: path, text: text, fontSize: 17000)
      #expect(glyphs.map(\.cluster) == Array(0..<text.count), "one glyph per character")
      self.text = text
      ids = glyphs.map { UInt32($0.glyph) }
      advances = glyphs.map { Double($0.xAdvance) / 1000 }
      let dots = try Oracle.hbShape(font: path, text: "…", fontSize: 17000)
      ellipsis = (UInt32(dots[0].glyph), Double(dots[0].xAdvance) / 1000)
    }

    func isSpace(_ i: Int) -> Bool { text.utf16[text.utf16.index(text.utf16.startIndex, offsetBy: i)] == 32 }

    /// Width of `range` without its trailing spaces (they hang).
    func width(_ range: Range<Int>) -> Double {
      var end = range.upperBound
      while end > range.lowerBound, isSpace(end - 1) { end -= 1 }
      return advances[range.lowerBound..<end].reduce(0, +)
    }

    /// Greedy lines: each takes the most characters (`byCharacter`) or the most words that fit.
    func greedyLines(width limit: Double, byCharacter: Bool) -> [Range<Int>] {
      // Break opportunities: after every character, or after each run of spaces.
      let n = advances.count
      let breaks = (1...n).filter { byCharacter || $0 == n || (isSpace($0 - 1) && !isSpace($0)) }
      var lines: [Range<Int>] = []
      var start = 0
      while start < n {
        let fitting = breaks.filter { $0 > start && width(start..<$0) <= limit }
        let end = fitting.last ?? breaks.first { $0 > start }!
        lines.append(start..<end)
        start = end
      }
      return lines
    }
  }

  static func ids(_ line: TextLine) -> [UInt32] { line.runs.flatMap(\.glyphs).map(\.id) }

  @Test("Character wrapping fills each line with as many graphemes as fit; word wrapping breaks at spaces")
  func characterWrapping() throws {
    let text = "Hello world again"
    let oracle = try Advances(text)
    let font = try Fixtures.inter(17)
    let library = try Fixtures.library()
    for (mode, byCharacter) in [(LineBreakMode.byCharWrapping, true), (.byWordWrapping, false)] {
      let layout = try library.layout(text, font: font, style: ParagraphStyle(width: 60, lineBreakMode: mode))
      let expected = oracle.greedyLines(width: 60, byCharacter: byCharacter)
      #expect(layout.lines.map(\.range) == expected, "\(mode)")
    }
    // By hand: "Hello w" is 58.969 wide, "Hello wo" 69.111: the first character-wrapped line
    // ends inside "world".
    #expect(oracle.greedyLines(width: 60, byCharacter: true).first == 0..<7)
  }

  @Test("One line of 89.5 pt: the tail keeps \"Hello wor…\", the head \"…llo world\"")
  func tailAndHead() throws {
    let oracle = try Advances("Hello world")
    let font = try Fixtures.inter(17)
    let library = try Fixtures.library()
    let tail = try library.layout(
      "Hello world", font: font,
      style: ParagraphStyle(width: 89.5, maximumLines: 1, lineBreakMode: .byTruncatingTail))
    #expect(Self.ids(tail.lines[0]) == Array(oracle.ids[0..<9]) + [oracle.ellipsis.id])
    #expect(abs(tail.lines[0].width - (oracle.width(0..<9) + oracle.ellipsis.advance)) < 0.001 * 10)
    #expect(tail.lines[0].width <= 89.5)
    let head = try library.layout(
      "Hello world", font: font,
      style: ParagraphStyle(width: 89.5, maximumLines: 1, lineBreakMode: .byTruncatingHead))
    // From the end while "…" + the kept text fits: "llo world" 67.542 + 13.957 = 81.499 fits,
    // "ello world" 77.443 + 13.957 = 91.400 does not: "…llo world".
    var from = 11
    while from > 1, oracle.width(from - 1..<11) + oracle.ellipsis.advance <= 89.5 { from -= 1 }
    #expect(Self.ids(head.lines[0]) == [oracle.ellipsis.id] + Array(oracle.ids[from..<11]))
    #expect(head.lines[0].isTruncated && head.lines[0].width <= 89.5)
    #expect(head.lines[0].range == from..<11 && from == 2)
  }

  @Test("The middle keeps one character from each end in turn while they fit: \"Hello…orld\"")
  func middle() throws {
    let oracle = try Advances("Hello world")
    let layout = try Fixtures.library().layout(
      "Hello world", font: try Fixtures.inter(17),
      style: ParagraphStyle(width: 89.5, maximumLines: 1, lineBreakMode: .byTruncatingMiddle))
    // Available 89.5 - 13.957 = 75.543. H, d, e, l, l, r, l, o, o (71.745); then "w" from the
    // right would make 85.243 (stops the right); the space on the left hangs (no width), and
    // then the two sides meet. The space next to "…" is dropped: "Hello" + "…" + "orld".
    #expect(
      Self.ids(layout.lines[0]) == Array(oracle.ids[0..<5]) + [oracle.ellipsis.id] + Array(oracle.ids[7..<11])
    )
    let expected = oracle.width(0..<5) + oracle.ellipsis.advance + oracle.width(7..<11)
    // hb-shape's advances are rounded to 1/1000 pt each: 0.001 per glyph.
    #expect(abs(layout.lines[0].width - expected) < 0.001 * 10)
    #expect(layout.lines[0].width <= 89.5)
  }

  @Test("The last of two lines is truncated in the mode; the first wraps at words")
  func lastLineOfALineLimitedLabel() throws {
    let text = "Hello world again and again"
    let oracle = try Advances(text)
    let n = text.count
    let first = oracle.greedyLines(width: 60, byCharacter: false)[0]
    let layout = try Fixtures.library().layout(
      text, font: try Fixtures.inter(17),
      style: ParagraphStyle(width: 60, maximumLines: 2, lineBreakMode: .byTruncatingHead))
    #expect(layout.lines.count == 2 && layout.lines[0].range == first)
    var from = n - 1
    while from > first.upperBound + 1, oracle.width(from - 1..<n) + oracle.ellipsis.advance <= 60 {
      from -= 1
    }
    #expect(Self.ids(layout.lines[1]) == [oracle.ellipsis.id] + Array(oracle.ids[from..<n]))
    #expect(layout.isTruncated)
  }

  @Test("Word wrapping on one line keeps the words that fit, without \"…\"; clipping keeps everything")
  func wrappingAndClippingOnOneLine() throws {
    let oracle = try Advances("Hello world")
    let font = try Fixtures.inter(17)
    let library = try Fixtures.library()
    let words = try library.layout(
      "Hello world", font: font,
      style: ParagraphStyle(width: 89.5, maximumLines: 1, lineBreakMode: .byWordWrapping))
    #expect(words.lines.map(\.range) == [0..<6] && !words.isTruncated)
    #expect(Self.ids(words.lines[0]) == Array(oracle.ids[0..<6]))
    let chars = try library.layout(
      "Hello world", font: font,
      style: ParagraphStyle(width: 89.5, maximumLines: 1, lineBreakMode: .byCharWrapping))
    // "Hello worl" 79.471 fits 89.5, "Hello world" 90.024 does not.
    #expect(chars.lines.map(\.range) == [0..<10] && !chars.isTruncated)
    let clipped = try library.layout(
      "Hello world", font: font,
      style: ParagraphStyle(width: 89.5, maximumLines: 1, lineBreakMode: .byClipping))
    #expect(clipped.lines.map(\.range) == [0..<11] && !clipped.isTruncated)
    #expect(abs(clipped.lines[0].width - oracle.width(0..<11)) < 0.001 * 11)
    #expect(clipped.width == 89.5, "a clipped line counts only up to the width")
  }
}
