import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A custom button (IB writes no `buttonType`) without a font in the file gets UIButton's own
/// default title font, system 18; a system button's default stays 15.
@Suite struct CustomButtonFontTests {
  /// A 375 x 200 xib (2x, no device) with a custom and a system button titled "Reload", neither
  /// with a font, each pinned at its top-left corner, and a custom button with a font of its own.
  static let source = IBFixtureDocument(
    toolsVersion: "14460.31",
    scenes: [
      .view(
        IBFixtureRoot(
          attributes: #"userLabel="Buttons""#, width: 375, height: 200,
          subviews: [
            IBFixtureView.button(
              "custom", frame: Rect(x: 20, y: 20, width: 56, height: 34), normal: #"title="Reload""#),
            IBFixtureView.button(
              "system", type: "system", frame: Rect(x: 20, y: 80, width: 47.5, height: 30),
              normal: #"title="Reload""#),
            IBFixtureView.button(
              "styled", frame: Rect(x: 20, y: 140, width: 47.5, height: 30),
              body: #"<fontDescription key="fontDescription" type="system" pointSize="15"/>"#,
              normal: #"title="Reload""#),
          ].joined(separator: "\n"),
          constraints: IBFixtureRoot.leadingTopPins([
            (id: "custom", x: 20, y: 20), (id: "system", x: 20, y: 80), (id: "styled", x: 20, y: 140),
          ])))
    ]
  ).xib

  @Test("a custom button without a font is system 18; a system button, or one with a font, is not")
  func customButtonTitleIs18() throws {
    let result = try ImportSupport.importDocument(
      text: Self.source, name: "Buttons.xib", options: ImportOptions())
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let recipe = try #require(result.recipes.first)
    #expect(
      recipe.text.contains(#"button "Reload Button" title "Reload" font 18 id "custom""#), "\(recipe.text)")
    #expect(recipe.text.contains(#"title "Reload" id "system""#), "\(recipe.text)")
    #expect(recipe.text.contains(#"title "Reload" id "styled""#), "\(recipe.text)")
    let scene = try ImportSupport.solved(recipe)
    #expect(scene.variant.scene.scale == 2)
    let frames = scene.framesByIBID
    // "Reload" in Inter: 6624 units of 2048 (hb-shape). At 18 pt 58.219, tracked 6 x -0.44:
    // 55.579, 56 at 2x; one line 18 x 2444 / 2048 = 21.480, 21.5, plus 6 above and below: 33.5,
    // a classic button's whole points 34.
    #expect(frames["custom"] == Rect(x: 20, y: 20, width: 56, height: 34))
    // At 15 pt: 48.516, tracked 6 x -0.23: 47.136, 47.5, whole points 48; one line 17.900, 18, plus 12.
    #expect(frames["system"] == Rect(x: 20, y: 80, width: 48, height: 30))
    #expect(frames["styled"] == Rect(x: 20, y: 140, width: 48, height: 30))
  }

  @Test("xlpagertabstrip's two custom buttons at the frames IB stored (56 x 34, 46 x 34), within 1 pt")
  func sharedCustomButtonsAtStoredFrames() throws {
    let file = try ImportSupport.sharedPublicApp("xlpagertabstrip-Storyboard.storyboard")
    let result = try ImportSupport.importDocument(file.data, name: file.name)
    var found = 0
    for imported in result.recipes
    where imported.storedFrames.contains(where: { $0.ibID.rawValue == "jSE-G2-qe6" }) {
      found += 1
      let comparison = try FrameComparisonTests.compare(imported)
      for id in ["jSE-G2-qe6", "kmN-fg-NDL"] {
        let difference = comparison.differences.first { $0.ibID.rawValue == id }
        #expect(difference == nil, "\(id): \(String(describing: difference))")
      }
    }
    #expect(found == 1)
  }
}
