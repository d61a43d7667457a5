import Foundation
import InterfaceBuilder
import Layout
import Testing

/// The canvases of IB's newer device ids (unseen corpus D, STATUS.md): the Max phones retina6_72
/// and retina6_9, the rounded iPads (24-point status bar, 20-point home indicator) and the iPads
/// with a home button. Each document pins a 100 x 50 box to the safe area's top and another to its
/// bottom (`CanvasSafeAreaImportTests.document`'s scene, in either orientation); the expected
/// frames are derived by hand from Apple's device tables in each test's comment.
@Suite struct DeviceCanvasImportTests {
  /// The Pinned scene of `CanvasSafeAreaImportTests` on `device` in `orientation`.
  static func document(tools: String, device: String, orientation: String, width: Double, height: Double)
    -> Data
  {
    CanvasSafeAreaImportTests.document(
      tools: tools, device: device, width: width, height: height, orientation: orientation)
  }

  /// The iPhone 14 Pro Max (retina6_72): 430 x 932, its sensor housing 59 high, the home
  /// indicator 34 (Xcode 15, 22154: single insets). Top at (0, 59); Bottom ends at 932 - 34 = 898,
  /// so it starts at 848. Before, the id read as 428 x 926 with 47.
  @Test func iPhone14ProMax() throws {
    let result = try CanvasSafeAreaImportTests.pinned(
      Self.document(tools: "22154", device: "retina6_72", orientation: "portrait", width: 430, height: 932))
    CanvasSafeAreaImportTests.expectPinned(result, top: 59, bottom: 34, bottomBoxY: 848)
  }

  /// Xcode 16 names the 430 x 932 iPhone 16 Plus retina6_7, the id of the 428 x 926 phones before
  /// (`IBCanvas.reusedDeviceIDs`): a document of 23727 whose root is stored 430 x 932 has the
  /// later phone's sensor housing, 59, doubled by that canvas: Top at (0, 118); Bottom ends at
  /// 932 - 68 = 864, starts at 814. A root stored 428 x 926 keeps the older phone's 47: Top at
  /// (0, 94), Bottom at (0, 926 - 68 - 50 = 808).
  @Test func retina6_7StoredAtTheLaterPhonesSize() throws {
    let later = try CanvasSafeAreaImportTests.pinned(
      Self.document(tools: "23727", device: "retina6_7", orientation: "portrait", width: 430, height: 932))
    CanvasSafeAreaImportTests.expectPinned(later, top: 118, bottom: 68, bottomBoxY: 814)
    let older = try CanvasSafeAreaImportTests.pinned(
      Self.document(tools: "23727", device: "retina6_7", orientation: "portrait", width: 428, height: 926))
    #expect(older.top == Rect(x: 0, y: 94, width: 100, height: 50), "\(older.text)")
    #expect(older.bottom == Rect(x: 0, y: 808, width: 100, height: 50))
  }

  /// The iPhone 12 (retina6_0, 390 x 844) before the iOS 16 SDK's canvas (`IBCanvas.iOS16SDK`):
  /// an Xcode 14 beta (21179.7) still draws every notched phone's status bar 44 high, as
  /// WordPressAuthenticator's magic link xib stores it (/work/unseen-f). Top at (0, 44); Bottom
  /// ends at 844 - 34 = 810, starts at 760. Xcode 14's release (21225) draws the phone's own 47:
  /// Top at (0, 47), Bottom at 760 as before. Before, 21179.7 gave 47 too.
  @Test func iPhone12BeforeTheiOS16SDK() throws {
    let beta = try CanvasSafeAreaImportTests.pinned(
      Self.document(tools: "21179.7", device: "retina6_0", orientation: "portrait", width: 390, height: 844))
    CanvasSafeAreaImportTests.expectPinned(beta, top: 44, bottom: 34, bottomBoxY: 760)
    let release = try CanvasSafeAreaImportTests.pinned(
      Self.document(tools: "21225", device: "retina6_0", orientation: "portrait", width: 390, height: 844))
    CanvasSafeAreaImportTests.expectPinned(release, top: 47, bottom: 34, bottomBoxY: 760)
  }

  /// The iPhone 16 Pro Max (retina6_9): 440 x 956 with 62 and 34 (Xcode 15.4, 23504: single
  /// insets). Top at (0, 62); Bottom ends at 956 - 34 = 922, starts at 872.
  @Test func iPhone16ProMax() throws {
    let result = try CanvasSafeAreaImportTests.pinned(
      Self.document(tools: "23504", device: "retina6_9", orientation: "portrait", width: 440, height: 956))
    CanvasSafeAreaImportTests.expectPinned(result, top: 62, bottom: 34, bottomBoxY: 872)
  }

  /// A 12.9-inch rounded iPad in portrait (Xcode 13, 20037): 1024 x 1366, status bar 24, home
  /// indicator 20. Top at (0, 24); Bottom ends at 1366 - 20 = 1346, starts at 1296.
  @Test func roundedPadPortrait() throws {
    let result = try CanvasSafeAreaImportTests.pinned(
      Self.document(
        tools: "20037", device: "ipad12_9rounded", orientation: "portrait", width: 1024, height: 1366))
    CanvasSafeAreaImportTests.expectPinned(result, top: 24, bottom: 20, bottomBoxY: 1296)
  }

  /// The same iPad in landscape on Xcode 26's canvas (24765): 1366 x 1024; an iPad keeps its
  /// status bar in landscape (24, not doubled) and no side insets; the bottom inset is the 50
  /// IB stored for this canvas (`IBCanvas.roundedPadDoubledHomeIndicator`). Top at (0, 24);
  /// Bottom ends at 1024 - 50 = 974, starts at 924.
  @Test func roundedPadLandscapeXcode26() throws {
    let result = try CanvasSafeAreaImportTests.pinned(
      Self.document(
        tools: "24765", device: "ipad12_9rounded", orientation: "landscape", width: 1366, height: 1024))
    CanvasSafeAreaImportTests.expectPinned(result, top: 24, bottom: 50, bottomBoxY: 924)
  }

  /// A 10.5-inch iPad (a home button) in landscape (Xcode 10.3, 14490.70): 1112 x 834, status bar
  /// 20, no home indicator. Top at (0, 20); Bottom ends at 834, starts at 784.
  @Test func homeButtonPadLandscape() throws {
    let result = try CanvasSafeAreaImportTests.pinned(
      Self.document(tools: "14490.70", device: "ipad10_5", orientation: "landscape", width: 1112, height: 834)
    )
    CanvasSafeAreaImportTests.expectPinned(result, top: 20, bottom: 0, bottomBoxY: 784)
  }
}
