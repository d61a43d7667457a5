import Foundation
import InterfaceBuilder
import Layout
import Recipe
import Testing

/// A text view's lines are TextKit's line fragments (docs/interface-builder.md, "Text views' line
/// fragments"): a Dynamic Type text style's leading follows every line, the last included, and a
/// text that ends with a newline gets one more, empty line (as a wrapping label's does since session
/// 38, "Labels ending in a line break"); labels of the same text keep UILabel's leading. Heights by hand from San Francisco's line height (2444/2048 em, docs/typesetting.md),
/// the Human Interface Guidelines' leadings and UIKit's text container inset (8 + 8), rounded up
/// to 2x pixels.
@Suite struct TextViewLineFragmentTests {
  static let lineHeightPerPoint = 2444.0 / 2048

  /// Up to the next half point (2x pixels).
  static func pixels(_ value: Double) -> Double { (value * 2 - 1e-9).rounded(.up) / 2 }

  @Test("A text style's text view: every line its leading high, the last one included")
  func textStyleLines() throws {
    let solved = try ImportSupport.solvedFixture("TextViewLineFragments.xib")
    let frames = solved.framesByIBID
    // Subheadline, one line: 20 + 16 = 36 (tinode-Main's stored height); UILabel's 17.9 line
    // would give 18 + 16 = 34.
    #expect(frames["subhead"]?.height == 36)
    // Body, two lines: 2 x 22 + 16 = 60 (the solver's last bits aside).
    #expect(abs(try #require(frames["body"]).height - (2 * 22 + 16)) < 1e-6)
    // The label of the same text: 20.287 + 22 = 42.287: 42.5.
    #expect(frames["bodyLabel"]?.height == Self.pixels(17 * Self.lineHeightPerPoint + 22))
    #expect(frames["bodyLabel"]?.height == 42.5)
  }

  @Test(
    "The system font by size keeps its line; a final newline opens one more line in a text view and a wrapping label"
  )
  func finalNewline() throws {
    let solved = try ImportSupport.solvedFixture("TextViewLineFragments.xib")
    let frames = solved.framesByIBID
    let line = 16 * Self.lineHeightPerPoint  // 19.094
    // One line: 19.094: 19.5 + 16.
    #expect(frames["system"]?.height == Self.pixels(line) + 16)
    #expect(frames["system"]?.height == 35.5)
    // "Notes\n": two lines, 38.19: 38.5 + 16.
    #expect(frames["newline"]?.height == Self.pixels(2 * line) + 16)
    #expect(frames["newline"]?.height == 54.5)
    // A wrapping label opens one more line for the final newline too (nhscovid, adguard and sozie
    // store it, docs/interface-builder.md "Labels ending in a line break"): 38.19: 38.5.
    #expect(frames["newlineLabel"]?.height == Self.pixels(2 * line))
  }
}
