import Foundation
import Layout
import Render
import TestSupport
import Testing

/// The measurer's widths agree with HarfBuzz's own command-line shaper on the same font file.
@Suite struct MeasurerTests {
  /// A named family ("Inter") is measured as the file shapes it: hb-shape's advance exactly.
  @Test(arguments: ["Name", "Enter name", "Much Longer Button Title"])
  func widthMatchesHbShape(_ text: String) throws {
    let inter = ResolvedFont(family: "Inter", pointSize: 17)
    let shaped = try TypesettingShaper.shared().shape(text, font: inter, maxWidth: nil, maxLines: 1)
    let path = try #require(shaped.lines.first?.segments.first?.font.path)
    // hb-shape at font size 17000 gives advances in 1/1000 px at 17 px (REFERENCE §5).
    let oracle = try HBShape.width(text, font: path, size: 17)
    let measured = try Fixtures.measurer.measure(TextMeasureRequest(text: text, font: inter))
    #expect(abs(measured.width - oracle) < 0.01, "measured \(measured.width), hb-shape \(oracle)")
    #expect(measured.lineCount == 1)
  }

  /// The system font (no family) is Inter with San Francisco's automatic tracking: the Human
  /// Interface Guidelines' SF Pro table gives -0.43 pt at 17 pt and -0.23 at 15, added after
  /// every glyph (these strings are one glyph per character in Inter), and +0.37 at 36.
  @Test(arguments: [
    ("Name", 17.0, -0.43), ("Enter name", 15, -0.23), ("Much Longer Button Title", 17, -0.43),
    ("Green", 36, 0.37),
  ])
  func systemFontAddsSanFranciscoTracking(_ text: String, size: Double, tracking: Double) throws {
    let shaped = try TypesettingShaper.shared().shape(
      text, font: ResolvedFont(pointSize: size), maxWidth: nil, maxLines: 1)
    let path = try #require(shaped.lines.first?.segments.first?.font.path)
    let glyphs = try #require(shaped.lines.first?.segments.first?.glyphs.count)
    #expect(glyphs == text.count)
    let oracle = try HBShape.width(text, font: path, size: size) + Double(text.count) * tracking
    let measured = Fixtures.measure(text, size: size)
    #expect(abs(measured.width - oracle) < 0.01, "measured \(measured.width), hb-shape + tracking \(oracle)")
  }
}
