import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A button's content in the forms IB writes besides a plain state title (fixture
/// ButtonContent.xib): a classic button's attributed title, a system symbol as a classic
/// button's image (an attribute of its state or an `<imageReference>`, with its
/// `preferredSymbolConfiguration`), a configured button's image and `titleFontDescription`, and a
/// configured title without a font (Body). Each titled button sits beside a label of the same
/// text and font, so its size follows from the label's by hand: no font metric is assumed here;
/// symbol-only buttons are sized by hand from the button symbol sizes.
@Suite struct ButtonContentImportTests {
  func imported() throws -> ImportResult {
    try ImportSupport.importFixture("ButtonContent.xib", options: ImportOptions())
  }

  func frames() throws -> [String: Rect] {
    let recipe = try #require(try imported().recipes.first)
    return try ImportSupport.solved(recipe).framesByIBID
  }

  /// Within a millionth of a point on every edge.
  func near(_ frame: Rect?, _ expected: Rect) -> Bool {
    guard let frame else { return false }
    return [
      frame.minX - expected.minX, frame.minY - expected.minY, frame.width - expected.width,
      frame.height - expected.height,
    ]
    .allSatisfy { abs($0) < 1e-6 }
  }

  @Test func nothingIsWarned() throws {
    let warnings = try imported().warnings
    #expect(warnings.isEmpty, "\(warnings)")
  }

  @Test("a classic button's attributed title is its title, in the attributed string's font")
  func attributedTitle() throws {
    let text = try #require(try imported().recipes.first).text
    #expect(text.contains(#"button "Edit" title "Edit" weight bold id "edit""#), "\(text)")
    let frames = try frames()
    let label = try #require(frames["refEdit"])
    #expect(label.width > 0)
    // The label's size, plus a classic button's 6 above and below, rounded up to whole points (a
    // classic button's size), and at least 30 wide (`ControlMetrics.classicButtonMinimumWidth`:
    // the bold "Edit" is about 29 wide, and duckduckgo's ActionMessageView stores it 30 wide);
    // at x 200, y 10.
    #expect(label.width < 30)
    #expect(
      frames["edit"]
        == Rect(
          x: 200, y: 10, width: max(30, label.width.rounded(.up)), height: (label.height + 12).rounded(.up)))
  }

  @Test("a symbol-only button is its button symbol's size plus its content insets")
  func symbolButtons() throws {
    let frames = try frames()
    // By hand (the fixture's comment): trash with insets 8; touchid large at Body, no insets;
    // a configured doc.on.doc, large, with the medium size's 12 and 7.
    #expect(near(frames["trash"], Rect(x: 200, y: 100, width: 34.281, height: 38)))
    #expect(near(frames["touch"], Rect(x: 200, y: 200, width: 26, height: 26)))
    #expect(near(frames["copy"], Rect(x: 200, y: 300, width: 47.563, height: 40)))
  }

  /// Before Xcode 13 a button's medium symbol is 21.5 points wide for a 128-point side and 20
  /// high: the same fixture saved as Xcode 12 (toolsVersion 17503) has trash 21.5 x 117 / 128 =
  /// 19.652 + 16 = 35.652 wide and 20 + 16 = 36 high; the large scale is unchanged.
  @Test func symbolButtonsBeforeXcode13() throws {
    let source = try #require(
      String(data: try ImportSupport.fixture("ButtonContent.xib"), encoding: .utf8)?.replacingOccurrences(
        of: #"toolsVersion="21701""#, with: #"toolsVersion="17503""#))
    let result = try ImportSupport.importDocument(
      text: source, name: "ButtonContent.xib", options: ImportOptions())
    let frames = try ImportSupport.solvedFirst(result).framesByIBID
    #expect(near(frames["trash"], Rect(x: 200, y: 100, width: 35.652, height: 36)))
    #expect(near(frames["touch"], Rect(x: 200, y: 200, width: 26, height: 26)))
  }

  @Test("a configured title is set in the configuration's font, else in Body")
  func configuredTitleFonts() throws {
    let frames = try frames()
    let headline = try #require(frames["refHeadline"])
    let body = try #require(frames["refBody"])
    #expect(headline.width > body.width, "Headline is semibold: \(headline) \(body)")
    #expect(
      frames["primary"] == Rect(x: 200, y: 400, width: headline.width + 24, height: headline.height + 14))
    #expect(frames["secondary"] == Rect(x: 200, y: 500, width: body.width + 24, height: body.height + 14))
  }

  /// UIKit's glyph buttons (info, detail disclosure, contact add) without a title, by the Xcode
  /// that saved the document (docs/interface-builder.md, "Controls": the sides IB stored for
  /// such buttons, one app per era, toolsVersions 14460.31, 14868, 19150 and 21701): 22 x 22
  /// before Xcode 11 (also Xcode 9's 13771), 25 x 25 in Xcode 11 and 12 (also 17701), 20 x 20 in
  /// Xcode 13, 25.667 x 25.667 from Xcode 14; held by their top-leading corner only. A titled info button keeps its title's size
  /// (no intrinsic).
  @Test(arguments: [
    ("13771", 22.0), ("14460.31", 22.0), ("14868", 25.0), ("17701", 25.0), ("19150", 20.0), ("21701", 25.667),
  ])
  func glyphButtons(toolsVersion: String, side: Double) throws {
    func button(_ id: String, _ type: String, x: Int, title: String? = nil) -> String {
      let state = title.map { #"<state key="normal" title="\#($0)"/>"# } ?? ""
      return """
                <button opaque="NO" contentMode="scaleToFill" buttonType="\(type)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    \(state)
                </button>
        """
    }
    func pin(_ id: String, x: Int) -> String {
      """
                <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(x)" id="\(id)-l"/>
                <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="\(id)-t"/>
      """
    }
    let kinds = [
      ("info", "infoLight"), ("dark", "infoDark"), ("detail", "detailDisclosure"), ("add", "contactAdd"),
    ]
    let source = IBFixtureDocument(
      toolsVersion: "\(toolsVersion)",
      scenes: [
        .view(
          IBFixtureRoot(
            width: 375, height: 100,
            subviews: """
              \(kinds.enumerated().map { button($1.0, $1.1, x: 10 + 50 * $0) }.joined(separator: "\n"))
              \(button("titled", "infoLight", x: 250, title: "More"))
              """,
            constraints: """
              \(kinds.enumerated().map { pin($1.0, x: 10 + 50 * $0) }.joined(separator: "\n"))
              \(pin("titled", x: 250))
              """))
      ]
    ).xib
    let result = try ImportSupport.importDocument(text: source, name: "Glyphs.xib", options: ImportOptions())
    let recipe = try #require(result.recipes.first)
    let frames = try ImportSupport.solved(recipe).framesByIBID
    for (index, (id, _)) in kinds.enumerated() {
      #expect(
        near(frames[id], Rect(x: Double(10 + 50 * index), y: 10, width: side, height: side)),
        "\(id): \(String(describing: frames[id]))")
    }
    let titled = try #require(frames["titled"])
    #expect(titled.width > 0 && titled.width != side, "\(titled)")
    #expect(!recipe.text.contains(#"title "More" intrinsic"#), "\(recipe.text)")
  }
}
