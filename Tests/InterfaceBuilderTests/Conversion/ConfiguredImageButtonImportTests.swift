import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A configured button (`UIButton.Configuration`) with an image: its image as the configuration's
/// attributes (`image="trash" catalog="system"`) or its `<imageReference>`; a medium symbol 20
/// points wide for a 128-point side of its `<resources>` shape and 20 high (a classic button's is
/// 22); an image beside a title, with its `imagePadding` (none: 0), as wide as both and as high as
/// the taller (above or below it, `imagePlacement`: as wide as the wider, as high as both), plus
/// the configuration's 12 at the sides and 7 above and below (docs/interface-builder.md,
/// "Controls"). Titled buttons sit beside a Body label of the same text held by its top-leading
/// corner, so their size follows from the label's by hand: no font metric is assumed here.
@Suite struct ConfiguredImageButtonImportTests {
  static let body = #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#

  /// A configured plain button: `configuration` is the `<buttonConfiguration>`'s attributes after
  /// its style, `content` its children.
  static func configured(_ id: String, _ configuration: String, content: String = "") -> String {
    """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="plain"\(configuration)>
                    \(content)
                </buttonConfiguration>
            </button>
    """
  }

  static let source = TitledImageButtonImportTests.document(
    toolsVersion: "24506",
    views: [
      ("trash", configured("trash", #" image="trash" catalog="system""#), 10),
      (
        "circle",
        configured(
          "circle", "",
          content:
            #"<imageReference key="image" image="circle.fill" catalog="system" symbolScale="default"/>"#),
        100
      ),
      ("arrow", configured("arrow", #" title="Learn more" image="arrow""#), 200),
      ("refArrow", TitledImageButtonImportTests.label("refArrow", text: "Learn more", font: body), 200),
      ("tall", configured("tall", #" title="Learn more" image="tall""#), 300),
      ("down", configured("down", #" title="Go" image="arrowtriangle.down.fill" catalog="system""#), 400),
      ("refDown", TitledImageButtonImportTests.label("refDown", text: "Go", font: body), 400),
      (
        "padded",
        configured(
          "padded", #" title="Go" image="arrowtriangle.down.fill" catalog="system" imagePadding="8""#),
        500
      ),
      (
        "above",
        configured(
          "above",
          #" title="Go" image="arrowtriangle.down.fill" catalog="system" imagePlacement="top" imagePadding="4""#
        ), 600
      ),
    ],
    resources: """
          <image name="trash" catalog="system" width="117" height="128"/>
          <image name="circle.fill" catalog="system" width="128" height="123"/>
          <image name="arrowtriangle.down.fill" catalog="system" width="128" height="120"/>
          <image name="arrow" width="8" height="10"/>
          <image name="tall" width="12" height="30"/>
      """)

  func imported() throws -> ImportResult {
    try ImportSupport.importDocument(
      text: Self.source, name: "ConfiguredImages.xib", options: ImportOptions())
  }

  /// Within a thousandth of a point on every edge (the recipe writes symbol sizes in thousandths).
  func near(_ frame: Rect?, _ expected: Rect) -> Bool {
    guard let frame else { return false }
    return [
      frame.minX - expected.minX, frame.minY - expected.minY, frame.width - expected.width,
      frame.height - expected.height,
    ]
    .allSatisfy { abs($0) < 1e-3 }
  }

  @Test("a symbol-only configured button: its symbol (20 high at the medium scale) plus 12 and 7 insets")
  func symbolOnly() throws {
    let frames = try ImportSupport.solvedFirst(try imported()).framesByIBID
    // trash, 117 x 128, as the configuration's attributes: 20 x 117 / 128 = 18.281 + 24 wide,
    // 20 + 14 high (Go Map!!'s Display.storyboard stores 34 high).
    #expect(near(frames["trash"], Rect(x: 10, y: 10, width: 42.281, height: 34)), "\(frames)")
    // circle.fill, 128 x 123, as an <imageReference>: 20 + 24 wide (xdrip stores 43.67), 34 high.
    #expect(near(frames["circle"], Rect(x: 10, y: 100, width: 44, height: 34)), "\(frames)")
  }

  @Test("a configured image before its title: both wide, the taller high, plus the configuration's insets")
  func titleAndImage() throws {
    let result = try imported()
    let solved = try ImportSupport.solvedFirst(result)
    #expect(
      solved.text.contains(#"title "Learn more" configuration plain font body image 8 x 10"#),
      "\(solved.text)")
    let frames = solved.framesByIBID
    let label = try #require(frames["refArrow"])
    // The Body line (about 20.3) is taller than the 10-point image; the 30-point one is taller
    // than the line.
    #expect(label.height > 10 && label.height < 30)
    #expect(
      near(frames["arrow"], Rect(x: 10, y: 200, width: label.width + 8 + 24, height: label.height + 14)))
    #expect(near(frames["tall"], Rect(x: 10, y: 300, width: label.width + 12 + 24, height: 30 + 14)))
    // arrowtriangle.down.fill, 128 x 120: a configured button's medium symbol, 20 x 20.
    let go = try #require(frames["refDown"])
    #expect(
      near(frames["down"], Rect(x: 10, y: 400, width: go.width + 20 + 24, height: max(go.height, 20) + 14)))
  }

  @Test("imagePadding and imagePlacement: the padding between them, the image above the title")
  func paddingAndPlacement() throws {
    let result = try imported()
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let solved = try ImportSupport.solvedFirst(result)
    #expect(solved.text.contains("imagePadding 8 font body image 20 x 20"), "\(solved.text)")
    #expect(
      solved.text.contains("imagePadding 4 imagePlacement top font body image 20 x 20"), "\(solved.text)")
    let frames = solved.framesByIBID
    let go = try #require(frames["refDown"])
    #expect(
      near(
        frames["padded"], Rect(x: 10, y: 500, width: go.width + 20 + 8 + 24, height: max(go.height, 20) + 14))
    )
    // Stacked: as wide as the wider of the two, as high as both and the padding.
    #expect(
      near(
        frames["above"], Rect(x: 10, y: 600, width: max(go.width, 20) + 24, height: 20 + 4 + go.height + 14)))
  }
}
