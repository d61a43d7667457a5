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

  /// The whole-point line is a label's (review38-stop L13): the same 17-pt CJK text in a text
  /// view that does not scroll keeps its line, SF's 1.193359375 em (17 x 1.193359375 =
  /// 20.287109375, the Latin label's before its pixel rounding) plus the text view's 8-pt insets
  /// above and below: 36.287109375, rounded up to the 2x canvas's pixel, 36.5, where the old
  /// code rounded the line to 21 (37).
  @Test("a text view's CJK line is not rounded to a whole point")
  func textViewsKeepTheirLine() throws {
    let text = try ImportSupport.fixtureText(Self.fixture, toolsVersion: "12121")
    let label = try #require(
      text.range(
        of:
          "<label opaque=\"NO\" userInteractionEnabled=\"NO\" contentMode=\"left\" horizontalHuggingPriority=\"251\" verticalHuggingPriority=\"251\" text=\"公開課表\""
      ))
    let end = try #require(text.range(of: "</label>", range: label.upperBound..<text.endIndex))
    let textView = """
      <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" \
      scrollEnabled="NO" text="公開課表" translatesAutoresizingMaskIntoConstraints="NO" id="cjk">
          <rect key="frame" x="20" y="40" width="80" height="37"/>
          <fontDescription key="fontDescription" type="system" pointSize="17"/>
          <textInputTraits key="textInputTraits"/>
      </textView>
      """
    let edited = text.replacingCharacters(in: label.lowerBound..<end.upperBound, with: textView)
    let solved = try ImportSupport.solvedDocument(text: edited, name: Self.fixture)
    let height = try #require(solved.framesByIBID["cjk"]?.size.height)
    #expect(height == 36.5, "\(height)\n\(solved.text)")
  }
}
