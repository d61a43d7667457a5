import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A classic button showing an image beside its title is as wide as the title (rounded up to whole
/// points) plus the image and as high as the taller of the two, plus its content edge insets (the
/// 6 points a title alone gets above and below do not apply); a configured button's title without
/// a font is Body, so Xcode 13's canvas sets it at xSmall (docs/interface-builder.md, "Controls").
/// Each button sits beside a label of the same text and font held by its top-leading corner, so
/// its size follows from the label's by hand: no font metric is assumed here.
@Suite struct TitledImageButtonImportTests {
  static func button(
    _ id: String, title: String, image: String?, font: String, insets: String = "", configured: Bool = false
  ) -> String {
    let imageAttribute = image.map { #" image="\#($0)""# } ?? ""
    let body =
      configured
      ? #"<buttonConfiguration key="configuration" style="plain" title="\#(title)"\#(imageAttribute)/>"#
      : #"\#(font)\#(insets)<state key="normal" title="\#(title)"\#(imageAttribute)/>"#
    return """
              <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                  \(body)
              </button>
      """
  }

  static func label(_ id: String, text: String, font: String) -> String {
    """
              <label opaque="NO" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                  \(font)
              </label>
    """
  }

  static func pin(_ id: String, x: Int, y: Int) -> String {
    """
              <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(x)" id="\(id)-l"/>
              <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(y)" id="\(id)-t"/>
    """
  }

  /// A xib of `views` (id, element, y), each held at x 10 (a button) or 250 (its label) and y.
  static func document(toolsVersion: String, views: [(String, String, Int)], resources: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="600" height="700"/>
                <subviews>
    \(views.map(\.1).joined(separator: "\n"))
                </subviews>
                <constraints>
    \(views.map { pin($0.0, x: $0.0.hasPrefix("ref") ? 250 : 10, y: $0.2) }.joined(separator: "\n"))
                </constraints>
            </view>
        </objects>
        <resources>
    \(resources)
        </resources>
    </document>
    """
  }

  static let headline = #"<fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>"#
  static let footnote = #"<fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>"#
  static let system16 = #"<fontDescription key="fontDescription" type="system" pointSize="16"/>"#
  static let system15 = #"<fontDescription key="fontDescription" type="system" pointSize="15"/>"#

  static let classic = document(
    toolsVersion: "24765",
    views: [
      ("wide", button("wide", title: "Bing attribution", image: "logo", font: headline), 10),
      ("refWide", label("refWide", text: "Bing attribution", font: headline), 10),
      ("small", button("small", title: "Learn more", image: "arrow", font: footnote), 100),
      ("refSmall", label("refSmall", text: "Learn more", font: footnote), 100),
      ("tall", button("tall", title: "Learn more", image: "chevron", font: footnote), 200),
      (
        "inset",
        button(
          "inset", title: "Go on", image: "star", font: system15,
          insets: #"<inset key="contentEdgeInsets" minX="5" minY="2" maxX="5" maxY="3"/>"#), 300
      ),
      ("refInset", label("refInset", text: "Go on", font: system15), 300),
      ("symbol", button("symbol", title: "Configure Connection", image: "qrcode", font: system16), 400),
      ("refSymbol", label("refSymbol", text: "Configure Connection", font: system16), 400),
      (
        "configured", button("configured", title: "Learn more", image: "arrow", font: "", configured: true),
        500
      ),
    ],
    resources: """
          <image name="logo" width="87.666664123535156" height="19"/>
          <image name="arrow" width="8" height="10"/>
          <image name="chevron" width="12" height="22"/>
          <image name="star" width="24" height="24"/>
          <image name="qrcode" catalog="system" width="128" height="114"/>
      """)

  func solved() throws -> ImportSupport.SolvedScene {
    let result = try ImportSupport.importDocument(
      text: Self.classic, name: "TitledImages.xib", options: ImportOptions())
    return try ImportSupport.solvedFirst(result)
  }

  /// Within a thousandth of a point on every edge (the recipe writes the image's 87.666664).
  func near(_ frame: Rect?, _ expected: Rect) -> Bool {
    guard let frame else { return false }
    return [
      frame.minX - expected.minX, frame.minY - expected.minY, frame.width - expected.width,
      frame.height - expected.height,
    ]
    .allSatisfy { abs($0) < 1e-3 }
  }

  @Test("the recipe gives a titled button its image's size, a configured one too")
  func recipeText() throws {
    let text = try solved().text
    #expect(text.contains(#"title "Learn more" font footnote image 8 x 10 id "small""#), "\(text)")
    #expect(text.contains(#"contentInsets 2 5 3 5 image 24 x 24 id "inset""#), "\(text)")
    let configured = try #require(text.split(separator: "\n").first { $0.contains(#"id "configured""#) })
    #expect(configured.contains("image 8 x 10"), "\(configured)")
  }

  @Test("title rounded up to whole points plus the image wide, the taller of the two high")
  func classicTitleAndImage() throws {
    let frames = try solved().framesByIBID
    let wide = try #require(frames["refWide"])
    // Go Map!!'s "Bing attribution": 124 + 87.67 = 211.67 stored; here by the label's width.
    #expect(
      near(
        frames["wide"],
        Rect(
          x: 10, y: 10, width: wide.width.rounded(.up) + 87.666664123535156,
          height: max(wide.height.rounded(.up), 19))))
    let small = try #require(frames["refSmall"])
    // Footnote's line (15.51, on the pixel grid) is taller than the 10-point image: 16, no padding
    // (Lockwise's "Learn more", 77 x 16 stored); a 22-point image makes it 22.
    #expect(small.height > 15 && small.height <= 16)
    #expect(near(frames["small"], Rect(x: 10, y: 100, width: small.width.rounded(.up) + 8, height: 16)))
    #expect(near(frames["tall"], Rect(x: 10, y: 200, width: small.width.rounded(.up) + 12, height: 22)))
    // Insets 2 5 3 5 around a 24 x 24 image taller than the 15-point title.
    let inset = try #require(frames["refInset"])
    #expect(
      near(frames["inset"], Rect(x: 10, y: 300, width: inset.width.rounded(.up) + 24 + 10, height: 24 + 5)))
    // qrcode, 128 x 114: a button's medium symbol is 20 wide for a 128-point side and 22 high.
    let symbol = try #require(frames["refSymbol"])
    #expect(near(frames["symbol"], Rect(x: 10, y: 400, width: symbol.width.rounded(.up) + 20, height: 22)))
  }

  /// No 30-point least width beside an image: Zap's custom "$" (18 pt) with a 10 x 4 image is
  /// stored 22 x 22 with its width free (docs/interface-builder.md, "Controls"). Here the title's
  /// width comes from a label of the same text and font: the button is that width rounded up to
  /// whole points plus 10, the line rounded up high, narrower than the 30 a title alone gets.
  @Test("a short title beside an image is not widened to 30")
  func shortTitleBesideAnImage() throws {
    let system18 = #"<fontDescription key="fontDescription" type="system" pointSize="18"/>"#
    let source = Self.document(
      toolsVersion: "14490.70",
      views: [
        ("dollar", Self.button("dollar", title: "$", image: "down", font: system18), 10),
        ("refDollar", Self.label("refDollar", text: "$", font: system18), 10),
        ("alone", Self.button("alone", title: "$", image: nil, font: system18), 100),
      ],
      resources: #"<image name="down" width="10" height="4"/>"#)
    let result = try ImportSupport.importDocument(
      text: source, name: "ShortTitle.xib", options: ImportOptions())
    let frames = try ImportSupport.solvedFirst(result).framesByIBID
    let label = try #require(frames["refDollar"])
    let expected = Rect(x: 10, y: 10, width: label.width.rounded(.up) + 10, height: label.height.rounded(.up))
    #expect(expected.width < 30, "\(label)")
    #expect(near(frames["dollar"], expected), "\(String(describing: frames["dollar"])) vs \(expected)")
    // The same title without the image keeps the title-only button's least width.
    #expect(frames["alone"]?.width == 30, "\(String(describing: frames["alone"]))")
  }

  /// A configured button's title without a font is Body: on Xcode 13's canvas (toolsVersion 18000
  /// to 20999) Body is 14 pt, the system font's 14 pt; elsewhere 17. The button is that line plus
  /// the configuration's 7 above and below and 12 at the sides; the scene gets `dynamic type xS`
  /// though no label in it names a text style.
  @Test(arguments: [("20037", true), ("21701", false)])
  func configuredTitleFollowsTheCanvas(toolsVersion: String, extraSmall: Bool) throws {
    let size = extraSmall ? "14" : "17"
    let reference = #"<fontDescription key="fontDescription" type="system" pointSize="\#(size)"/>"#
    let source = Self.document(
      toolsVersion: toolsVersion,
      views: [
        ("plain", Self.button("plain", title: "Button", image: nil, font: "", configured: true), 10),
        ("refPlain", Self.label("refPlain", text: "Button", font: reference), 10),
      ],
      resources: "")
    let result = try ImportSupport.importDocument(
      text: source, name: "Configured.xib", options: .init(scene: .canvas))
    let solved = try ImportSupport.solvedFirst(result)
    #expect(solved.text.contains("\ndynamic type xS") == extraSmall, "\(solved.text)")
    let label = try #require(solved.framesByIBID["refPlain"])
    #expect(
      near(
        solved.framesByIBID["plain"], Rect(x: 10, y: 10, width: label.width + 24, height: label.height + 14)),
      "\(String(describing: solved.framesByIBID["plain"])) vs \(label)")
  }
}
