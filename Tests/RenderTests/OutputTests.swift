import Foundation
import Render
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
    let result = try ExternalTool.run("/usr/bin/xmllint", ["--noout", "-"], input: svg)
    #expect(result.status == 0, "xmllint: \(result.stderr)")
  }

  /// The SVG rasterized by rsvg-convert matches our PNG within a stated tolerance (docs/render.md).
  ///
  /// A pixel differs when a channel differs by more than 64 of 255. Outside text, at most 0.05% of
  /// the pixels may differ (antialiasing of strokes and arcs). Inside the boxes of glyph runs at
  /// most 25% may: Cairo 1.16 snaps each glyph drawn with `cairo_show_glyphs` to the device pixel
  /// grid, while the SVG's outlines sit at the exact HarfBuzz positions, so glyph edges move by up
  /// to half a pixel. A missing, wrong or misplaced glyph changes far more than that in its box,
  /// and any wrong line, fill or colour shows outside text.
  @Test(arguments: Fixtures.figures.indices)
  func svgRasterizedByRsvgMatchesPNG(_ index: Int) throws {
    let figure = Fixtures.figures[index]
    let list = try Support.renderer.displayList(for: figure)
    let png = try RasterImage(
      png: DiagramRenderer.render(list, format: .png, options: RenderOptions(scale: 2)))
    let svg = try DiagramRenderer.render(list, format: .svg)
    let converted = try ExternalTool.run("/usr/bin/rsvg-convert", ["--zoom=2", "--format=png"], input: svg)
    try #require(converted.status == 0, "rsvg-convert: \(converted.stderr)")
    let rsvg = try RasterImage(png: converted.stdout)
    try #require(png.width == rsvg.width && png.height == rsvg.height)
    // Text mask in device pixels (scale 2), grown by 2 px for antialiasing.
    var isText = [Bool](repeating: false, count: png.width * png.height)
    for run in Support.runs(in: list.items) where !run.glyphs.isEmpty {
      let b = run.bounds
      let x0 = max(Int((b.x * 2).rounded(.down)) - 2, 0)
      let x1 = min(Int((b.maxX * 2).rounded(.up)) + 2, png.width)
      let y0 = max(Int((b.y * 2).rounded(.down)) - 2, 0)
      let y1 = min(Int((b.maxY * 2).rounded(.up)) + 2, png.height)
      guard x0 < x1, y0 < y1 else { continue }
      for y in y0..<y1 { for x in x0..<x1 { isText[y * png.width + x] = true } }
    }
    var textPixels = 0
    var textDiffering = 0
    var otherPixels = 0
    var otherDiffering = 0
    for i in 0..<png.pixels.count {
      let differs = RasterImage.channelDifference(png.pixels[i], rsvg.pixels[i]) > 64
      if isText[i] {
        textPixels += 1
        if differs { textDiffering += 1 }
      } else {
        otherPixels += 1
        if differs { otherDiffering += 1 }
      }
    }
    #expect(otherDiffering * 2000 <= otherPixels, "outside text: \(otherDiffering) of \(otherPixels) differ")
    #expect(textDiffering * 4 <= textPixels, "inside text: \(textDiffering) of \(textPixels) differ")
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
    // Light satisfied blue by default, dark blue under the media query (REFERENCE §7).
    #expect(svg.contains(".s-satisfied{stroke:#007AFF}"))
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

  @Test func pdfIsAOnePagePDF() throws {
    let pdf = try Support.renderer.render(Fixtures.figures[0], format: .pdf)
    #expect(Array(pdf.prefix(5)) == Array("%PDF-".utf8))
    let text = String(decoding: pdf, as: UTF8.self)
    #expect(text.contains("/Count 1"))
  }
}
