import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// An attributed text's paragraph style `minimumLineHeight` makes every line at least that high
/// (docs/interface-builder.md, "Minimum line height of attributed text"). Heights by hand from San
/// Francisco's line height (2444/2048 em, docs/typesetting.md), rounded up to 2x pixels.
@Suite struct MinimumLineHeightImportTests {
  static let lineHeightPerPoint = 2444.0 / 2048

  /// Up to the next half point (2x pixels).
  static func pixels(_ value: Double) -> Double { (value * 2 - 1e-9).rounded(.up) / 2 }

  @Test("minimumLineHeight 20: two System 12 lines 40 high, the box 8 below at 68")
  func twoLines() throws {
    let solved = try ImportSupport.solvedFixture("MinimumLineHeight.xib")
    #expect(solved.text.contains("minimumLineHeight 20"), "\(solved.text)")
    // 12 x 2444/2048 = 14.32 per line, below 20: 2 x 20 = 40 (29 without the minimum).
    #expect(12 * Self.lineHeightPerPoint < 20)
    #expect(solved.framesByIBID["two"]?.height == 40)
    // The box 8 below: 68 (to the solver's rounding: the line's 20 is 14.32 times 20/14.32).
    let box = try #require(solved.framesByIBID["box"])
    #expect(abs(box.minY - (20 + 40 + 8)) < 1e-9, "\(box.minY)")
  }

  @Test("one System 17 line at minimumLineHeight 22 is 22 high; at 10, its natural 20.5")
  func oneLine() throws {
    let solved = try ImportSupport.solvedFixture("MinimumLineHeight.xib")
    #expect(solved.framesByIBID["one"]?.height == 22)
    // 17 x 2444/2048 = 20.287: 20.5, above the minimum of 10.
    #expect(solved.framesByIBID["below"]?.height == Self.pixels(17 * Self.lineHeightPerPoint))
    #expect(solved.framesByIBID["below"]?.height == 20.5)
  }

  @Test("minimumLineHeight: zero or more points, labels and text views only")
  func syntax() throws {
    let compiled = try ImportSupport.compile(
      """
      recipe "Tall lines"
      scene 200 x 100

      label "L" text "a\\nb" font 16 minimumLineHeight 30 lines 0

      1. L.Top = Superview.Top + 10
      2. L.Leading = Superview.Leading + 10
      """)
    let variant = try #require(compiled.variants.first)
    let frames = ImportSupport.framesByName(variant, try ImportSupport.solve(variant))
    // Two lines of 30 (each 16 x 2444/2048 = 19.09 on its own).
    #expect(frames["L"]?.height == 60)
    for bad in [
      "label \"L\" text \"a\" minimumLineHeight -1", "button \"B\" title \"a\" minimumLineHeight 3",
    ] {
      let compiled = RecipeCompiler.compile("recipe \"Bad\"\nscene 200 x 100\n\n\(bad)\n", fileName: "bad")
      #expect(compiled.hasErrors, "\(bad)")
    }
  }
}
