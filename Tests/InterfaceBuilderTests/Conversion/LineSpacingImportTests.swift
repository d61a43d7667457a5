import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// An attributed text's paragraph style `lineSpacing` puts that many points between one line and
/// the next (docs/interface-builder.md, "Line spacing of attributed text"): a label of N lines is
/// N lines plus N - 1 spacings high. Heights by hand from San Francisco's line height (2444/2048
/// em, docs/typesetting.md), rounded up to 2x pixels.
@Suite struct LineSpacingImportTests {
  static let lineHeightPerPoint = 2444.0 / 2048

  /// Up to the next half point (2x pixels).
  static func pixels(_ value: Double) -> Double { (value * 2 - 1e-9).rounded(.up) / 2 }

  @Test("lineSpacing 3: three System 14 lines 56.5 high, the box 8 below at 84.5; one line 17")
  func threeLines() throws {
    let solved = try ImportSupport.solvedFixture("LineSpacing.xib")
    #expect(solved.text.contains("lineSpacing 3"), "\(solved.text)")
    // 3 x 14 x 2444/2048 = 50.133 + 2 x 3 = 56.133: 56.5 (50.5 without the spacing).
    let three = Self.pixels(3 * 14 * Self.lineHeightPerPoint + 2 * 3)
    #expect(three == 56.5)
    #expect(solved.framesByIBID["three"]?.height == three)
    #expect(solved.framesByIBID["box"]?.minY == 20 + three + 8)
    // One line: 16.707: 17, no spacing after it.
    #expect(solved.framesByIBID["one"]?.height == Self.pixels(14 * Self.lineHeightPerPoint))
    #expect(solved.framesByIBID["one"]?.height == 17)
  }

  @Test("lineSpacing: zero or more points, labels and text views only")
  func syntax() throws {
    let compiled = try ImportSupport.compile(
      """
      recipe "Spaced"
      scene 200 x 100

      label "L" text "a\\nb" font 16 lineSpacing 10 lines 0

      1. L.Top = Superview.Top + 10
      2. L.Leading = Superview.Leading + 10
      """)
    let variant = try #require(compiled.variants.first)
    let frames = ImportSupport.framesByName(variant, try ImportSupport.solve(variant))
    // Two 16-pt lines 10 apart: 2 x 19.094 + 10 = 48.19, rounded up to the scene's pixels.
    let height = try #require(frames["L"]?.height)
    let expected = 2 * 16 * Self.lineHeightPerPoint + 10
    #expect(height >= expected && height < expected + 1, "\(height)")
    for bad in ["label \"L\" text \"a\" lineSpacing -1", "button \"B\" title \"a\" lineSpacing 3"] {
      let compiled = RecipeCompiler.compile("recipe \"Bad\"\nscene 200 x 100\n\n\(bad)\n", fileName: "bad")
      #expect(compiled.hasErrors, "\(bad)")
    }
  }
}
