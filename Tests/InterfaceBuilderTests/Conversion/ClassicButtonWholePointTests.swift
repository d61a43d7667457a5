import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A classic button's size is whole points at 3x, where a label of the same title and font is
/// pixel-rounded (docs/interface-builder.md "Controls": IB stores 13 pt classic buttons 28 high on
/// retina6_12, 17 pt ones 33 high at 2x and 3x).
@Suite struct ClassicButtonWholePointTests {
  /// A 393 x 200 xib on retina6_12 (3x): a system button and a label, both "Reload" in system
  /// 13 pt, each pinned at its top-left corner.
  static let source = IBFixtureDocument(
    toolsVersion: "24765", device: "retina6_12",
    scenes: [
      .view(
        IBFixtureRoot(
          attributes: #"userLabel="Buttons""#, width: 393, height: 200,
          subviews: [
            IBFixtureView.button(
              "button", type: "system", frame: Rect(x: 20, y: 20, width: 43, height: 28),
              body: #"<fontDescription key="fontDescription" type="system" pointSize="13"/>"#,
              normal: #"title="Reload""#),
            IBFixtureView.label(
              "label", text: "Reload", frame: Rect(x: 20, y: 80, width: 127.0 / 3, height: 47.0 / 3),
              pointSize: 13),
          ].joined(separator: "\n"),
          constraints: IBFixtureRoot.leadingTopPins([
            (id: "button", x: 20, y: 20), (id: "label", x: 20, y: 80),
          ])))
    ]
  ).xib

  @Test("a classic button is its title plus 6 above and below, rounded up to whole points at 3x")
  func classicButtonIsWholePoints() throws {
    let result = try ImportSupport.importDocument(
      text: Self.source, name: "Buttons.xib", options: ImportOptions())
    let scene = try ImportSupport.solvedFirst(result)
    #expect(scene.variant.scene.scale == 3)
    let frames = scene.framesByIBID
    let label = try #require(frames["label"])
    let button = try #require(frames["button"])
    // One line of 13 pt: 13 x 2444 / 2048 = 15.514, 15.667 (47/3) at 3x for the label; the button
    // 15.514 + 12 = 27.514, 28 in whole points (27.667 on the pixel grid).
    #expect(abs(label.height - 47.0 / 3) < 1e-9)
    #expect(button.height == 28)
    // Its width is the title's, rounded up to a whole point.
    #expect(label.width > 0)
    #expect(button.width == label.width.rounded(.up))
    #expect(button.width == button.width.rounded())
  }
}
