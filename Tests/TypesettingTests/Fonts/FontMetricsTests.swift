import Foundation
import Testing
import Typesetting

/// Vertical metrics against values read straight from the font files' hhea and OS/2 tables.
@Suite struct FontMetricsTests {
  static let families = ["Inter", "DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono", "WenQuanYi Micro Hei"]

  @Test(arguments: families)
  func metricsMatchTheTables(family: String) throws {
    let font = try Fixtures.library().font(family: family, size: 17, strict: true).font
    let tables = try OpenTypeTables(path: font.file.path, index: font.file.index)
    let scale = 17.0 / Double(tables.unitsPerEm)
    let (ascender, descender, lineGap) = tables.horizontal
    #expect(font.unitsPerEm == tables.unitsPerEm)
    #expect(abs(font.ascender - Double(ascender) * scale) < 1e-9)
    #expect(abs(font.descender - Double(descender) * scale) < 1e-9)
    #expect(abs(font.lineGap - Double(lineGap) * scale) < 1e-9)
    #expect(abs(font.lineHeight - Double(ascender - descender + lineGap) * scale) < 1e-9)
    if let capHeight = tables.capHeight, capHeight > 0 {
      #expect(abs(font.capHeight - Double(capHeight) * scale) < 1e-9)
    }
    if let xHeight = tables.xHeight, xHeight > 0 {
      #expect(abs(font.xHeight - Double(xHeight) * scale) < 1e-9)
    }
  }

  @Test func metricsScaleLinearlyWithSize() throws {
    let small = try Fixtures.inter(10)
    let large = try small.withSize(30)
    #expect(abs(large.ascender - 3 * small.ascender) < 1e-9)
    #expect(abs(large.lineHeight - 3 * small.lineHeight) < 1e-9)
  }

  /// REFERENCE section 2 measured Inter at 17 px: ascender 16.469, descender -4.105, line
  /// height 20.574 (to the printed precision).
  @Test func interAtSeventeenMatchesTheReference() throws {
    let font = try Fixtures.inter(17)
    #expect(abs(font.ascender - 16.469) < 0.0005)
    #expect(abs(font.descender - -4.105) < 0.0005)
    #expect(abs(font.lineHeight - 20.574) < 0.0005)
  }

  /// A single line's height is the font's line height; its first baseline the ascender.
  @Test func singleLineBoxComesFromTheFont() throws {
    let library = try Fixtures.library()
    let font = try Fixtures.inter(17)
    let layout = try library.layout("Hello", font: font)
    #expect(layout.lines.count == 1)
    #expect(abs(layout.height - font.lineHeight) < 1e-9)
    #expect(abs(layout.firstBaseline - font.ascender) < 1e-9)
    #expect(layout.firstBaseline == layout.lastBaseline)
  }
}
