import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A table cell's content view that preserves its superview's margins (docs/interface-builder.md,
/// "Cells"): it takes a cell's own margins where they are larger than its own, and before Xcode 9
/// the table's side margins (15) where it would otherwise keep UIView's 8.
/// `PreservedCellMargins.storyboard` is written by hand; its comment derives the frames.
@Suite struct PreservedCellMarginTests {
  static func boxes(toolsVersion: String? = nil) throws -> [String: Rect] {
    let result = try ImportSupport.importFixture(
      "PreservedCellMargins.storyboard", toolsVersion: toolsVersion)
    let scenes = try ImportSupport.solvedScenes(result, variant: .canvas)
    #expect(scenes.count == 3)
    return scenes.reduce(into: [:]) { frames, scene in
      frames.merge(scene.framesByIBID) { first, _ in first }
    }
  }

  /// Xcode 14: the cell's own 30 at the sides wins over the content view's 16, its 8 at the top
  /// does not beat the content view's 11; the other cells keep a table cell's (16, 11).
  @Test func aCellsOwnMarginsReachItsContentView() throws {
    let frames = try Self.boxes()
    #expect(frames["ownBox"] == Rect(x: 30, y: 11, width: 100, height: 20))
    #expect(frames["preservingBox"] == Rect(x: 16, y: 11, width: 100, height: 20))
    #expect(frames["plainBox"] == Rect(x: 16, y: 11, width: 100, height: 20))
  }

  /// Xcode 8.3: a content view that preserves (in a cell that preserves) has the table's 15 at
  /// the sides and UIView's 8 at the top; one that does not keeps 8 everywhere; the cell's own
  /// 30 still wins at the sides, and its 8 equals the top.
  @Test func beforeXcode9OnlyPreservingCellsTakeTheTablesMargins() throws {
    let frames = try Self.boxes(toolsVersion: "12120")
    #expect(frames["ownBox"] == Rect(x: 30, y: 8, width: 100, height: 20))
    #expect(frames["preservingBox"] == Rect(x: 15, y: 8, width: 100, height: 20))
    #expect(frames["plainBox"] == Rect(x: 8, y: 8, width: 100, height: 20))
  }
}

/// A content view that sets its own margins and preserves its superview's, in a table cell that
/// sets none: the cell's margins are a table cell's (the table's sides, 11 at the top and bottom),
/// which the content view takes where they are larger than its own (docs/interface-builder.md,
/// "Cells").
/// `PreservedOwnContentMargins.storyboard` is written by hand; its comment derives the frames.
@Suite struct PreservedOwnContentMarginTests {
  static func boxes(toolsVersion: String? = nil) throws -> [String: Rect] {
    let result = try ImportSupport.importFixture(
      "PreservedOwnContentMargins.storyboard", toolsVersion: toolsVersion)
    let scenes = try ImportSupport.solvedScenes(result, variant: .canvas)
    #expect(scenes.count == 3)
    return scenes.reduce(into: [:]) { frames, scene in
      frames.merge(scene.framesByIBID) { first, _ in first }
    }
  }

  /// Xcode 14: a table cell's 11 16 11 16 raises the narrow content view's (6 10 6 4); larger own
  /// margins stay; a content view that does not preserve keeps its own.
  @Test func theTablesSideMarginsReachAPreservingContentView() throws {
    let frames = try Self.boxes()
    #expect(frames["narrowLead"] == Rect(x: 16, y: 11, width: 100, height: 20))
    #expect(frames["narrowTrail"] == Rect(x: 259, y: 11, width: 100, height: 20))
    #expect(frames["wideLead"] == Rect(x: 24, y: 14, width: 100, height: 20))
    #expect(frames["wideTrail"] == Rect(x: 245, y: 14, width: 100, height: 20))
    #expect(frames["plainLead"] == Rect(x: 10, y: 6, width: 100, height: 20))
    #expect(frames["plainTrail"] == Rect(x: 271, y: 6, width: 100, height: 20))
  }

  /// Xcode 11 (16097.3): the table's side margin is 15, the top still 11.
  @Test func beforeXcode12TheTablesSideIs15() throws {
    let frames = try Self.boxes(toolsVersion: "16097.3")
    #expect(frames["narrowLead"] == Rect(x: 15, y: 11, width: 100, height: 20))
    #expect(frames["narrowTrail"] == Rect(x: 260, y: 11, width: 100, height: 20))
    #expect(frames["plainLead"] == Rect(x: 10, y: 6, width: 100, height: 20))
  }
}
