import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// CJK text in the system font by the document's era: documents saved before Xcode 8
/// (toolsVersion below 11000) store ideographs one em wide, so an import on IB's canvas of a
/// scene showing such text gets `font cjk 1`; later documents keep the recipe default, 1.02 em.
/// A line holding CJK text is a whole number of points high in both eras. The figures are worked
/// out by hand in the fixture's comment.
@Suite struct CJKSystemFontEraTests {
  static let fixture = "CJKSystemFontEra.storyboard"

  @Test("Xcode 7 and earlier: font cjk 1, four ideographs at 17 pt 68 x 21; the Latin label 20.5 high")
  func xcode7CanvasSetsIdeographsOneEmWide() throws {
    for tools in ["10116", "9059", "6254"] {
      let solved = try ImportSupport.solvedFixture(Self.fixture, toolsVersion: tools)
      #expect(
        solved.text.contains(
          "\nfont cjk 1  # toolsVersion \(tools): Xcode 7's canvas sets CJK text in the system font one em wide"
        ),
        "\(solved.text)")
      #expect(solved.framesByIBID["cjk"]?.size == Size(width: 68, height: 21), "\(tools)")
      #expect(solved.framesByIBID["latin"]?.size.height == 20.5, "\(tools)")
    }
  }

  @Test("Xcode 8 and later, and an import on a device: 1.02 em, 69.5 wide, still 21 high")
  func laterCanvasesAndDevicesKeepPingFangsWidth() throws {
    for tools in ["11762", "12121", "15705"] {
      let solved = try ImportSupport.solvedFixture(Self.fixture, toolsVersion: tools)
      #expect(!solved.text.contains("font cjk"), "\(tools)")
      #expect(solved.framesByIBID["cjk"]?.size == Size(width: 69.5, height: 21), "\(tools)")
    }
    let onDevice = try ImportSupport.solvedFixture(Self.fixture, options: ImportOptions())
    #expect(!onDevice.text.contains("font cjk"))
    #expect(onDevice.framesByIBID["cjk"]?.size.width == 69.5)
  }

  @Test("only scenes showing CJK text in the system font get the line")
  func onlyWhereItMatters() throws {
    let text = try ImportSupport.fixtureText(Self.fixture)
    let latin = text.replacingOccurrences(of: "text=\"公開課表\"", with: "text=\"Notes\"")
    #expect(!(try ImportSupport.solvedDocument(text: latin, name: Self.fixture).text.contains("font cjk")))
    let named = text.replacingOccurrences(
      of: "type=\"system\" pointSize=\"17\"/>", with: "name=\"Georgia\" family=\"Georgia\" pointSize=\"17\"/>"
    )
    #expect(!(try ImportSupport.solvedDocument(text: named, name: Self.fixture).text.contains("font cjk")))
  }
}
