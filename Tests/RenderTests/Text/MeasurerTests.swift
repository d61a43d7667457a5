import Foundation
import Layout
import Render
import TestSupport
import Testing

/// The measurer's widths agree with HarfBuzz's own command-line shaper on the same font file.
@Suite struct MeasurerTests {
  @Test(arguments: ["Name", "Enter name", "Much Longer Button Title"])
  func widthMatchesHbShape(_ text: String) throws {
    let shaped = try TypesettingShaper.shared().shape(
      text, font: ResolvedFont(pointSize: 17), maxWidth: nil, maxLines: 1)
    let path = try #require(shaped.lines.first?.segments.first?.font.path)
    // hb-shape at font size 17000 gives advances in 1/1000 px at 17 px (REFERENCE §5).
    let oracle = try HBShape.width(text, font: path, size: 17)
    let measured = Fixtures.measure(text, size: 17)
    #expect(abs(measured.width - oracle) < 0.01, "measured \(measured.width), hb-shape \(oracle)")
    #expect(measured.lineCount == 1)
  }
}
