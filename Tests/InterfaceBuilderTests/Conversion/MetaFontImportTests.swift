import Foundation
import InterfaceBuilder
import Testing

/// An attributed text's `NSFont` named by an AppKit meta font is the system font at the meta
/// font's weight, at its `size`, or at AppKit's default for that meta font when IB wrote none
/// (docs/interface-builder.md, "Meta fonts of attributed text"). Heights by hand from San
/// Francisco's line height (2444/2048 em, docs/typesetting.md), rounded up to 2x pixels.
@Suite struct MetaFontImportTests {
  static let lineHeightPerPoint = 2444.0 / 2048

  /// Up to the next half point (2x pixels).
  static func pixels(_ value: Double) -> Double { (value * 2 - 1e-9).rounded(.up) / 2 }

  @Test("a sizeless system meta font is 13 pt, cellTitle 12, menu at its size, weights kept")
  func metaFonts() throws {
    let solved = try ImportSupport.solvedFixture("MetaFonts.xib")
    // metaFont="system", no size: 13 x 2444/2048 = 15.51: 16 (17 pt would be 20.5).
    #expect(Self.pixels(13 * Self.lineHeightPerPoint) == 16)
    #expect(solved.framesByIBID["plain"]?.height == 16)
    // metaFont="menu" size="14", two lines 3 apart: 2 x 16.707 + 3 = 36.41: 36.5 (the kind's
    // default 17 pt gave 2 x 20.287 + 3 = 43.57: 44).
    #expect(Self.pixels(2 * 14 * Self.lineHeightPerPoint + 3) == 36.5)
    #expect(solved.framesByIBID["menu"]?.height == 36.5)
    // metaFont="cellTitle", no size: 12 x 2444/2048 = 14.32: 14.5.
    #expect(Self.pixels(12 * Self.lineHeightPerPoint) == 14.5)
    #expect(solved.framesByIBID["cell"]?.height == 14.5)
    // metaFont="systemBold", no size: 13 pt bold, one line 16.
    #expect(solved.framesByIBID["bold"]?.height == 16)
    // metaFont="systemSemibold" size="15": 15 x 2444/2048 = 17.90: 18.
    #expect(solved.framesByIBID["semibold"]?.height == Self.pixels(15 * Self.lineHeightPerPoint))
    // The recipe says so: sizes and weights as written.
    let lines = solved.text.split(separator: "\n").map(String.init)
    let bold = try #require(lines.first { $0.hasPrefix("label \"Bold") })
    #expect(bold.contains("font 13") && bold.contains("weight bold"), "\(bold)")
    let semibold = try #require(lines.first { $0.hasPrefix("label \"Semibold") })
    #expect(semibold.contains("font 15") && semibold.contains("weight semibold"), "\(semibold)")
    let plain = try #require(lines.first { $0.hasPrefix("label \"Plain") })
    #expect(plain.contains("font 13") && !plain.contains("weight"), "\(plain)")
  }
}
