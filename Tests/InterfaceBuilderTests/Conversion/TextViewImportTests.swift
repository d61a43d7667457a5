import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A non-scrolling `<textView>` becomes a recipe `textView`, sized by UIKit's text container inset
/// (8 above and below) and line fragment padding (5 at each end): checked against a label of the
/// same text and font, so no font metric is assumed.
@Suite struct TextViewImportTests {
  static let xib = IBFixtureDocument(
    toolsVersion: "21225",
    scenes: [
      .view(
        IBFixtureRoot(
          attributes: #"userLabel="Texts""#, width: 375, height: 300,
          subviews: """
            <label text="Two lines" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="ref">
                <fontDescription key="fontDescription" type="italicSystem" pointSize="17"/>
            </label>
            <textView scrollEnabled="NO" text="Two lines" translatesAutoresizingMaskIntoConstraints="NO" id="tv">
                <fontDescription key="fontDescription" type="italicSystem" pointSize="17"/>
            </textView>
            <textView text="Scrolls" translatesAutoresizingMaskIntoConstraints="NO" id="scrolling"/>
            """,
          constraints: """
            <constraint firstItem="ref" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="ref-lead"/>
            <constraint firstItem="ref" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="ref-top"/>
            <constraint firstItem="tv" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="tv-lead"/>
            <constraint firstItem="tv" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="tv-top"/>
            """))
    ]
  ).xib

  @Test func nonScrollingTextViewIsATextViewWithItsInsets() throws {
    let result = try ImportSupport.importDocument(text: Self.xib, name: "Texts.xib", options: ImportOptions())
    let recipe = try #require(result.recipes.first)
    #expect(recipe.text.contains(#"textView "Two lines Text View" text "Two lines" font 17 italic id "tv""#))
    // A scrolling text view has no intrinsic size: a plain view, as before.
    #expect(recipe.text.contains(#"view "Scrolls Text View" id "scrolling""#), "\(recipe.text)")
    #expect(
      result.warnings.map(\.message).filter { $0.contains("text view") } == [
        "a scrolling text view has no intrinsic size (UIKit's, as any scroll view's); imported as a plain view "
          + "(its text is not drawn)"
      ])
    let frames = try ImportSupport.solved(recipe).framesByIBID
    let label = try #require(frames["ref"])
    // The label's one line + 5 + 5 wide, + 8 + 8 high.
    #expect(frames["tv"] == Rect(x: 20, y: 100, width: label.width + 10, height: label.height + 16))
  }

  /// `TextContainerInset.xib`: a text view's `<inset key="textContainerInset">` (IB's UIEdgeInsets
  /// form: minX left, minY top, maxX right, maxY bottom; absent parts 0) and the `<edgeInsets>`
  /// form become `textContainerInset` (left out when it is UIKit's 8 0 8 0). Each is the label of
  /// the same text and font plus 5 + 5 and its insets: Padded + 10 + 4 + 6 wide, + 12 + 20 high,
  /// its first baseline 12 below its top where the label's is 0 below its own; Flush + 10 and + 0.
  @Test func customTextContainerInsetIsRead() throws {
    let result = try ImportSupport.importFixture("TextContainerInset.xib", options: ImportOptions())
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let recipe = try #require(result.recipes.first)
    #expect(recipe.text.contains(#"textView "Padded" text "Notes" textContainerInset 12 4 20 6 id "padded""#))
    #expect(recipe.text.contains(#"textView "Flush" text "Notes" textContainerInset 0 id "flush""#))
    #expect(recipe.text.contains(#"textView "Plain" text "Notes" id "plain""#), "\(recipe.text)")
    let solved = try ImportSupport.solved(recipe)
    let frames = solved.framesByIBID
    let label = try #require(frames["ref"])
    #expect(frames["padded"] == Rect(x: 20, y: 100, width: label.width + 20, height: label.height + 32))
    #expect(frames["flush"] == Rect(x: 20, y: 200, width: label.width + 10, height: label.height))
    #expect(frames["plain"] == Rect(x: 20, y: 300, width: label.width + 10, height: label.height + 16))
    let index = { (id: String) in
      ViewID(try #require(solved.variant.viewOrigins.firstIndex { $0.ibID == id }))
    }
    let labelBaseline = try #require(solved.result[try index("ref")].firstBaseline) - label.minY
    let paddedBaseline = try #require(solved.result[try index("padded")].firstBaseline) - 100
    #expect(abs(paddedBaseline - (12 + labelBaseline)) < 1e-9)
  }
}
