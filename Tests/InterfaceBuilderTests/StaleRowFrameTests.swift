import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A table view cell stored off its own `rowHeight` (Xcode 6 and 7 frames left from an older
/// size) is laid out at its row and its table's width on IB's canvas (docs/interface-builder.md,
/// "Cells", session 39; talool-MainStoryboard, airqualitytracker-Main). `StaleRowFrame.storyboard`,
/// frames by hand.
@Suite struct StaleRowFrameTests {
  /// Every view's solved frame by IB id, over the fixture's recipes.
  func frames(tools: String? = nil) throws -> [String: Rect] {
    let result = try ImportSupport.importFixture("StaleRowFrame.storyboard", toolsVersion: tools)
    var frames: [String: Rect] = [:]
    for recipe in result.recipes {
      frames.merge(try ImportSupport.solved(recipe).framesByIBID) { first, _ in first }
    }
    return frames
  }

  /// Row 50 without separators: the box pinned 10 and 8 is 50 - 18 = 32 high; the badge pinned
  /// 20 inside the trailing edge of the 600-point table's row is at 600 - 20 - 40 = 540.
  @Test func aStaleCellIsLaidOutAtItsRowAndTablesWidth() throws {
    let frames = try frames()
    #expect(frames["giftBox"]?.height == 32)
    #expect(frames["giftBadge"]?.origin.x == 540)
  }

  /// With a disclosure indicator the stored content width stays (287): the badge at
  /// 287 - 20 - 40 = 227; the row still sets the height, 32.
  @Test func anAccessoryKeepsTheStoredContentWidth() throws {
    let frames = try frames()
    #expect(frames["accessoryBox"]?.height == 32)
    #expect(frames["accessoryBadge"]?.origin.x == 227)
  }

  /// The rule's era is that of its evidence, before toolsVersion 8000 (review39-stop L6): saved by
  /// a later Xcode (8173) the cell keeps its stored 320 x 100, the box 100 - 18 = 82 high and the
  /// badge at 320 - 20 - 40 = 260.
  @Test func fromToolsVersion8000TheStoredFrameStays() throws {
    let frames = try frames(tools: "8173")
    #expect(frames["giftBox"]?.height == 82)
    #expect(frames["giftBadge"]?.origin.x == 260)
  }
}
