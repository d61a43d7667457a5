import Golden
import Render
import Testing

/// `PartComparison` on hand-drawn images: a panel pushed down and a list pushed down compare
/// unchanged once aligned; the one pixel really added is the only one counted, at its place
/// relative to the list's top left.
@Suite struct PartComparisonTests {
  static let white: UInt32 = 0xFFFF_FFFF
  static let black: UInt32 = 0xFF00_0000

  static func image(_ width: Int, _ height: Int, black points: [(Int, Int)]) -> RasterImage {
    var pixels = [UInt32](repeating: white, count: width * height)
    for (x, y) in points { pixels[y * width + x] = black }
    return RasterImage(width: width, height: height, pixels: pixels)
  }

  static func metadata(
    _ width: Int, _ height: Int, panels: [(String, scene: PixelBox, area: PixelBox)], list: PixelBox?
  ) -> GoldenMetadata {
    GoldenMetadata(
      recipe: "x.recipe", recipeSHA256: "", title: "X", scale: 1, theme: .light, width: width, height: height,
      variants: panels.map {
        VariantFrames(name: $0.0, views: [], constraints: [], scene: $0.scene, area: $0.area)
      },
      environment: RenderEnvironment(fonts: [], libraries: [:], tool: "t"), list: list)
  }

  @Test func partsPushedDownCompareUnchangedAndOnlyTheNewPixelCounts() throws {
    // Golden 40 x 30: panel A (scene at 4,4), panel B (scene at 18,4), the list from y 16.
    let golden = Self.metadata(
      40, 30,
      panels: [
        ("A", PixelBox(minX: 4, minY: 4, maxX: 10, maxY: 10), PixelBox(minX: 2, minY: 2, maxX: 12, maxY: 12)),
        (
          "B", PixelBox(minX: 18, minY: 4, maxX: 28, maxY: 10),
          PixelBox(minX: 16, minY: 2, maxX: 30, maxY: 12)
        ),
      ], list: PixelBox(minX: 2, minY: 16, maxX: 30, maxY: 28))
    let expected = Self.image(40, 30, black: [(5, 5), (20, 6), (3, 17)])
    // Now B's area is 3 px taller (a view hangs lower, below its scene) and the list 3 px lower,
    // with one more black pixel at (8, 3) from its top left.
    let current = Self.metadata(
      40, 33,
      panels: [
        ("A", PixelBox(minX: 4, minY: 4, maxX: 10, maxY: 10), PixelBox(minX: 2, minY: 2, maxX: 12, maxY: 12)),
        (
          "B", PixelBox(minX: 18, minY: 4, maxX: 28, maxY: 10),
          PixelBox(minX: 16, minY: 2, maxX: 30, maxY: 15)
        ),
      ], list: PixelBox(minX: 2, minY: 19, maxX: 30, maxY: 31))
    let actual = Self.image(40, 33, black: [(5, 5), (20, 6), (20, 13), (3, 20), (10, 22)])

    let whole = ImageComparer().compare(expected: expected, actual: actual)
    #expect(!whole.matches)
    let parts = try #require(
      PartComparison.compare(
        expected: expected, golden: golden, actual: actual, current: current, comparer: ImageComparer()))
    #expect(parts.map(\.name) == ["panel \"A\"", "panel \"B\"", "the list"])
    #expect(parts[0].matches)
    #expect(parts[0].line(scale: 1) == "panel \"A\": unchanged where aligned at its scene's origin")
    // B's new pixel (20, 13) is below its old area: one pixel, 9 below its scene's origin.
    #expect(!parts[1].matches)
    #expect(
      parts[1].line(scale: 1)
        == "panel \"B\": 1 pixel differs at x 2 to 3, y 9 to 10 pt from its scene's origin")
    #expect(parts[2].comparison?.changedPixels == 1)
    #expect(parts[2].line(scale: 1) == "the list: 1 pixel differs at x 8 to 9, y 3 to 4 pt from its top left")
    // At scale 2 the same pixels are half as many points, rounded outwards.
    #expect(parts[2].line(scale: 2) == "the list: 1 pixel differs at x 4 to 5, y 1 to 2 pt from its top left")

    // The stacked diff: the changed parts' diffs, top to bottom, on the composite's grey.
    let diffs = parts.compactMap { $0.matches ? nil : $0.comparison?.diff }
    let stacked = try #require(PartComparison.stacked(diffs))
    #expect(stacked.height == diffs[0].height + diffs[1].height + 3 * Composite.gap)
    #expect(stacked.pixels[0] == 0xFFC7_C7CC)
  }

  /// A panel only in the golden is gone, one only now is new; a version 1 side gives no parts.
  @Test func newAndGonePanelsAndVersionOne() throws {
    let box = PixelBox(minX: 0, minY: 0, maxX: 4, maxY: 4)
    let golden = Self.metadata(8, 8, panels: [("A", box, box)], list: nil)
    let current = Self.metadata(8, 8, panels: [("B", box, box)], list: nil)
    let image = Self.image(8, 8, black: [])
    let parts = try #require(
      PartComparison.compare(
        expected: image, golden: golden, actual: image, current: current, comparer: ImageComparer()))
    #expect(
      parts.map { $0.line(scale: 1) } == [
        "panel \"A\": gone (only in the golden)", "panel \"B\": new (not in the golden)",
      ])
    var v1 = golden
    v1.version = nil
    #expect(
      PartComparison.compare(
        expected: image, golden: v1, actual: image, current: current, comparer: ImageComparer())
        == nil)
  }

  /// A golden's JSON edited by hand: boxes far outside any PNG, origins so far apart that the
  /// cut-outs would outgrow both images, or a size that is not its PNG's, give no parts (the whole figure is compared, as for
  /// version 1) rather than a huge allocation.
  @Test func implausibleBoxesGiveNoParts() {
    let box = PixelBox(minX: 0, minY: 0, maxX: 4, maxY: 4)
    let image = Self.image(8, 8, black: [])
    let current = Self.metadata(8, 8, panels: [("A", box, box)], list: nil)
    let huge = PixelBox(minX: Int.min, minY: 0, maxX: Int.max, maxY: 4)
    let far = PixelBox(minX: -60_000, minY: -60_000, maxX: -59_990, maxY: -59_990)
    for golden in [
      Self.metadata(8, 8, panels: [("A", box, huge)], list: nil),
      Self.metadata(8, 8, panels: [("A", box, box)], list: PixelBox(minX: 5, minY: 5, maxX: 2, maxY: 8)),
      Self.metadata(8, 8, panels: [("A", far, box)], list: nil),
      // Metadata of a 9 x 8 PNG beside an 8 x 8 one: it describes another image.
      Self.metadata(9, 8, panels: [("A", box, box)], list: nil),
    ] {
      #expect(
        PartComparison.compare(
          expected: image, golden: golden, actual: image, current: current, comparer: ImageComparer()) == nil)
    }
  }

  /// The whole-image summary in words: one black pixel on white is changed; the grey pixels of a
  /// shifted soft edge are counted apart and called what they may be.
  @Test func theSummaryCountsChangedAndSoftEdgePixels() {
    let one = ImageComparer().compare(
      expected: Self.image(3, 3, black: []), actual: Self.image(3, 3, black: [(1, 1)]))
    #expect(one.summary == "1 pixel differs in x 1-2, y 1-2 (pixels)")
    let resized = ImageComparer().compare(
      expected: Self.image(3, 3, black: []), actual: Self.image(3, 4, black: []))
    #expect(
      resized.summary == "size changed from 3 x 3 to 3 x 4 pixels; 3 pixels differ in x 0-3, y 3-4 (pixels)")
  }
}
