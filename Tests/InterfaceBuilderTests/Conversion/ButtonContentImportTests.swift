import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A button's content in the forms IB writes besides a plain state title (fixture
/// ButtonContent.xib): a classic button's attributed title, a system symbol as a classic
/// button's image (an attribute of its state or an `<imageReference>`, with its
/// `preferredSymbolConfiguration`), a configured button's image and `titleFontDescription`, and a
/// configured title without a font (Body). Each button sits beside a reference view of the same
/// content (a label of the same text and font, an image view of the same symbol and
/// configuration), so its size follows from the reference's by hand: no font or symbol metric is
/// assumed here.
@Suite struct ButtonContentImportTests {
  func imported() throws -> ImportResult {
    try IBImporter.importDocument(
      try ImportSupport.fixture("ButtonContent.xib"), fileName: "ButtonContent.xib")
  }

  func frames() throws -> [String: Rect] {
    let recipe = try #require(try imported().recipes.first)
    let compiled = try ImportSupport.compile(recipe.text)
    let variant = try #require(compiled.variants.first)
    return ImportSupport.framesByIBID(variant, try ImportSupport.solve(variant))
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
    // The label's size, plus a classic button's 6 above and below; at x 200, y 10.
    #expect(frames["edit"] == Rect(x: 200, y: 10, width: label.width, height: label.height + 12))
  }

  @Test("a symbol-only button is its symbol's size plus its content insets")
  func symbolButtons() throws {
    let frames = try frames()
    let trash = try #require(frames["refTrash"])
    let touch = try #require(frames["refTouch"])
    let copy = try #require(frames["refCopy"])
    for image in [trash, touch, copy] {
      #expect(image.width > 0 && image.width < 40 && image.height > 0 && image.height < 40, "\(image)")
    }
    // contentEdgeInsets 8 on every side (the button's size is written in thousandths).
    #expect(near(frames["trash"], Rect(x: 200, y: 100, width: trash.width + 16, height: trash.height + 16)))
    // No insets; the state's Body, large configuration is the image view's.
    #expect(frames["touch"] == Rect(x: 200, y: 200, width: touch.width, height: touch.height))
    // A configured button: the medium size's 12 at the sides, 7 above and below.
    #expect(near(frames["copy"], Rect(x: 200, y: 300, width: copy.width + 24, height: copy.height + 14)))
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
}
