import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A wrapping label whose text ends with a hard line break is one line taller: the empty line
/// after the break (docs/interface-builder.md, "Labels ending in a line break"). Heights by hand
/// from San Francisco's line height (2444/2048 em, docs/typesetting.md) and Body's leading of 22
/// (the Human Interface Guidelines' Dynamic Type table), rounded up to the scene's 2x pixels.
@Suite struct LabelTrailingLineBreakTests {
  static let lineHeightPerPoint = 2444.0 / 2048

  /// Up to the next half point (2x pixels).
  static func pixels(_ value: Double) -> Double { (value * 2 - 1e-9).rounded(.up) / 2 }

  /// The labels' solved heights by name.
  static func heights() throws -> [String: Double] {
    let compiled = try ImportSupport.compile(
      """
      recipe "Trailing breaks"
      scene 320 x 400

      label "Ends" text "one\\ntwo\\n" font 14 lines 0
      label "Plain" text "one\\ntwo" font 14 lines 0
      label "Separator" text "one\\u{2028}" font body lines 0
      label "Limited" text "one\\ntwo\\n" font 14 lines 2
      label "Single" text "one\\n" font 14

      1. Ends.Top = Superview.Top + 10
      2. Ends.Leading = Superview.Leading + 10
      3. Plain.Top = Superview.Top + 100
      4. Plain.Leading = Superview.Leading + 10
      5. Separator.Top = Superview.Top + 200
      6. Separator.Leading = Superview.Leading + 10
      7. Limited.Top = Superview.Top + 300
      8. Limited.Leading = Superview.Leading + 10
      9. Single.Top = Superview.Top + 300
      10. Single.Leading = Superview.Leading + 200
      """)
    let variant = try #require(compiled.variants.first)
    let frames = ImportSupport.framesByName(variant, try ImportSupport.solve(variant))
    return frames.mapValues(\.height)
  }

  @Test("two System 14 lines and a trailing line feed: three lines high; without it, two")
  func lineFeed() throws {
    let heights = try Self.heights()
    // 3 x 14 x 2444/2048 = 50.12: 50.5; without the break 33.41: 33.5.
    #expect(heights["Ends"] == Self.pixels(3 * 14 * Self.lineHeightPerPoint))
    #expect(heights["Ends"] == 50.5)
    #expect(heights["Plain"] == Self.pixels(2 * 14 * Self.lineHeightPerPoint))
    #expect(heights["Plain"] == 33.5)
  }

  @Test("a Body line ending in U+2028 is its line plus Body's leading: 20.29 + 22 = 42.5")
  func lineSeparatorInATextStyle() throws {
    let heights = try Self.heights()
    #expect(heights["Separator"] == Self.pixels(17 * Self.lineHeightPerPoint + 22))
    #expect(heights["Separator"] == 42.5)
  }

  @Test("no extra line at the label's line limit, nor on a one-line label")
  func limits() throws {
    let heights = try Self.heights()
    #expect(heights["Limited"] == 33.5)
    #expect(heights["Single"] == Self.pixels(14 * Self.lineHeightPerPoint))
  }
}
