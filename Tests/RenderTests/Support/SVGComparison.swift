import Render
import TestSupport
import Testing

/// Rasterizes a figure's SVG with `rsvg-convert --zoom=2` and compares it with our 2x PNG.
enum SVGComparison {
  /// The SVG rasterized by rsvg-convert matches our PNG within a stated tolerance (docs/render.md).
  ///
  /// A pixel differs when a channel differs by more than 64 of 255. Outside text, at most 0.05% of
  /// the pixels may differ (antialiasing of strokes and arcs). Inside the boxes of glyph runs at
  /// most 25% may: Cairo 1.16 snaps each glyph drawn with `cairo_show_glyphs` to the device pixel
  /// grid, while the SVG's outlines sit at the exact HarfBuzz positions, so glyph edges move by up
  /// to half a pixel. A missing, wrong or misplaced glyph changes far more than that in its box,
  /// and any wrong line, fill or colour shows outside text.
  static func check(_ figure: Figure, name: String) throws {
    let list = try Support.renderer.displayList(for: figure)
    try check(list, svg: DiagramRenderer.render(list, format: .svg), name: name)
  }

  /// The same comparison for a display list and an SVG document drawn from it.
  static func check(_ list: DisplayList, svg: [UInt8], name: String) throws {
    let png = try RasterImage(
      png: DiagramRenderer.render(list, format: .png, options: RenderOptions(scale: 2)))
    try check(list, svg: svg, png: png, name: name)
  }

  /// The same comparison given the pixels of the list's PNG at scale 2.
  static func check(_ list: DisplayList, svg: [UInt8], png: RasterImage, name: String) throws {
    let converted = try TestProcess.run("/usr/bin/rsvg-convert", ["--zoom=2", "--format=png"], input: svg)
    try #require(converted.status == 0, "rsvg-convert: \(converted.stderr)")
    let rsvg = try RasterImage(png: converted.stdoutBytes)
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
    // Equal pixels (most of a figure) differ by 0: the per-channel comparison is for the others (in
    // the debug build of `swift test`, 43 of the 65 s of CPU the book's rsvg test took, pixel by pixel).
    // Read through pointers: the debug build checks and retains an array on every subscript.
    png.pixels.withUnsafeBufferPointer { oursBuffer in
      rsvg.pixels.withUnsafeBufferPointer { theirsBuffer in
        isText.withUnsafeBufferPointer { isTextBuffer in
          let ours = oursBuffer.baseAddress!
          let theirs = theirsBuffer.baseAddress!
          let text = isTextBuffer.baseAddress!
          var i = 0
          while i < oursBuffer.count {
            let differs = ours[i] != theirs[i] && RasterImage.channelDifference(ours[i], theirs[i]) > 64
            if text[i] {
              textPixels += 1
              if differs { textDiffering += 1 }
            } else {
              otherPixels += 1
              if differs { otherDiffering += 1 }
            }
            i += 1
          }
        }
      }
    }
    #expect(
      otherDiffering * 2000 <= otherPixels,
      "\(name): outside text: \(otherDiffering) of \(otherPixels) differ")
    #expect(textDiffering * 4 <= textPixels, "\(name): inside text: \(textDiffering) of \(textPixels) differ")
  }
}
