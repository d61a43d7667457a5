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
}
