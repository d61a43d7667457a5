import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A search bar placed as a view is 44 high in documents saved before Xcode 9 (the iOS 11 SDK,
/// toolsVersion below 13000) and 56 from Xcode 9 on (docs/interface-builder.md, "Controls":
/// herald-Main, 12121, and infinit-Main, 9058, store their free-height bars 44 high; popcorntime-iOS,
/// 14460, stores 56). The fixture is `BarSubviewImportTests`' own: a navigation bar at y 20, the
/// search bar below it held by its top and sides only, a 10-point view below the search bar.
@Suite struct SearchBarEraImportTests {
  /// Xcode 8.3 (toolsVersion 12121, herald's): the navigation bar is 44 high at y 20, the search bar
  /// 44 high below it (y 64), so the view below starts at 64 + 44 = 108.
  @Test func aSearchBarBeforeXcode9Is44High() throws {
    let frames = try ImportSupport.solvedDocument(
      text: BarSubviewImportTests.xib(toolsVersion: "12121"), name: "Bars.xib", options: ImportOptions()
    ).framesByIBID
    #expect(frames["nav"] == Rect(x: 0, y: 20, width: 375, height: 44))
    #expect(frames["search"] == Rect(x: 0, y: 64, width: 375, height: 44))
    #expect(frames["below"] == Rect(x: 0, y: 108, width: 375, height: 10))
  }

  /// Xcode 6 (toolsVersion 6254, isub's) is before the cut as well: 44.
  @Test func anXcode6SearchBarIs44High() throws {
    let frames = try ImportSupport.solvedDocument(
      text: BarSubviewImportTests.xib(toolsVersion: "6254"), name: "Bars.xib", options: ImportOptions()
    ).framesByIBID
    #expect(frames["search"]?.height == 44)
  }

  /// Xcode 10 (toolsVersion 14460, popcorntime's) keeps the iOS 11 SDK's 56: the view below starts
  /// at 64 + 56 = 120.
  @Test func aSearchBarFromXcode10Is56High() throws {
    let frames = try ImportSupport.solvedDocument(
      text: BarSubviewImportTests.xib(toolsVersion: "14460.31"), name: "Bars.xib", options: ImportOptions()
    ).framesByIBID
    #expect(frames["search"] == Rect(x: 0, y: 64, width: 375, height: 56))
    #expect(frames["below"]?.minY == 120)
  }
}
