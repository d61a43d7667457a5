import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A label's lines in a Dynamic Type text style are the style's leading apart, and an attributed
/// text's `lineHeightMultiple` scales every line (docs/interface-builder.md, "Text styles' leading
/// and lineHeightMultiple"). Heights by hand from San Francisco's line height (2444/2048 em,
/// docs/typesetting.md) and the Human Interface Guidelines' leadings, rounded up to 2x pixels.
@Suite struct TextStyleLeadingTests {
  /// The fixture's recipe and frames by IB id, imported on its canvas (a 2x retina6_1).
  static func frames(toolsVersion: String? = nil) throws -> (text: String, frames: [String: Rect]) {
    var source = String(decoding: try ImportSupport.fixture("TextStyleLeading.xib"), as: UTF8.self)
    if let toolsVersion {
      source = source.replacingOccurrences(
        of: #"toolsVersion="17701""#, with: "toolsVersion=\"\(toolsVersion)\"")
    }
    let result = try IBImporter.importDocument(
      Data(source.utf8), fileName: "TextStyleLeading.xib", options: ImportOptions(scene: .canvas))
    let recipe = try #require(result.recipes.first)
    let compiled = try ImportSupport.compile(recipe.text)
    let variant = try #require(compiled.variants.first)
    return (recipe.text, ImportSupport.framesByIBID(variant, try ImportSupport.solve(variant)))
  }

  static let lineHeightPerPoint = 2444.0 / 2048

  /// Up to the next half point (2x pixels).
  static func pixels(_ value: Double) -> Double { (value * 2 - 1e-9).rounded(.up) / 2 }

  @Test("Subheadline and Body lines are 20 and 22 apart; the system font by size keeps its line height")
  func textStylesAtLarge() throws {
    let (_, frames) = try Self.frames()
    // Subheadline, 2 lines: 15 x 2444/2048 = 17.900 + 20 = 37.900: 38.
    let subhead = 15 * Self.lineHeightPerPoint + 20
    #expect(frames["subhead"]?.height == Self.pixels(subhead))
    #expect(frames["subhead"]?.height == 38)
    // Body, 3 lines: 20.287 + 2 x 22 = 64.287: 64.5.
    #expect(frames["body"]?.height == Self.pixels(17 * Self.lineHeightPerPoint + 2 * 22))
    #expect(frames["body"]?.height == 64.5)
    // System 15, 2 lines, no style: 2 x 17.900 = 35.801: 36 (the rule does not apply).
    #expect(frames["system"]?.height == Self.pixels(2 * 15 * Self.lineHeightPerPoint))
    #expect(frames["system"]?.height == 36)
  }

  @Test("lineHeightMultiple 1.35: one System 16 line 26 high, two 52; written as a recipe property")
  func lineHeightMultiple() throws {
    let (text, frames) = try Self.frames()
    #expect(text.contains("lineHeightMultiple 1.35"), "\(text)")
    // 16 x 2444/2048 = 19.094 x 1.35 = 25.777: 26 (ddg-DaxOnboarding's label stored 26).
    #expect(frames["multiple"]?.height == Self.pixels(1.35 * 16 * Self.lineHeightPerPoint))
    #expect(frames["multiple"]?.height == 26)
    #expect(frames["multiple2"]?.height == Self.pixels(2 * 1.35 * 16 * Self.lineHeightPerPoint))
    #expect(frames["multiple2"]?.height == 52)
  }

  @Test("Xcode 13's canvas (xSmall): Body 14 on 19, the guidelines' xSmall leading")
  func xSmallCanvas() throws {
    let (text, frames) = try Self.frames(toolsVersion: "19162")
    #expect(text.contains("dynamic type xS"), "\(text)")
    // Body at xSmall, 3 lines: 14 x 2444/2048 = 16.707 + 2 x 19 = 54.707: 55 (scaling 22 by
    // 14/17 would give 16.707 + 2 x 18.118 = 52.94: 53).
    #expect(frames["body"]?.height == Self.pixels(14 * Self.lineHeightPerPoint + 2 * 19))
    #expect(frames["body"]?.height == 55)
  }

  @Test("lineHeightMultiple: positive, at most 100; labels and text views only")
  func syntax() throws {
    let compiled = try ImportSupport.compile(
      """
      recipe "Spaced"
      scene 200 x 100

      label "L" text "a" font 16 lineHeightMultiple 2 lines 0

      1. L.Top = Superview.Top + 10
      2. L.Leading = Superview.Leading + 10
      """)
    let variant = try #require(compiled.variants.first)
    let frames = ImportSupport.framesByName(variant, try ImportSupport.solve(variant))
    // One 16-pt line, doubled: 2 x 19.094 = 38.19, rounded up to the scene's pixels.
    let height = try #require(frames["L"]?.height)
    #expect(
      height >= 2 * 16 * Self.lineHeightPerPoint && height < 2 * 16 * Self.lineHeightPerPoint + 1, "\(height)"
    )
    for bad in [
      "label \"L\" text \"a\" lineHeightMultiple 0", "button \"B\" title \"a\" lineHeightMultiple 1.5",
    ] {
      let compiled = RecipeCompiler.compile("recipe \"Bad\"\nscene 200 x 100\n\n\(bad)\n", fileName: "bad")
      #expect(compiled.hasErrors, "\(bad)")
    }
  }
}
