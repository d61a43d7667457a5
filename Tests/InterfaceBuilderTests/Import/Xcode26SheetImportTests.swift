import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// Sheets on the canvas of Xcode 16.3 and later (toolsVersion 23700 to 29999, whose notched
/// phones' insets are otherwise doubled) and the Xcode 14.3 sheet's bottom (docs/interface-builder.md,
/// "The canvas", "A page sheet"). Each document is CanvasSafeAreaImportTests' Pinned controller: a
/// Top box pinned to the safe area's top and a Bottom box to its bottom, both 100 x 50; the frames
/// are derived by hand in each test's comment from the rule the stored frames of pia-Main and
/// sentry-cocoa's sample app (both toolsVersion 24765) show.
@Suite struct Xcode26SheetImportTests {
  /// A navigation controller `nav` whose root is the Pinned controller, its bar stored at `barY`,
  /// `barHeight` high, hidden when `hidden`.
  static func navigation(barY: Double, barHeight: Double, hidden: Bool = false) -> [IBFixtureScene] {
    [.navigationController(barY: barY, barWidth: 375, barHeight: barHeight, hidden: hidden)]
  }

  /// A sheet on an iPhone X canvas of Xcode 26 (status bar 50): its root stored 812 - 50 = 762
  /// high (presented from a full-screen controller) or 812 - 50 - 10 = 752 (presented from a
  /// sheet). The safe area starts 50 below the root's top and has no bottom inset: Top at (0, 50),
  /// Bottom at (0, 762 - 50 = 712) and (0, 702). Before, the canvas's doubled insets: Top at 100,
  /// Bottom 68 above the screen's bottom.
  @Test func sheetBelowTheStatusBar() throws {
    for (height, bottom) in [(762.0, 712.0), (752, 702)] {
      let sheet = try CanvasSafeAreaImportTests.pinned(
        CanvasSafeAreaImportTests.document(tools: "24765", device: "retina5_9", width: 375, height: height))
      CanvasSafeAreaImportTests.expectPinned(
        sheet, top: 50, bottom: 0, bottomBoxY: bottom, context: "\(height)")
    }
    // A full-screen root keeps the doubled insets: 2 x 50 and 2 x 34.
    let full = try CanvasSafeAreaImportTests.pinned(
      CanvasSafeAreaImportTests.document(tools: "24765", device: "retina5_9", width: 375, height: 812))
    #expect(full.insets == EdgeInsets(top: 100, left: 0, bottom: 68, right: 0))
  }

  /// A freeform 320 x 650 controller presented as a sheet: its root 650 - 50 = 600 high, Top at
  /// (0, 50), Bottom at (0, 600 - 50 = 550).
  @Test func freeformSheet() throws {
    let freeform = #"<size key="freeformSize" width="320" height="650"/>"#
    let sheet = try CanvasSafeAreaImportTests.pinned(
      CanvasSafeAreaImportTests.document(
        tools: "24765", device: "retina5_9", width: 320, height: 600, extra: freeform))
    #expect(sheet.insets == EdgeInsets(top: 50, left: 0, bottom: 0, right: 0), "\(sheet.text)")
    #expect(sheet.bottom == Rect(x: 0, y: 550, width: 100, height: 50))
  }

  /// A navigation controller's sheet on an iPhone 15 canvas of Xcode 26 (status bar 59): the bar
  /// stored in the sheet's coordinates at y 16, 54 high, the root 852 - 59 = 793 high. The safe
  /// area starts at the bar's bottom, 70, and ends at the root's bottom: Top at (0, 70), Bottom at
  /// (0, 793 - 50 = 743). With the bar hidden (a side menu's navigation controller, its bar stored
  /// at y -50, 0 high) on the iPhone X canvas, root 762: Top at (0, 0).
  @Test func navigationControllerSheet() throws {
    let scene = try CanvasSafeAreaImportTests.pinned(
      CanvasSafeAreaImportTests.document(
        tools: "24765", device: "retina6_12", width: 393, height: 793,
        before: Self.navigation(barY: 16, barHeight: 54)))
    CanvasSafeAreaImportTests.expectPinned(scene, top: 70, bottom: 0, bottomBoxY: 743)

    let hidden = try CanvasSafeAreaImportTests.pinned(
      CanvasSafeAreaImportTests.document(
        tools: "24765", device: "retina5_9", width: 375, height: 762,
        before: Self.navigation(barY: -50, barHeight: 0, hidden: true)))
    #expect(hidden.insets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0), "\(hidden.text)")
    #expect(hidden.top == Rect(x: 0, y: 0, width: 100, height: 50))
  }

  /// A sheet 10 points shorter than the screen (Xcode 14.3 on; 22155 here, iPhone X canvas, status
  /// bar 50): 802 high, below the status bar, no home indicator's inset: Top at (0, 0), Bottom at
  /// (0, 802 - 50 = 752); before, 34 higher. An earlier sheet (Xcode 12, 17156, iPhone 11:
  /// 896 - 44 - 10 = 842) keeps the home indicator's 34: Bottom at (0, 842 - 34 - 50 = 758).
  @Test func xcode14SheetHasNoHomeIndicatorInset() throws {
    let sheet = try CanvasSafeAreaImportTests.pinned(
      CanvasSafeAreaImportTests.document(tools: "22155", device: "retina5_9", width: 375, height: 802))
    #expect(sheet.insets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0), "\(sheet.text)")
    #expect(sheet.bottom == Rect(x: 0, y: 752, width: 100, height: 50))
    let older = try CanvasSafeAreaImportTests.pinned(
      CanvasSafeAreaImportTests.document(tools: "17156", device: "retina6_1", width: 414, height: 842))
    #expect(older.insets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0), "\(older.text)")
    #expect(older.bottom == Rect(x: 0, y: 758, width: 100, height: 50))
  }
}
