import CCairo
import Testing

@testable import Render

/// Our PNG encoder against Cairo's own writer: both decode (through Cairo and libpng) to the same
/// pixels, opaque and transparent.
@Suite struct PNGEncoderTests {
  private func bothEncodings(_ list: DisplayList, transparent: Bool, scale: Double) throws -> (
    RasterImage, RasterImage
  ) {
    let surface = try CairoBackend.imageSurface(list, theme: .light, scale: scale, transparent: transparent)
    defer { cairo_surface_destroy(surface) }
    let ours = try RasterImage(png: PNGEncoder.encode(surface: surface, knownOpaque: !transparent))
    let cairos = try RasterImage(png: CairoBackend.cairoPNG(surface))
    return (ours, cairos)
  }

  @Test(arguments: [false, true])
  func fixturesDecodeToCairosPixels(_ transparent: Bool) throws {
    for figure in Fixtures.figures {
      let list = try Support.renderer.displayList(for: figure)
      let (ours, cairos) = try bothEncodings(list, transparent: transparent, scale: 1)
      #expect(ours == cairos)
    }
  }

  @Test func bookAtTwoXDecodesToCairosPixels() throws {
    for entry in Book.entries.prefix(6) {
      let list = try Support.renderer.displayList(for: entry.figure)
      let (ours, cairos) = try bothEncodings(list, transparent: false, scale: 2)
      #expect(ours == cairos, "\(entry.file)")
    }
  }

  @Test func translucentEdgesRoundTrip() throws {
    // Half-transparent colours exercise un-premultiplication on every channel value.
    var items: [DisplayItem] = []
    for i in 0..<16 {
      let alpha = Double(i + 1) / 17
      items.append(
        .rect(
          RectItem(
            rect: DisplayRect(x: Double(i) * 3, y: 0, width: 3.3, height: 10),
            fill: .color(RGBA(red: 0.9, green: 0.3, blue: Double(i) / 15, alpha: alpha)))))
    }
    let list = DisplayList(width: 50, height: 12, title: "alpha", summary: "", items: items)
    let (ours, cairos) = try bothEncodings(list, transparent: true, scale: 3)
    #expect(ours == cairos)
  }
}
