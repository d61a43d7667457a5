import Foundation
import Layout
import Render
import TestSupport
import Testing

/// Determinism, SVG validity, SVG-to-PNG agreement, ids.
@Suite struct OutputTests {
  @Test(arguments: Fixtures.figures.indices)
  func renderingTwiceGivesIdenticalPixelsAndSVG(_ index: Int) throws {
    let figure = Fixtures.figures[index]
    let a = try RasterImage(png: Support.renderer.render(figure, format: .png))
    let b = try RasterImage(png: Support.renderer.render(figure, format: .png))
    #expect(a == b)
    let svgA = try Support.renderer.render(figure, format: .svg)
    let svgB = try Support.renderer.render(figure, format: .svg)
    #expect(svgA == svgB)
  }

  @Test func parallelRendersAgree() async throws {
    let figure = Fixtures.figures[1]
    let reference = try RasterImage(png: Support.renderer.render(figure, format: .png))
    let images = try await withThrowingTaskGroup(of: RasterImage.self) { group in
      for _ in 0..<4 {
        group.addTask { try RasterImage(png: Support.renderer.render(figure, format: .png)) }
      }
      var out: [RasterImage] = []
      for try await image in group { out.append(image) }
      return out
    }
    for image in images { #expect(image == reference) }
  }

  @Test(arguments: Fixtures.figures.indices)
  func svgIsValidXML(_ index: Int) throws {
    let svg = try Support.renderer.render(Fixtures.figures[index], format: .svg)
    let result = try TestProcess.run("/usr/bin/xmllint", ["--noout", "-"], input: svg)
    #expect(result.status == 0, "xmllint: \(result.stderr)")
  }

  /// The SVG rasterized by rsvg-convert matches our PNG (tolerance: `SVGComparison`).
  @Test(arguments: Fixtures.figures.indices)
  func svgRasterizedByRsvgMatchesPNG(_ index: Int) throws {
    try SVGComparison.check(Fixtures.figures[index], name: "fixture \(index)")
  }

  @Test func svgCarriesTitleDescriptionAccessibleTextAndBothThemes() throws {
    let figure = Fixtures.figures[0]
    let svg = String(decoding: try Support.renderer.render(figure, format: .svg), as: UTF8.self)
    #expect(svg.contains("<title id=\"title\">Simple Label and Text Field</title>"))
    #expect(svg.contains("<desc id=\"desc\">"))
    #expect(svg.contains("Name Text Field.Leading = Name Label.Trailing + Standard"))
    // Every view text is present as real (invisible) text for search and screen readers.
    #expect(svg.contains(">Name</text>"))
    #expect(svg.contains(">Enter name</text>"))
    #expect(svg.contains("@media (prefers-color-scheme: dark)"))
    // Light satisfied blue by default (REFERENCE §7's #007AFF darkened to #0062CC for 4.5:1 text),
    // dark blue under the media query.
    #expect(svg.contains(".s-satisfied{stroke:#0062CC}"))
    #expect(svg.contains(".s-satisfied{stroke:#0A84FF}"))
    // Glyphs are outlines, not font references.
    #expect(svg.contains("<use xlink:href=\"#f0-g"))
  }

  @Test func idsAreUniqueAndDescribeTheFigure() throws {
    let svg = String(decoding: try Support.renderer.render(Fixtures.figures[1], format: .svg), as: UTF8.self)
    var ids: [String] = []
    var rest = Substring(svg)
    while let r = rest.range(of: " id=\"") {
      rest = rest[r.upperBound...]
      guard let end = rest.firstIndex(of: "\"") else { break }
      ids.append(String(rest[..<end]))
      rest = rest[end...]
    }
    #expect(!ids.isEmpty)
    #expect(Set(ids).count == ids.count)
    // Panel 1 (landscape) has constraint 6 and its tag; ids name panels and constraint numbers.
    #expect(ids.contains("p1-c6") && ids.contains("p1-c6-tag") && ids.contains("p0-v1"))
  }

  @Test func markupInTextIsEscaped() throws {
    var panel = Fixtures.simpleLabelAndTextField()
    panel.scene.views[0].text = "A < B & \"C\" \u{1}"
    panel.result[ViewID(0)].frame.size.width = 200  // wide enough not to truncate
    panel.caption = "<script>&amp;"
    let svg = try Support.renderer.render(Figure(title: "x & y < z", panels: [panel]), format: .svg)
    let result = try TestProcess.run("/usr/bin/xmllint", ["--noout", "-"], input: svg)
    #expect(result.status == 0, "xmllint: \(result.stderr)")
    let text = String(decoding: svg, as: UTF8.self)
    #expect(text.contains(">A &lt; B &amp; &quot;C&quot; </text>"))
    #expect(text.contains("<title id=\"title\">x &amp; y &lt; z</title>"))
  }

  @Test func pdfIsAOnePagePDF() throws {
    let pdf = try Support.renderer.render(Fixtures.figures[0], format: .pdf)
    #expect(Array(pdf.prefix(5)) == Array("%PDF-".utf8))
    let text = String(decoding: pdf, as: UTF8.self)
    #expect(text.contains("/Count 1"))
  }
}
