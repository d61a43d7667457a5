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
    try ImportSupport.fixtureFramesByIBID(
      "PreservedCellMargins.storyboard", toolsVersion: toolsVersion, sceneCount: 3)
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

  /// Every edge counts how far the content view's edge lies inside the cell's, the bottom too: a
  /// xib's 320 x 44 cell with margins 8 30 20 30 over its 43.5-point content view (the separator's
  /// 0.5 below it) gives the content view 19.5 at the bottom (20 - 0.5, more than its own 11), 30
  /// at the sides (more than 16) and its own 11 at the top (more than 8 - 0): the box pinned to
  /// the bottom margin ends 19.5 above the content view's bottom.
  @Test func theBottomCountsTheSeparator() throws {
    let xib = IBFixtureDocument(
      toolsVersion: "22505",
      scenes: [
        .xml(
          """
          <tableViewCell contentMode="scaleToFill" id="cell">
              <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
              <tableViewCellContentView key="contentView" contentMode="center" preservesSuperviewLayoutMargins="YES" tableViewCell="cell" id="content">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="43.5"/>
                  <subviews>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="Box">
                          <rect key="frame" x="30" y="4" width="100" height="20"/>
                          <constraints>
                              <constraint firstAttribute="width" constant="100" id="w"/>
                              <constraint firstAttribute="height" constant="20" id="h"/>
                          </constraints>
                      </view>
                  </subviews>
                  <constraints>
                      <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                      <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="b"/>
                  </constraints>
              </tableViewCellContentView>
              <edgeInsets key="layoutMargins" top="8" left="30" bottom="20" right="30"/>
          </tableViewCell>
          """)
      ]
    ).xib
    let scene = try ImportSupport.solvedDocument(text: xib, name: "PreservedBottom.xib")
    #expect(scene.text.contains("superview margins 11 30 19.5 30"), "\(scene.text)")
    let box = try #require(scene.framesByIBID["box"])
    #expect(box.minX == 30)
    #expect(box.maxY == scene.result.rootFrame.height - 19.5)
  }
}

/// A content view that sets its own margins and preserves its superview's, in a table cell that
/// sets none: the cell's margins are a table cell's (the table's sides, 11 at the top and bottom),
/// which the content view takes where they are larger than its own (docs/interface-builder.md,
/// "Cells").
/// `PreservedOwnContentMargins.storyboard` is written by hand; its comment derives the frames.
@Suite struct PreservedOwnContentMarginTests {
  static func boxes(toolsVersion: String? = nil) throws -> [String: Rect] {
    try ImportSupport.fixtureFramesByIBID(
      "PreservedOwnContentMargins.storyboard", toolsVersion: toolsVersion, sceneCount: 3)
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

  /// Xcode 26 (24412): a cell in this 375-point plain table has 15 at the top and bottom and the
  /// width rule's 16 at the sides (not 20: canvas-SubmissionCommentsViewController stores 16).
  @Test func xcode26CellsInANarrowTableHave16AtTheSides() throws {
    let frames = try Self.boxes(toolsVersion: "24412")
    #expect(frames["narrowLead"] == Rect(x: 16, y: 15, width: 100, height: 20))
    #expect(frames["narrowTrail"] == Rect(x: 259, y: 15, width: 100, height: 20))
    #expect(frames["wideLead"] == Rect(x: 24, y: 15, width: 100, height: 20))
  }

  /// Xcode 11 (16097.3): the table's side margin is 15, the top still 11.
  @Test func beforeXcode12TheTablesSideIs15() throws {
    let frames = try Self.boxes(toolsVersion: "16097.3")
    #expect(frames["narrowLead"] == Rect(x: 15, y: 11, width: 100, height: 20))
    #expect(frames["narrowTrail"] == Rect(x: 260, y: 11, width: 100, height: 20))
    #expect(frames["plainLead"] == Rect(x: 10, y: 6, width: 100, height: 20))
  }
}
