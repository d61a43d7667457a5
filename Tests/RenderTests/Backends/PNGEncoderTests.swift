import CCairo
import TestSupport
import Testing

@testable import Render

/// Our PNG encoder against Cairo's own writer: both decode (through Cairo and libpng) to the same
/// pixels, opaque and transparent; and the files stay close to Cairo's.
@Suite struct PNGEncoderTests {
  private func bothEncodings(
    _ list: DisplayList, transparent: Bool, scale: Double
  ) throws -> (ours: [UInt8], cairos: [UInt8]) {
    let surface = try CairoBackend.imageSurface(list, theme: .light, scale: scale, transparent: transparent)
    defer { cairo_surface_destroy(surface) }
    let ours = try PNGEncoder.encode(surface: surface, knownOpaque: !transparent)
    return (ours, try CairoBackend.cairoPNG(surface))
  }

  @Test(arguments: [false, true])
  func fixturesDecodeToCairosPixels(_ transparent: Bool) throws {
    for figure in Fixtures.figures {
      let list = try Support.renderer.displayList(for: figure)
      let (ours, cairos) = try bothEncodings(list, transparent: transparent, scale: 1)
      #expect(try RasterImage(png: ours) == RasterImage(png: cairos))
    }
  }

  /// Six book recipes at 2x: same pixels as Cairo's writer, and together at most 1.3 times the
  /// bytes of Cairo's files (libpng's full filter search at zlib level 6; the brief's size target).
  @Test func bookAtTwoXDecodesToCairosPixelsAtComparableSize() throws {
    var ourBytes = 0
    var cairoBytes = 0
    for entry in Book.entries.prefix(6) {
      let list = try Support.renderer.displayList(for: entry.figure)
      let (ours, cairos) = try bothEncodings(list, transparent: false, scale: 2)
      #expect(try RasterImage(png: ours) == RasterImage(png: cairos), "\(entry.file)")
      ourBytes += ours.count
      cairoBytes += cairos.count
    }
    #expect(cairoBytes > 0)
    #expect(Double(ourBytes) <= 1.3 * Double(cairoBytes), "\(ourBytes) vs Cairo's \(cairoBytes)")
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
    #expect(try RasterImage(png: ours) == RasterImage(png: cairos))
  }
}
