import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A configured button's (`UIButton.Configuration`) title wraps: the configuration's
/// `titleLineBreakMode` is word wrapping by default [DOC], whatever the `lineBreakMode` Interface
/// Builder writes on the button element (docs/interface-builder.md, "Configured buttons' titles
/// wrap"). It wraps at the button's width less the configuration's insets (12 at each side) and,
/// with an image beside it, the image and the padding; the button is then its wrapped title's
/// height plus 7 above and below. Each button is held at a fixed width beside a multi-line Body
/// label of the same text and of the title's width, so its size follows from the label's by hand:
/// no font metric is assumed here. A classic button's title keeps one line.
@Suite struct ConfiguredTitleWrapImportTests {
  static let title = "Check Launch VC Transactions"
  static let body = #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#

  /// The constraints holding view `id` at `x`, `y` and `width` points wide (0: its own width).
  static func held(_ id: String, x: Int, y: Int, width: Int) -> String {
    let fixed = """

                <constraint firstItem="\(id)" firstAttribute="width" constant="\(width)" id="\(id)-w"/>
      """
    return """
                <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(x)" id="\(id)-l"/>
                <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(y)" id="\(id)-t"/>\(width > 0 ? fixed : "")
      """
  }

  static func button(_ id: String, configuration: String?, title: String = title) -> String {
    let configured = configuration.map {
      """
                      <buttonConfiguration key="configuration" style="plain" title="\(title)"\($0)>
                          <fontDescription key="titleFontDescription" style="UICTFontTextStyleBody"/>
                      </buttonConfiguration>
      """
    }
    return """
                  <button opaque="NO" contentMode="scaleToFill" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                      \(configured == nil ? body : "")
                      <state key="normal" title="\(configured == nil ? title : "Button")"/>
      \(configured ?? "")
                  </button>
      """
  }

  static func label(_ id: String, lines: Int, title: String = title) -> String {
    """
                <label opaque="NO" text="\(title)" numberOfLines="\(lines)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    \(body)
                </label>
    """
  }

  /// (id, element, x, y, width)
  static let views: [(String, String, Int, Int, Int)] = [
    ("plain", button("plain", configuration: ""), 10, 10, 120),
    ("refPlain", label("refPlain", lines: 0), 300, 10, 96),
    (
      "imaged",
      button("imaged", configuration: #" image="arrowtriangle.down.fill" catalog="system" imagePadding="6""#),
      10, 200, 150
    ),
    ("refImaged", label("refImaged", lines: 0), 300, 200, 100),
    ("classic", button("classic", configuration: nil), 10, 400, 120),
    ("refLine", label("refLine", lines: 1), 300, 400, 400),
    ("spaced", button("spaced", configuration: "", title: "Go "), 10, 500, 0),
    ("refSpaced", label("refSpaced", lines: 1, title: "Go "), 300, 500, 0),
    ("row", proportionalRow, 10, 600, 200),
    ("refShow", label("refShow", lines: 1, title: showTitle), 300, 600, 0),
    ("refHide", label("refHide", lines: 1, title: hideTitle), 300, 650, 0),
  ]

  static let showTitle = "Show Widget (Deprecated)"
  static let hideTitle = "Hide Widget (Deprecated)"
  /// A fill-proportionally row 200 wide of two configured buttons whose Body titles (about 190
  /// points each) cannot fit their shares (sentry-iOS-Swift-App-Main's `mOm-Ca-55v`).
  static let proportionalRow = """
                <stackView opaque="NO" contentMode="scaleToFill" distribution="fillProportionally" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                    <subviews>
    \(button("show", configuration: "", title: showTitle))
    \(button("hide", configuration: "", title: hideTitle))
                    </subviews>
                </stackView>
    """

  static let source = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="24506" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="800" height="700"/>
                <subviews>
    \(views.map(\.1).joined(separator: "\n"))
                </subviews>
                <constraints>
    \(views.map { held($0.0, x: $0.2, y: $0.3, width: $0.4) }.joined(separator: "\n"))
                </constraints>
            </view>
        </objects>
        <resources>
            <image name="arrowtriangle.down.fill" catalog="system" width="128" height="120"/>
        </resources>
    </document>
    """

  func frames() throws -> [String: Rect] {
    let result = try ImportSupport.importDocument(
      text: Self.source, name: "ConfiguredTitleWrap.xib", options: ImportOptions())
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    return try ImportSupport.solvedFirst(result).framesByIBID
  }

  func near(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-3 } ?? false }

  @Test("a configured title wraps at the button's width less its 12-point side insets")
  func wrapsAtWidthLessInsets() throws {
    let frames = try frames()
    let line = try #require(frames["refLine"]).height
    let wrapped = try #require(frames["refPlain"]).height
    // The reference wraps at 96 points: two lines at least.
    #expect(wrapped > 1.5 * line, "\(frames)")
    #expect(near(frames["plain"]?.height, wrapped + 14), "\(frames)")
    #expect(near(frames["plain"]?.width, 120), "\(frames)")
  }

  @Test("beside a 20-point symbol and a padding of 6, the title wraps at 150 - 24 - 20 - 6")
  func wrapsBesideItsImage() throws {
    let frames = try frames()
    let wrapped = try #require(frames["refImaged"]).height
    #expect(wrapped > 20)
    #expect(near(frames["imaged"]?.height, wrapped + 14), "\(frames)")
  }

  @Test("a title that fits keeps its one line as measured, a trailing space too")
  func fittingTitleKeepsItsLine() throws {
    let frames = try frames()
    let line = try #require(frames["refSpaced"])
    #expect(near(frames["spaced"]?.width, line.width + 24), "\(frames)")
    #expect(near(frames["spaced"]?.height, line.height + 14), "\(frames)")
  }

  @Test("in a fill-proportionally stack configured titles keep one line, in shares of their one-line widths")
  func proportionalRowKeepsOneLine() throws {
    let frames = try frames()
    let show = try #require(frames["refShow"])
    let hide = try #require(frames["refHide"])
    let shown = try #require(frames["show"])
    let hidden = try #require(frames["hide"])
    // One line each, 7 above and below, though neither title fits its share.
    #expect(show.width + 24 > 110 && hide.width + 24 > 110, "\(frames)")
    #expect(near(shown.height, show.height + 14) && near(hidden.height, hide.height + 14), "\(frames)")
    // The 200 points shared in proportion to the one-line widths (title + 12 + 12).
    let total = show.width + hide.width + 48
    #expect(near(shown.width, 200 * (show.width + 24) / total), "\(frames)")
    #expect(near(hidden.width, 200 * (hide.width + 24) / total), "\(frames)")
  }

  @Test("a classic button's title stays on one line (its middle truncated), 6 above and below")
  func classicKeepsOneLine() throws {
    let frames = try frames()
    let line = try #require(frames["refLine"]).height
    #expect(near(frames["classic"]?.height, (line - 1e-9).rounded(.up) + 12), "\(frames)")
  }
}
