import Foundation
import InterfaceBuilder
import Layout
import Testing

/// Text styles as Interface Builder stores them: UIKit's raw names (`UIFont.TextStyle.rawValue`),
/// which are the Swift names with Core Text's prefix except `UICTFontTextStyleSubhead`
/// (subheadline) and `UICTFontTextStyleTitle0` (largeTitle).
@Suite struct TextStyleImportTests {
  /// Every raw name IB writes, with the recipe keyword and the size at the Large category
  /// (REFERENCE section 1 and Apple's HIG tables), written out here rather than read from the table.
  static let styles: [(raw: String, keyword: String, points: Double)] = [
    ("UICTFontTextStyleTitle0", "largeTitle", 34),
    ("UICTFontTextStyleTitle1", "title1", 28),
    ("UICTFontTextStyleTitle2", "title2", 22),
    ("UICTFontTextStyleTitle3", "title3", 20),
    ("UICTFontTextStyleHeadline", "headline", 17),
    ("UICTFontTextStyleSubhead", "subheadline", 15),
    ("UICTFontTextStyleBody", "body", 17),
    ("UICTFontTextStyleCallout", "callout", 16),
    ("UICTFontTextStyleFootnote", "footnote", 13),
    ("UICTFontTextStyleCaption1", "caption1", 12),
    ("UICTFontTextStyleCaption2", "caption2", 11),
  ]

  /// A xib whose top-level view holds one label per style (ids s0...s10), each pinned at its
  /// top-left corner so that its size is its intrinsic size, plus `extra` labels.
  static func xib(_ styles: [String], extra: String = "") -> String {
    let labels = styles.enumerated().map { index, raw in
      """
                      <label text="Style \(index)" translatesAutoresizingMaskIntoConstraints="NO" id="s\(index)">
                          <rect key="frame" x="10" y="\(index * 50)" width="80" height="20"/>
                          <fontDescription key="fontDescription" style="\(raw)"/>
                      </label>
      """
    }
    let constraints = styles.indices.map { index in
      """
                      <constraint firstItem="s\(index)" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="10" id="l\(index)"/>
                      <constraint firstItem="s\(index)" firstAttribute="top" secondItem="top" secondAttribute="top" constant="\(index * 50)" id="t\(index)"/>
      """
    }
    return IBFixtureDocument(
      toolsVersion: "21225",
      scenes: [
        .view(
          IBFixtureRoot(
            id: "top", attributes: #"userLabel="Styles""#, width: 375, height: 600,
            subviews: """
              \(labels.joined(separator: "\n"))
              \(extra)
              """,
            constraints: """
              \(constraints.joined(separator: "\n"))
              """))
      ]
    ).xib
  }

  @Test func everyRawNameImportsAsItsStyle() throws {
    let source = Self.xib(Self.styles.map(\.raw))
    let result = try ImportSupport.importDocument(text: source, name: "Styles.xib", options: ImportOptions())
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let text = try #require(result.recipes.first).text
    for (index, style) in Self.styles.enumerated() {
      let line = #"label "Style \#(index) Label" text "Style \#(index)" font \#(style.keyword) "#
      #expect(text.contains("\n" + line), "\(style.raw): \(line)\n---\n\(text)")
    }
    // The sizes arrive: a label is one line of San Francisco's 2444/2048 em at the style's size,
    // rounded up to the scene's pixel grid (Subhead 15 pt: 17.900 -> 18 at 2x; Title0 34 pt:
    // 40.574 -> 41 at 2x, 40.667 at 3x).
    let scene = try ImportSupport.solvedFirst(result)
    let frames = scene.framesByIBID
    let scale = scene.variant.scene.scale
    for (index, style) in Self.styles.enumerated() {
      let line = style.points * 2444 / 2048
      let expected = (line * scale).rounded(.up) / scale
      #expect(frames["s\(index)"]?.size.height == expected, "\(style.raw) at scale \(scale)")
    }
    if scale == 2 {
      #expect(frames["s5"]?.size.height == 18)
      #expect(frames["s0"]?.size.height == 41)
    }
  }

  @Test func rawNamesRoundTripThroughTheTable() {
    for style in TextStyle.allCases {
      #expect(TextStyle(uikitName: style.uikitName) == style)
    }
    #expect(TextStyle.subheadline.uikitName == "UICTFontTextStyleSubhead")
    #expect(TextStyle.largeTitle.uikitName == "UICTFontTextStyleTitle0")
    // The Swift names are not UIKit's raw values, and raw values are matched exactly.
    #expect(TextStyle(uikitName: "UICTFontTextStyleSubheadline") == nil)
    #expect(TextStyle(uikitName: "UICTFontTextStyleLargeTitle") == nil)
    #expect(TextStyle(uikitName: "uictfonttextstylebody") == nil)
    #expect(TextStyle(uikitName: "body") == nil)
  }

  /// A name outside the table (visionOS's extra large title, or a misspelling) is a warning naming
  /// the label and the name; the label keeps its kind's default font.
  @Test func unknownRawNameIsAWarning() throws {
    let source = Self.xib([
      "UICTFontTextStyleBody", "UICTFontTextStyleExtraLargeTitle", "UICTFontTextStyleSubheadline",
    ])
    let result = try ImportSupport.importDocument(text: source, name: "Styles.xib", options: ImportOptions())
    let warnings = result.warnings.map { String(describing: $0) }
    #expect(warnings.count == 2, "\(warnings)")
    #expect(warnings.contains { $0.contains("unknown text style \"UICTFontTextStyleExtraLargeTitle\"") })
    #expect(warnings.contains { $0.contains("unknown text style \"UICTFontTextStyleSubheadline\"") })
    let text = try #require(result.recipes.first).text
    #expect(text.contains(#"label "Style 0 Label" text "Style 0" font body "#))
    #expect(text.contains(#"label "Style 1 Label" text "Style 1" hugging 250 id "s1""#), "\(text)")
  }
}
