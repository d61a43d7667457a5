import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// Xcode 13+ `<buttonConfiguration>`s become `configuration STYLE` (and `contentInsets` when the
/// file stores them): a configured button is its title plus 7 above and below and 12 at the
/// sides (UIButton.Configuration's medium size; Apple Developer Forums 733541), or the stored
/// insets. Each button sits beside a label of the same text and font, so its size is derived by
/// hand from the label's: no font metric is assumed.
@Suite struct ButtonConfigurationImportTests {
  func imported() throws -> ImportResult {
    try ImportSupport.importFixture("Buttons.xib", options: ImportOptions())
  }

  @Test func configurationsBecomeStyleAndInsets() throws {
    let text = try #require(try imported().recipes.first).text
    for line in [
      // The state title "Button" is stale: the configuration's title wins; no font in the file:
      // Body.
      #"button "Plain" title "Continue" configuration plain font body id "plain""#,
      #"button "Filled" title "Continue" configuration filled contentInsets 10 20 10 20 font "Inter" 17 id "filled""#,
      #"button "Tinted" title "Continue" configuration tinted font "Inter" 17 id "tinted""#,
    ] {
      #expect(text.contains("\n" + line + "\n"), "\(line)\n---\n\(text)")
    }
  }

  @Test func whatIsApproximatedIsWarnedAtTheConfiguration() throws {
    #expect(
      try imported().warnings.map(\.description) == [
        "Buttons.xib:34: warning: <buttonConfiguration> of <button id=\"tinted\">: buttonSize \"small\": UIKit "
          + "does not document the content insets of this size; the medium size's (7, 12, 7, 12) are used"
      ])
  }

  /// Plain (no font in the file: Body, like Ref Body): Ref Body's size + (12 + 12, 7 + 7). Filled
  /// (Inter 17, stored insets 10 20 10 20): Ref 17's size + (40, 20). Tinted (Inter 17, small size read as medium):
  /// Ref 17's size + (24, 14). All at x = 20, at their tops.
  @Test func sizesFollowFromTheLabelsAndTheInsets() throws {
    let recipe = try #require(try imported().recipes.first)
    let frames = try ImportSupport.solved(recipe).framesByIBID
    let body = try #require(frames["refBody"])
    let ref17 = try #require(frames["ref17"])
    #expect(body.width > 0 && ref17.width > 0, "the labels measured: \(body), \(ref17)")
    #expect(frames["plain"] == Rect(x: 20, y: 60, width: body.width + 24, height: body.height + 14))
    #expect(frames["filled"] == Rect(x: 20, y: 160, width: ref17.width + 40, height: ref17.height + 20))
    #expect(frames["tinted"] == Rect(x: 20, y: 220, width: ref17.width + 24, height: ref17.height + 14))
  }
}
