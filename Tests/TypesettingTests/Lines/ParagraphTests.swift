import Foundation
import Testing
import Typesetting

/// Newlines, stacking, truncation and alignment; expectations from the font's own metrics and
/// from hb-shape.
@Suite struct ParagraphTests {
  /// "a\nb\n\nc": four lines (the blank one included), ranges skip the separators; a final
  /// newline opens no line (UILabel); CR LF is one break.
  @Test func explicitNewlinesMakeLines() throws {
    let library = try Fixtures.library()
    let font = try Fixtures.inter(17)
    let layout = try library.layout("a\nb\n\nc", font: font)
    #expect(layout.lines.map(\.range) == [0..<1, 2..<3, 4..<4, 5..<6])
    #expect(try library.layout("a\n", font: font).lines.map(\.range) == [0..<1])
    #expect(try library.layout("a\r\nb", font: font).lines.map(\.range) == [0..<1, 3..<4])
    #expect(try library.layout("a\u{2028}b", font: font).lines.count == 2)
  }

  /// n lines of one font stack at its line height: height n x lh, last baseline (n-1) x lh +
  /// ascender (values from the font, whose tables FontMetricsTests checks).
  @Test func linesStackAtTheLineHeight() throws {
    let font = try Fixtures.inter(17)
    let layout = try Fixtures.library().layout("one\ntwo\nthree", font: font)
    #expect(abs(layout.height - 3 * font.lineHeight) < 1e-9)
    #expect(abs(layout.firstBaseline - font.ascender) < 1e-9)
    #expect(abs(layout.lastBaseline - (2 * font.lineHeight + font.ascender)) < 1e-9)
  }

  /// `lineSpacing` goes between lines only: three lines are 3 x lh + 2 x spacing high and the
  /// last baseline is 2 x (lh + spacing) + ascender; one line keeps its natural height.
  @Test func lineSpacingGoesBetweenLines() throws {
    let font = try Fixtures.inter(17)
    let library = try Fixtures.library()
    let spaced = try library.layout("one\ntwo\nthree", font: font, style: ParagraphStyle(lineSpacing: 1.5))
    #expect(abs(spaced.height - (3 * font.lineHeight + 2 * 1.5)) < 1e-9)
    #expect(abs(spaced.firstBaseline - font.ascender) < 1e-9)
    #expect(abs(spaced.lastBaseline - (2 * (font.lineHeight + 1.5) + font.ascender)) < 1e-9)
    let single = try library.layout("one", font: font, style: ParagraphStyle(lineSpacing: 1.5))
    #expect(abs(single.height - font.lineHeight) < 1e-9)
  }

  /// `lineHeightMultiple` scales every line, the first included, and puts the extra above the
  /// glyphs: two lines at 1.35 are 2 x 1.35 x lh high, the first baseline 0.35 x lh + ascender.
  @Test func lineHeightMultipleScalesEveryLine() throws {
    let font = try Fixtures.inter(16)
    let library = try Fixtures.library()
    let layout = try library.layout("one\ntwo", font: font, style: ParagraphStyle(lineHeightMultiple: 1.35))
    #expect(abs(layout.height - 2 * 1.35 * font.lineHeight) < 1e-9)
    #expect(abs(layout.firstBaseline - (0.35 * font.lineHeight + font.ascender)) < 1e-9)
    #expect(
      abs(layout.lastBaseline - (1.35 * font.lineHeight + 0.35 * font.lineHeight + font.ascender)) < 1e-9)
    let natural = try library.layout("one\ntwo", font: font, style: ParagraphStyle(lineHeightMultiple: 0))
    #expect(abs(natural.height - 2 * font.lineHeight) < 1e-9)
  }

  /// A CJK fallback font is taller than Inter here: the line takes the larger ascender and the
  /// larger descender (both read from the tables by the test).
  @Test func lineHeightTakesTheTallestFont() throws {
    let font = try Fixtures.inter(17)
    let layout = try Fixtures.library().layout("Tokyo 東京", font: font)
    let cjk = try OpenTypeTables(path: try Oracle.fontFile("WenQuanYi Micro Hei"))
    let inter = try OpenTypeTables(path: try Oracle.fontFile("Inter"))
    let ascent =
      max(
        Double(cjk.horizontal.ascender) / Double(cjk.unitsPerEm),
        Double(inter.horizontal.ascender) / Double(inter.unitsPerEm)) * 17
    let descent =
      max(
        -Double(cjk.horizontal.descender) / Double(cjk.unitsPerEm),
        -Double(inter.horizontal.descender) / Double(inter.unitsPerEm)) * 17
    #expect(abs(layout.lines[0].ascent - ascent) < 1e-9)
    #expect(abs(layout.lines[0].descent - descent) < 1e-9)
    #expect(abs(layout.firstBaseline - ascent) < 1e-9)
  }

  /// Two lines at most: the second ends in "…" (Inter's glyph for U+2026, id from hb-shape),
  /// fits the width, and one more grapheme would not fit (widths from hb-shape).
  @Test func tailTruncationEndsInAnEllipsis() throws {
    let library = try Fixtures.library()
    let font = try Fixtures.inter(17)
    let text = "The quick brown fox jumps over the lazy dog and keeps running far away"
    let layout = try library.layout(text, font: font, style: ParagraphStyle(width: 120, maximumLines: 2))
    #expect(layout.lines.count == 2)
    #expect(layout.isTruncated && !layout.lines[0].isTruncated)
    let unlimited = try library.layout(text, font: font, style: ParagraphStyle(width: 120))
    #expect(layout.lines[0].range == unlimited.lines[0].range)
    let path = try Oracle.fontFile("Inter")
    let ellipsis = try Oracle.hbShape(font: path, text: "…", fontSize: 17000)
    let last = try #require(layout.lines[1].runs.last?.glyphs.last)
    #expect(Int(last.id) == ellipsis[0].glyph)
    #expect(layout.lines[1].width <= 120)
    // The text is ASCII: UTF-16 offsets are character offsets.
    let shown = String(text.dropFirst(layout.lines[1].range.lowerBound))
    let kept = layout.lines[1].range.count
    let longer = String(shown.prefix(kept + 1)) + "…"
    let oracle = try Oracle.hbShape(font: path, text: longer, fontSize: 17000).map(\.xAdvance).reduce(0, +)
    #expect(Double(oracle) / 1000 > 120)
    let fitted = String(shown.prefix(kept)) + "…"
    let fittedWidth = try Oracle.hbShape(font: path, text: fitted, fontSize: 17000).map(\.xAdvance).reduce(
      0, +)
    let difference = abs(Double(fittedWidth) / 1000 - layout.lines[1].width)
    #expect(difference <= 0.001 * Double(fitted.count + 1))
  }

  /// One line, no width, two paragraphs: the first paragraph plus "…".
  @Test func singleLineLimitCutsLaterParagraphs() throws {
    let layout = try Fixtures.library().layout(
      "abc\ndef", font: try Fixtures.inter(17), style: ParagraphStyle(maximumLines: 1))
    #expect(layout.lines.count == 1)
    #expect(layout.lines[0].range == 0..<3 && layout.isTruncated)
    #expect(layout.lines[0].runs.flatMap(\.glyphs).count == 4)
  }

  @Test(arguments: [
    (TextAlignment.left, 0.0), (TextAlignment.center, 0.5), (TextAlignment.right, 1.0),
    (TextAlignment.natural, 0.0),
  ])
  func alignmentPlacesLinesInTheWidth(alignment: TextAlignment, factor: Double) throws {
    let library = try Fixtures.library()
    let font = try Fixtures.inter(17)
    let layout = try library.layout(
      "Hi\nHello there", font: font, style: ParagraphStyle(width: 200, alignment: alignment))
    for line in layout.lines {
      #expect(abs(line.x - (200 - line.width) * factor) < 1e-9)
      #expect(abs((line.runs.first?.glyphs.first?.x ?? -1) - line.x) < 1e-9)
    }
  }

  /// Right-to-left base direction (first strong character Hebrew): natural alignment is right.
  @Test func naturalAlignmentFollowsTheBaseDirection() throws {
    let font = try Fixtures.dejaVu(15)
    let layout = try Fixtures.library().layout("שלום עולם", font: font, style: ParagraphStyle(width: 200))
    #expect(layout.isRightToLeft)
    let line = layout.lines[0]
    #expect(abs(line.x - (200 - line.width)) < 1e-9)
  }

  /// Mixed text: the Hebrew run is shaped right to left (glyph ids and order as hb-shape gives
  /// them for the Hebrew alone, clusters descending) between two left-to-right runs.
  @Test func rightToLeftRunsShapeCorrectly() throws {
    let font = try Fixtures.dejaVu(15)
    let layout = try Fixtures.library().layout("abc שלום def", font: font)
    let runs = layout.lines[0].runs
    #expect(runs.map(\.isRightToLeft) == [false, true, false])
    let hebrew = try Oracle.hbShape(font: try Oracle.fontFile("DejaVu Sans"), text: "שלום", fontSize: 15000)
    let ours = runs[1].glyphs.filter { $0.cluster >= 4 && $0.cluster < 8 }
    #expect(ours.map { Int($0.id) } == hebrew.map(\.glyph))
    #expect(ours.map(\.cluster) == hebrew.map { $0.cluster + 4 })
    let xs = runs.flatMap(\.glyphs).map(\.x)
    #expect(xs == xs.sorted())
  }

  /// Arabic letters join: hb-shape's contextual forms, and the run covers the whole word.
  @Test func arabicFallsBackAndJoins() throws {
    let layout = try Fixtures.library().layout("Hi مرحبا", font: try Fixtures.inter(17))
    let arabic = try #require(layout.lines[0].runs.last)
    #expect(arabic.font.familyName == "DejaVu Sans" && arabic.isRightToLeft)
    let oracle = try Oracle.hbShape(font: try Oracle.fontFile("DejaVu Sans"), text: "مرحبا", fontSize: 17000)
    #expect(arabic.glyphs.map { Int($0.id) } == oracle.map(\.glyph))
  }

  @Test func emojiAndCJKUseTheirFallbackFonts() throws {
    let runs = try Fixtures.library().layout("a😀b日", font: try Fixtures.inter(17)).lines[0].runs
    #expect(runs.map(\.font.familyName) == ["Inter", "Noto Color Emoji", "Inter", "WenQuanYi Micro Hei"])
  }
}
