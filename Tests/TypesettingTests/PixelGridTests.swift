import Testing
import Typesetting

/// Rounding to the pixel grid as UILabel does (REFERENCE section 2: 20.2871 becomes 20.5 at 2x
/// and 20.333... at 3x; at 1x, 21).
@Suite struct PixelGridTests {
  @Test func ceilRoundsUpToThePixel() {
    #expect(PixelGrid.x1.ceil(20.2871) == 21)
    #expect(PixelGrid.x2.ceil(20.2871) == 20.5)
    #expect(PixelGrid.x3.ceil(20.2871) == 61.0 / 3)
    #expect(PixelGrid.x2.ceil(20.5) == 20.5)
    #expect(PixelGrid.x3.ceil(3 * (1.0 / 3)) == 1)
    #expect(PixelGrid(scale: 0).scale == 1)
  }

  @Test func roundGoesToTheNearestPixel() {
    #expect(PixelGrid.x2.round(16.1865) == 16)
    #expect(PixelGrid.x3.round(16.1865) == 49.0 / 3)
  }

  /// Inter 17 has line height 20.574 (REFERENCE 2): a one-line label is 21 pt at 1x
  /// (ceil 20.574), 21 at 2x (ceil 41.148 = 42 px), 20.666... at 3x (ceil 61.722 = 62 px) high.
  @Test func labelSizeIsRoundedUp() throws {
    let layout = try Fixtures.library().layout("Label", font: try Fixtures.inter(17))
    #expect(layout.size(on: .x1).height == 21)
    #expect(layout.size(on: .x2).height == 21)
    #expect(layout.size(on: .x3).height == 62.0 / 3)
    #expect(layout.size(on: .x2).width >= layout.width)
    #expect(layout.size(on: .x2).width - layout.width < 0.5)
  }
}
