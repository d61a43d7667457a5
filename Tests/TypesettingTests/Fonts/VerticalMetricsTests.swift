import Foundation
import Testing
import Typesetting

/// The system font's stand-in: Inter's glyphs with San Francisco's vertical metrics. Expected
/// values are San Francisco's own figures (REFERENCE section 2, issue 22): ascender 1950/2048 em,
/// descender -494/2048 em, no line gap, so 17 pt gives ascender 16.1865234375, descender
/// -4.1005859375 and line height 2444 x 17 / 2048 = 20.287109375, and 15 pt the 17.900390625 that
/// `UIFont.systemFont(ofSize: 15).lineHeight` logs as 17.900391.
@Suite struct VerticalMetricsTests {
  @Test func sanFranciscoAtSeventeenAndFifteen() throws {
    let font = try Fixtures.inter(17).withVerticalMetrics(.sanFrancisco)
    #expect(font.ascender == 16.1865234375)
    #expect(font.descender == -4.1005859375)
    #expect(font.lineGap == 0)
    #expect(font.lineHeight == 20.287109375)
    #expect(try font.withSize(15).lineHeight == 17.900390625)
    // The override travels with the size and shows in the unit metrics, in the face's own units.
    let em = Double(font.unitsPerEm)
    #expect(abs(font.unitMetrics.ascender - 1950 * em / 2048) < 1e-9)
    #expect(abs(font.unitMetrics.descender - -494 * em / 2048) < 1e-9)
    #expect(try font.withSize(34).lineHeight == 2444.0 * 34 / 2048)
  }

  @Test func glyphsWidthsAndCapHeightStayInters() throws {
    let library = try Fixtures.library()
    let inter = try Fixtures.inter(17)
    let standIn = inter.withVerticalMetrics(.sanFrancisco)
    #expect(standIn.file == inter.file)
    #expect(standIn.capHeight == inter.capHeight)
    #expect(standIn.xHeight == inter.xHeight)
    #expect(
      try library.width(of: "Intrinsic content size", font: standIn)
        == library.width(of: "Intrinsic content size", font: inter))
    // Not the same font for the layout cache: Inter's own ascender is 1984/2048 em.
    #expect(standIn != inter)
    #expect(standIn.withVerticalMetrics(nil) == inter)
    #expect(abs(try library.layout("Hello", font: inter).firstBaseline - 17.0 * 1984 / 2048) < 1e-9)
  }

  /// Lines follow the metrics: each line 20.287109375 high, the first baseline at the ascender,
  /// the next one a line height lower (a label of n lines is n line heights, as UILabel's).
  @Test func linesStackAtTheLineHeight() throws {
    let library = try Fixtures.library()
    let font = try Fixtures.inter(17).withVerticalMetrics(.sanFrancisco)
    let one = try library.layout("Hello", font: font)
    #expect(one.height == 20.287109375)
    #expect(one.firstBaseline == 16.1865234375)
    let three = try library.layout("One\nTwo\nThree", font: font)
    #expect(three.lines.count == 3)
    #expect(abs(three.height - 3 * 20.287109375) < 1e-9)
    #expect(abs(three.lastBaseline - (16.1865234375 + 2 * 20.287109375)) < 1e-9)
    #expect(three.lines[1].top == 20.287109375)
  }

  /// A line whose every glyph comes from a fallback (Chinese text: WenQuanYi Micro Hei here) is
  /// still at least the requested font's line high: ascent and descent are each the larger of
  /// San Francisco's (16.1865234375, 4.1005859375 at 17 pt) and the fallback's, read from its
  /// tables by the test. IB stores such labels (tiercel-Main, 17-pt system font) 20.5 and 21
  /// high on a 2x canvas, never below San Francisco's 20.287 (docs/typesetting.md, "A line is
  /// at least its own font's height"); the fallback's own line alone is shorter.
  @Test func fallbackOnlyLineKeepsTheRequestedFontsHeight() throws {
    let library = try Fixtures.library()
    let font = try Fixtures.inter(17).withVerticalMetrics(.sanFrancisco)
    let layout = try library.layout("蜂窝网络下载", font: font)
    #expect(layout.lines.first?.runs.map(\.font.familyName) == ["WenQuanYi Micro Hei"])
    let cjk = try OpenTypeTables(path: try Oracle.fontFile("WenQuanYi Micro Hei"))
    let em = Double(cjk.unitsPerEm)
    let ascent = max(16.1865234375, Double(cjk.horizontal.ascender) / em * 17)
    let descent = max(4.1005859375, -Double(cjk.horizontal.descender) / em * 17)
    #expect(abs(layout.lines[0].ascent - ascent) < 1e-9)
    #expect(abs(layout.lines[0].descent - descent) < 1e-9)
    #expect(layout.height >= 20.287109375)
  }

  /// With `withCJKAdvanceScale(_:wholePointLines: true)` (the system font's stand-in), a text of
  /// one line holding CJK text from the fallback is its fonts' line rounded up to a whole point,
  /// the extra below the baseline: 17 pt, at least San Francisco's 20.287, is 21 as IB stores such labels;
  /// a mixed line too ("获奖经历:" at 16: 19.09 -> 20); a Latin line keeps its own 20.287.
  @Test func cjkLinesAreWholePointsHigh() throws {
    let library = try Fixtures.library()
    let font = try Fixtures.inter(17).withVerticalMetrics(.sanFrancisco)
      .withCJKAdvanceScale(1, wholePointLines: true)
    let plain = try library.layout("蜂窝网络下载", font: try Fixtures.inter(17).withVerticalMetrics(.sanFrancisco))
    let cjk = try library.layout("蜂窝网络下载", font: font)
    #expect(cjk.height == 21)
    #expect(cjk.lines[0].ascent == plain.lines[0].ascent)
    #expect(cjk.width == plain.width)
    let mixed = try library.layout("获奖经历:", font: try font.withSize(16))
    #expect(mixed.height == 20)
    let latin = try library.layout("Notice", font: font)
    #expect(abs(latin.height - 20.287109375) < 1e-9)
    // Two lines of CJK text keep their lines, as IB's multi-line labels do: 2 x 20.287.
    let two = try library.layout("蜂窝网络\n下载", font: font)
    #expect(two.lines.count == 2 && two.height == two.lines[0].height + two.lines[1].height)
    #expect(two.lines[0].height == plain.lines[0].height && plain.height < 21)
  }

  /// A paragraph's minimum line height clamps each line after its multiple and after the
  /// whole-point CJK rounding, max(line x multiple, minimum), as TextKit does (review38-stop L3):
  /// the 21-pt CJK line stays 21 under a minimum of 20 (a multiple of 20 / 20.287 of the primary
  /// font's line would scale it to 20.70) and becomes 25 under 25; the Latin line, 20.287109375,
  /// becomes 25, and with a multiple of 1.5 is 30.4306640625, above the minimum.
  @Test func minimumLineHeightClampsEachLineAfterTheCJKRounding() throws {
    let library = try Fixtures.library()
    let font = try Fixtures.inter(17).withVerticalMetrics(.sanFrancisco)
      .withCJKAdvanceScale(1, wholePointLines: true)
    let cjk = try library.layout("蜂窝网络下载", font: font, style: ParagraphStyle(minimumLineHeight: 20))
    #expect(cjk.height == 21)
    let raised = try library.layout("蜂窝网络下载", font: font, style: ParagraphStyle(minimumLineHeight: 25))
    #expect(raised.height == 25)
    #expect(raised.lines[0].top == 4)
    let latin = try library.layout("Notice", font: font, style: ParagraphStyle(minimumLineHeight: 25))
    #expect(latin.height == 25)
    let both = try library.layout(
      "Notice", font: font, style: ParagraphStyle(lineHeightMultiple: 1.5, minimumLineHeight: 25))
    #expect(abs(both.height - 30.4306640625) < 1e-9)
  }
}

/// San Francisco's automatic tracking on the stand-in: the HIG's SF Pro table (points), added
/// after every glyph. Expected widths are Inter's own widths plus n x tracking, by hand.
@Suite struct TrackingTests {
  @Test func tableValuesAndInterpolation() {
    #expect(VerticalMetrics.sanFranciscoTracking(size: 17) == -0.43)
    #expect(VerticalMetrics.sanFranciscoTracking(size: 12) == 0)
    #expect(VerticalMetrics.sanFranciscoTracking(size: 36) == 0.37)
    // Halfway between 16 (-0.31) and 17 (-0.43).
    #expect(abs(VerticalMetrics.sanFranciscoTracking(size: 16.5) - -0.37) < 1e-12)
    // Beyond the table: 6's value below it, 0 above 96.
    #expect(VerticalMetrics.sanFranciscoTracking(size: 4) == 0.24)
    #expect(VerticalMetrics.sanFranciscoTracking(size: 120) == 0)
  }

  @Test func trackingAddsToEveryGlyphAndWrapsWithIt() throws {
    let library = try Fixtures.library()
    let inter = try Fixtures.inter(17)
    let tracked = inter.withTracking(-0.43)
    #expect(tracked != inter)
    #expect(tracked.withTracking(0) == inter)
    let plain = try library.width(of: "Hello world", font: inter)
    // 11 glyphs; the trailing tracking of the last glyph counts, as Core Text's does.
    #expect(abs(try library.width(of: "Hello world", font: tracked) - (plain + 11 * -0.43)) < 1e-9)
    let glyphs = try library.layout("Hello", font: tracked).lines[0].runs[0].glyphs
    let untracked = try library.layout("Hello", font: inter).lines[0].runs[0].glyphs
    for (a, b) in zip(glyphs, untracked) { #expect(abs(a.advance - (b.advance - 0.43)) < 1e-9) }
    // Wrapping uses the tracked widths: a width between the tracked and the plain width of
    // "Hello world" keeps it on one line only when tracked.
    let width = plain + 11 * -0.43 + 1
    #expect(
      try library.layout("Hello world", font: tracked, style: ParagraphStyle(width: width)).lines.count == 1)
    #expect(
      try library.layout("Hello world", font: inter, style: ParagraphStyle(width: width)).lines.count == 2)
  }
}

/// San Francisco's optical size on the stand-in: from 20 to 23 pt the advances move from Inter's
/// toward Inter Display's (docs/typesetting.md, "The system font's optical size"). Expected widths
/// come from hb-shape on the two files: Inter's shaped width plus the fraction of the difference
/// of the two faces' unkerned advances (`-kern`: the sum of each glyph's advance), by hand here.
@Suite struct OpticalSizeTests {
  @Test func fractionFollowsTheSizeFrom20To23() {
    #expect(VerticalMetrics.sanFranciscoDisplayFraction(size: 12) == 0)
    #expect(VerticalMetrics.sanFranciscoDisplayFraction(size: 20) == 0)
    #expect(abs(VerticalMetrics.sanFranciscoDisplayFraction(size: 21.5) - 0.5) < 1e-12)
    #expect(VerticalMetrics.sanFranciscoDisplayFraction(size: 23) == 1)
    #expect(VerticalMetrics.sanFranciscoDisplayFraction(size: 36) == 1)
    #expect(VerticalMetrics.sanFranciscoDisplayFraction(size: .nan) == 0)
  }

  /// The iOS 14 SDK's variable San Francisco: its optical size follows the point size from 17 to
  /// 28 pt (WWDC 2020, session 10175), so the fraction is (size - 17) / 11 between them, by hand:
  /// 20 pt 3/11, 22.5 pt 1/2; and the weights' first table holds until 28 pt.
  @Test func variableFractionFollowsTheSizeFrom17To28() {
    func fraction(_ size: Double) -> Double {
      VerticalMetrics.sanFranciscoDisplayFraction(size: size, variable: true)
    }
    #expect(fraction(12) == 0)
    #expect(fraction(17) == 0)
    #expect(abs(fraction(20) - 3.0 / 11) < 1e-12)
    #expect(abs(fraction(22.5) - 0.5) < 1e-12)
    #expect(fraction(28) == 1)
    #expect(fraction(34) == 1)
    #expect(fraction(.nan) == 0)
    // Semibold at 24 pt: 0.011 em (the first table) in the variable font, none in the split one.
    #expect(
      abs(VerticalMetrics.sanFranciscoWeightTracking(weight: 600, size: 24, variable: true) - 0.264) < 1e-12)
    #expect(VerticalMetrics.sanFranciscoWeightTracking(weight: 600, size: 24) == 0)
    #expect(VerticalMetrics.sanFranciscoWeightTracking(weight: 600, size: 28, variable: true) == 0)
  }

  /// Regular weight in the variable font: -0.006 em per glyph from 22 to 25 pt, none up to 21 pt
  /// and from 28 pt, linear between; by hand: 21.5 pt -0.003 x 21.5 = -0.0645, 24 pt -0.144,
  /// 26.5 pt -0.003 x 26.5 = -0.0795; the split design and the other weights' values are unchanged.
  @Test func variableRegularIsNarrowerFrom21To28() {
    func regular(_ size: Double, variable: Bool = true) -> Double {
      VerticalMetrics.sanFranciscoWeightTracking(weight: 400, size: size, variable: variable)
    }
    #expect(regular(17) == 0)
    #expect(regular(20) == 0)
    #expect(regular(21) == 0)
    #expect(abs(regular(21.5) + 0.0645) < 1e-12)
    #expect(abs(regular(24) + 0.144) < 1e-12)
    #expect(abs(regular(26.5) + 0.0795) < 1e-12)
    #expect(regular(28) == 0)
    #expect(regular(34) == 0)
    #expect(regular(24, variable: false) == 0)
    #expect(VerticalMetrics.sanFranciscoWeightTracking(weight: 300, size: 24, variable: true) == 0)
    #expect(regular(.nan) == 0)
  }

  @Test func advancesMoveTowardTheDisplayFace() throws {
    let library = try Fixtures.library()
    let inter = try Fixtures.inter(22)
    let display = try library.font(family: VerticalMetrics.displayFamily, size: 22, strict: true).font
    #expect(display.familyName == "Inter Display")
    let text = "Restaurant"
    // hb-shape at the units per em gives exact font units.
    func width(_ path: String, _ features: String? = nil) throws -> Double {
      let upem = try OpenTypeTables(path: path).unitsPerEm
      let units = try Oracle.hbShape(font: path, text: text, fontSize: upem, features: features).map(
        \.xAdvance)
      return Double(units.reduce(0, +)) * 22 / Double(upem)
    }
    let shaped = try width(inter.file.path)
    let spread = try width(display.file.path, "-kern") - width(inter.file.path, "-kern")
    #expect(spread < -10)  // Inter Display is about 11% narrower at 22 pt.
    for fraction in [0.0, 0.25, 5.0 / 11, 1] {
      let blended = inter.withAdvances(toward: display, fraction: fraction)
      #expect(abs(try library.width(of: text, font: blended) - (shaped + fraction * spread)) < 1e-9)
    }
    // Tracking adds on top, per glyph; fraction 0 or no display face is Inter itself.
    let both = inter.withTracking(-0.26).withAdvances(toward: display, fraction: 0.5)
    #expect(abs(try library.width(of: text, font: both) - (shaped + 0.5 * spread - 2.6)) < 1e-9)
    #expect(inter.withAdvances(toward: display, fraction: 0) == inter)
    #expect(inter.withAdvances(toward: nil, fraction: 0.5) == inter)
    #expect(inter.withAdvances(toward: display, fraction: 0.5) != inter)
    // Drawn glyph positions follow the measured advances.
    let glyphs = try library.layout(text, font: both).lines[0].runs[0].glyphs
    #expect(abs(glyphs.map(\.advance).reduce(0, +) - (shaped + 0.5 * spread - 2.6)) < 1e-9)
  }
}

/// San Francisco's word space on the stand-in: every space 0.02 em narrower, after the tracking
/// (docs/typesetting.md, "The system font's word space"). Expected widths: Inter's own plus the
/// spacing per space, by hand.
@Suite struct WordSpacingTests {
  @Test func valuePerSize() {
    #expect(abs(VerticalMetrics.sanFranciscoWordSpacing(size: 17) - -0.34) < 1e-12)
    #expect(abs(VerticalMetrics.sanFranciscoWordSpacing(size: 15) - -0.3) < 1e-12)
    #expect(VerticalMetrics.sanFranciscoWordSpacing(size: .infinity) == 0)
  }

  @Test func spacesOnlyAndWrapping() throws {
    let library = try Fixtures.library()
    let inter = try Fixtures.inter(17)
    let spaced = inter.withWordSpacing(-0.34)
    #expect(spaced != inter)
    #expect(spaced.withWordSpacing(0) == inter)
    // No space: unchanged; two spaces (and a no-break space): 3 x -0.34, with the tracking too.
    #expect(try library.width(of: "Hello", font: spaced) == library.width(of: "Hello", font: inter))
    let plain = try library.width(of: "a b\u{00A0}c d", font: inter)
    #expect(abs(try library.width(of: "a b\u{00A0}c d", font: spaced) - (plain - 3 * 0.34)) < 1e-9)
    let both = inter.withTracking(-0.43).withWordSpacing(-0.34)
    #expect(
      abs(
        try library.width(of: "a b", font: both)
          - (try library.width(of: "a b", font: inter) - 3 * 0.43 - 0.34)) < 1e-9)
    // The drawn space glyph's advance moves by it.
    let glyphs = try library.layout("a b", font: spaced).lines[0].runs[0].glyphs
    let untouched = try library.layout("a b", font: inter).lines[0].runs[0].glyphs
    #expect(abs(glyphs[1].advance - (untouched[1].advance - 0.34)) < 1e-9)
    #expect(glyphs[0].advance == untouched[0].advance)
  }
}

/// San Francisco's heavier weights are wider than the stand-in's: extra points after every glyph
/// by weight (docs/typesetting.md, "The system font's weights"). Expected values by hand from the
/// tables: below 23 pt 0.006 em at 500, 0.011 at 600, 0.013 at 700, 0.035 at 900, linear between,
/// none at 400 and below; from 23 pt none up to 600, 0.013 at 700, 0.035 at 900.
@Suite struct WeightTrackingTests {
  @Test func valuePerWeightAndSize() {
    func value(_ weight: Int, _ size: Double) -> Double {
      VerticalMetrics.sanFranciscoWeightTracking(weight: weight, size: size)
    }
    #expect(abs(value(600, 17) - 0.187) < 1e-12)
    #expect(abs(value(500, 16) - 0.096) < 1e-12)
    #expect(abs(value(550, 10) - 0.085) < 1e-12)
    #expect(abs(value(700, 18) - 0.234) < 1e-12)
    #expect(abs(value(900, 18) - 0.63) < 1e-12)
    #expect(abs(value(800, 10) - 0.24) < 1e-12)
    #expect(abs(value(600, 22) - 0.242) < 1e-12)
    #expect(value(400, 17) == 0)
    #expect(value(300, 17) == 0)
    #expect(value(600, 23) == 0)
    #expect(value(500, 28) == 0)
    #expect(abs(value(700, 24) - 0.312) < 1e-12)
    #expect(abs(value(800, 36) - 0.864) < 1e-12)
    #expect(abs(value(900, 36) - 1.26) < 1e-12)
    #expect(value(600, .infinity) == 0)
  }
}
