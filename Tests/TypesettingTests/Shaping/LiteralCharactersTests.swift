import Foundation
import Testing
import Typesetting

/// Inter's contextual alternates draw `->` as an arrow and the x of `2 x 3` as a multiplication
/// sign; a figure must show the characters the recipe wrote, as UIKit's font does. The oracle is
/// hb-shape with `calt` off for the texts that hold such sequences, and with the defaults for those
/// whose alternates only move a glyph (Inter's raised `>=` between capitals stays).
@Suite struct LiteralCharactersTests {
  struct Sample: CustomTestStringConvertible, Sendable {
    let text: String
    /// The hb-shape features that give the expected glyphs (nil: the defaults).
    let features: String?
    var testDescription: String { "\"\(text)\"" }
  }

  static let samples = [
    Sample(text: "a -> b", features: "-calt"), Sample(text: "A <- B", features: "-calt"),
    Sample(text: "x <=> y", features: "-calt"), Sample(text: "p --> q ==> r <== s", features: "-calt"),
    Sample(text: "2 x 3", features: "-calt"), Sample(text: "4x4", features: "-calt"),
    Sample(text: "Width >= 20", features: nil), Sample(text: "A >= B", features: nil),
    Sample(text: "(A) H:|-[A]-|", features: nil), Sample(text: "a x b", features: nil),
  ]

  @Test(arguments: samples)
  func glyphsAreTheCharactersWritten(sample: Sample) throws {
    let library = try Fixtures.library()
    let path = try Oracle.fontFile("Inter")
    let font = try library.font(path: path, size: 17)
    let layout = try library.layout(sample.text, font: font)
    let ours = layout.lines.flatMap(\.runs).flatMap(\.glyphs)
    let oracle = try Oracle.hbShape(
      font: path, text: sample.text, fontSize: 17_000, features: sample.features)
    #expect(ours.map { Int($0.id) } == oracle.map(\.glyph))
    let width = ours.reduce(0.0) { $0 + $1.advance }
    #expect(abs(width - Double(oracle.map(\.xAdvance).reduce(0, +)) / 1000) <= 0.001 * Double(oracle.count))
  }

  @Test func anArrowIsTwoGlyphsOneCharacterEach() throws {
    let library = try Fixtures.library()
    let font = try library.font(path: try Oracle.fontFile("Inter"), size: 17)
    let glyphs = try library.layout("->", font: font).lines.flatMap(\.runs).flatMap(\.glyphs)
    #expect(glyphs.count == 2)
  }
}
