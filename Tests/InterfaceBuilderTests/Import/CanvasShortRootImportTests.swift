import Foundation
import InterfaceBuilder
import Layout
import Testing

/// Session 37's canvas rules (docs/interface-builder.md, "Roots against the device table:
/// unseen-p (session 37, canvas37)"): Xcode 9 and 10 draw no status bar over a root that is not
/// the screen's (a xib's top-level view, a freeform controller, a controller shown in a container
/// view) when it is shorter than 480 points on a phone with a home button
/// (`IBCanvas.statusBarRootMinimumHeight`), and a tab bar held to the root's bottom reaches under
/// the home indicator only as far as the root's own bottom inset. Every expected frame is derived
/// by hand in the test's comment from the device's insets and the fixture's constraints.
@Suite struct CanvasShortRootImportTests {
  static let retina4_7 = #"<device id="retina4_7""#

  /// A freeform controller of Xcode 10 (14460) on retina4_7: a 350 x 400 root (glider's and
  /// octopod's today widgets) has no status bar: Top (pinned to the safe area's top) at (0, 0),
  /// Bottom at (0, 400 - 50 = 350). A 320 x 600 one (appauth's widget) keeps the 20: Top at
  /// (0, 20), Bottom at (0, 550). Xcode 14.3 (21701) keeps the 20 over the short one too. Before,
  /// the short root of Xcode 10 had the 20: Top at (0, 20).
  @Test func shortFreeformRootOfXcode10HasNoStatusBar() throws {
    func freeform(_ tools: String, _ width: Double, _ height: Double) throws -> (
      insets: EdgeInsets, top: Rect?, bottom: Rect?, text: String
    ) {
      let size = #"<size key="freeformSize" width="\#(Int(width))" height="\#(Int(height))"/>"#
      return try CanvasSafeAreaImportTests.pinned(
        CanvasSafeAreaImportTests.document(
          tools: tools, device: "retina4_7", width: width, height: height, extra: size))
    }
    CanvasSafeAreaImportTests.expectPinned(
      try freeform("14460", 350, 400), top: 0, bottom: 0, bottomBoxY: 350)
    CanvasSafeAreaImportTests.expectPinned(
      try freeform("14460", 320, 600), top: 20, bottom: 0, bottomBoxY: 550, context: "600 high")
    CanvasSafeAreaImportTests.expectPinned(
      try freeform("21701", 350, 400), top: 20, bottom: 0, bottomBoxY: 350, context: "Xcode 14.3")
  }

  /// A child shown in a container view on Xcode 9.2's canvas (14109, retina4_7): in a 375 x 200
  /// container (moneysaver's summary, shopapp's options) it has no status bar: Head at (0, 0),
  /// Foot at (0, 200 - 50 = 150). In a 375 x 617 one (Rocket.Chat's share extension) it keeps
  /// the 20: Head at (0, 20), Foot at (0, 567). Before, the short child had the 20 too.
  @Test func shortEmbeddedChildOfXcode9HasNoStatusBar() throws {
    try EmbeddedChildCanvasImportTests.expectPinned(
      EmbeddedChildCanvasImportTests.document(
        tools: "14109", device: "retina4_7", parentWidth: 375, parentHeight: 667,
        container: Rect(x: 0, y: 100, width: 375, height: 200), width: 375, height: 200),
      top: 0, foot: 150)
    try EmbeddedChildCanvasImportTests.expectPinned(
      EmbeddedChildCanvasImportTests.document(
        tools: "14109", device: "retina4_7", parentWidth: 375, parentHeight: 667,
        container: Rect(x: 0, y: 50, width: 375, height: 617), width: 375, height: 617),
      top: 20, foot: 567, context: "617 high")
  }

  /// `XibSafeArea.xib` (Box pinned 8 below the safe area's top, 10 inside its sides, 6 above its
  /// bottom) resized to 375 x `height` on a retina4_7 canvas of Xcode 10 (14460).
  static func homeButtonXib(height: Int) throws -> ImportSupport.SolvedScene {
    var text = try ImportSupport.fixtureText("XibSafeArea.xib", toolsVersion: "14460")
    text = text.replacingOccurrences(of: #"<device id="retina6_1""#, with: Self.retina4_7)
      .replacingOccurrences(
        of: #"<rect key="frame" x="0.0" y="0.0" width="300" height="200"/>"#,
        with: #"<rect key="frame" x="0.0" y="0.0" width="375" height="\#(height)"/>"#)
    return try ImportSupport.solvedDocument(text: text, name: "XibSafeArea.xib", variant: .canvas)
  }

  /// A xib's top-level view 570 high (rocketchat-DirectoryFiltersView) keeps Xcode 10's status
  /// bar: Box at (10, 28), 355 x (570 - 28 - 6 = 536). At 447 (septa's TimeframeGroupView) it
  /// has none: Box at (10, 8), 355 x (447 - 8 - 6 = 433). Before, every view shorter than the
  /// 667-point screen had none: Box at (10, 8) at 570 too.
  @Test func xibViewOf480OrMoreKeepsTheStatusBar() throws {
    let tall = try Self.homeButtonXib(height: 570)
    #expect(tall.text.contains("safeAreaInsets 20 0 0 0"), "\(tall.text)")
    #expect(tall.framesByIBID["box"] == Rect(x: 10, y: 28, width: 355, height: 536))
    let short = try Self.homeButtonXib(height: 447)
    #expect(short.framesByIBID["box"] == Rect(x: 10, y: 8, width: 355, height: 433), "\(short.text)")
  }

  /// A tab bar held to the bottom of a 375 x 100 xib view on a notched phone (retina5_9, 375 x
  /// 812): the view overlaps none of the home indicator's strip (its bottom safe-area inset is
  /// 0), so the bar is 49 high at y 100 - 49 = 51. Before, it was 49 + 34 = 83 high at y 17
  /// whatever the view's height (second read L9 of session 36). A full-screen view keeps 83.
  @Test func tabBarOfAShortViewDoesNotReachTheHomeIndicator() throws {
    let short = try ImportSupport.solvedDocument(
      text: CanvasCensusImportTests.tabBarDocument(
        device: "retina5_9", width: 375, height: 100, bottom: "root"),
      name: "TabBar.xib",
      variant: .canvas)
    #expect(short.framesByIBID["bar"] == Rect(x: 0, y: 51, width: 375, height: 49), "\(short.text)")
    let full = try ImportSupport.solvedDocument(
      text: CanvasCensusImportTests.tabBarDocument(
        device: "retina5_9", width: 375, height: 812, bottom: "root"),
      name: "TabBar.xib",
      variant: .canvas)
    #expect(full.framesByIBID["bar"] == Rect(x: 0, y: 729, width: 375, height: 83), "\(full.text)")
  }
}
