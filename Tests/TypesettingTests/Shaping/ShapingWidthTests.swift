import Foundation
import Testing
import Typesetting

/// Advance widths and glyphs against `hb-shape` run as a separate process.
@Suite struct ShapingWidthTests {
  struct Sample: CustomTestStringConvertible, Sendable {
    /// fontconfig family (resolved by the test with `fc-match`) or an absolute path.
    let family: String
    let text: String
    let size: Double
    var testDescription: String { "\(family) \(size)pt \"\(text)\"" }
  }

  static let interTexts = [
    "Hello, World!", "AVAWAY", "To Wait", "office affluent", "fi fl ffi ffl", "naïve café résumé",
    "Ångström Œuvre", "The quick brown fox jumps over the lazy dog", "1234567890", "Tä Vä Yo!",
    "Привет, мир", "Καλημέρα κόσμε", "Straße", "e\u{301}te\u{301}", "“Quoted” — dash", "LAYOUT",
    "Find Next", "Cancel", "iPhone 8 Plus", "W.Y.A. T.V.", "Te Tr Ty Yo", "ÀÉÎÕÜ", "0.5 + 1/2 = 1",
    "  spaced  out  ", "→ ← ↑ ↓", "A - B", "X x Y", "(A) [B] {C}", "HELLO - WORLD: OK", "1 x 2 = 2",
  ]
  static let dejaVuTexts = [
    "Hello, World!", "AVAWAY", "مرحبا بالعالم", "السلام عليكم", "שלום עולם", "☺ ♥ ★ ☂", "naïve café",
    "Ελληνικά", "fi fl", "Привет", "Ṩ̂ combining", "Lorem ipsum dolor sit amet",
  ]
  static let cjkTexts = ["日本語のテキスト", "中文字体测试", "한국어 텍스트", "カタカナ、ひらがな。"]
  static let emojiTexts = ["😀", "👨‍👩‍👧", "🇯🇵🇺🇸", "👍🏽 ❤️"]

  static let samples: [Sample] =
    interTexts.enumerated().map { Sample(family: "Inter", text: $1, size: [11, 17, 28][$0 % 3]) }
    + dejaVuTexts.enumerated().map { Sample(family: "DejaVu Sans", text: $1, size: [13, 17, 34][$0 % 3]) }
    + cjkTexts.map { Sample(family: "WenQuanYi Micro Hei", text: $0, size: 17) }
    + emojiTexts.map { Sample(family: "Noto Color Emoji", text: $0, size: 20) }

  /// Samples holding characters that Inter's contextual alternates would replace (the x of
  /// `1 x 2` becomes ×): the oracle turns `calt` off on exactly that character (cluster 2), as our
  /// shaper does (see LiteralCharactersTests).
  static let literal: [String: String] = ["1 x 2 = 2": "-calt[2]"]

  /// hb-shape at --font-size=size*1000 rounds each advance to 1/1000 pt: every glyph agrees to
  /// one such unit, the glyph ids agree exactly, and the total agrees to one unit per glyph.
  @Test(arguments: samples)
  func widthMatchesHBShape(sample: Sample) throws {
    let library = try Fixtures.library()
    let path = try Oracle.fontFile(sample.family)
    let font = try library.font(path: path, size: sample.size)
    let layout = try library.layout(sample.text, font: font)
    let ours = layout.lines.flatMap(\.runs).flatMap(\.glyphs)
    #expect(layout.lines.flatMap(\.runs).allSatisfy { $0.font.file.path == path })
    let oracle = try Oracle.hbShape(
      font: path, text: sample.text, fontSize: Int(sample.size * 1000), features: Self.literal[sample.text])
    try #require(ours.count == oracle.count)
    for (mine, theirs) in zip(ours, oracle) {
      #expect(Int(mine.id) == theirs.glyph)
      #expect(abs(mine.advance * 1000 - Double(theirs.xAdvance)) <= 1)
    }
    let total = Double(oracle.map(\.xAdvance).reduce(0, +)) / 1000
    let shaped = ours.reduce(0.0) { $0 + $1.advance }
    #expect(abs(shaped - total) <= 0.001 * Double(oracle.count))
  }

  /// With --font-size=upem hb-shape returns exact font units: the width is their sum scaled by
  /// size / upem (upem read from the head table by the test), exact to floating precision.
  @Test(arguments: samples)
  func widthIsExactInFontUnits(sample: Sample) throws {
    let library = try Fixtures.library()
    let path = try Oracle.fontFile(sample.family)
    let font = try library.font(path: path, size: sample.size)
    let upem = try OpenTypeTables(path: path).unitsPerEm
    let oracle = try Oracle.hbShape(
      font: path, text: sample.text, fontSize: upem, features: Self.literal[sample.text])
    let units = oracle.map(\.xAdvance).reduce(0, +)
    let layout = try library.layout(sample.text, font: font)
    let shaped = layout.lines.flatMap(\.runs).flatMap(\.glyphs).reduce(0.0) { $0 + $1.advance }
    #expect(abs(shaped - Double(units) * sample.size / Double(upem)) < 1e-9)
    // Without trailing spaces the visible width is the whole advance.
    if sample.text.last != " " {
      #expect(abs(try library.width(of: sample.text, font: font) - shaped) < 1e-9)
    }
  }

  /// Labels made of words measured before (the word cache serves them: Inter's contextual
  /// alternates look across spaces only at punctuation, which these words lack) shape exactly
  /// as hb-shape shapes the whole string.
  @Test func wordCachedLabelsMatchWholeStringShaping() throws {
    let library = try FontLibrary()
    let font = try library.font(family: "Inter", size: 17).font
    let path = try Oracle.fontFile("Inter")
    let upem = try OpenTypeTables(path: path).unitsPerEm
    for word in ["Cancel", "Done", "Save", "AVAWAY", "Yo", "Tä"] { _ = try library.layout(word, font: font) }
    for text in ["Cancel Done Save", "AVAWAY Yo", "Tä AVAWAY  Done", "Yo Yo Yo"] {
      let glyphs = try library.layout(text, font: font).lines.flatMap(\.runs).flatMap(\.glyphs)
      let oracle = try Oracle.hbShape(font: path, text: text, fontSize: upem)
      #expect(glyphs.map { Int($0.id) } == oracle.map(\.glyph))
      let shaped = glyphs.reduce(0.0) { $0 + $1.advance }
      #expect(abs(shaped - Double(oracle.map(\.xAdvance).reduce(0, +)) * 17 / Double(upem)) < 1e-9)
    }
  }

  /// Text Inter lacks falls back by coverage: the width is Inter's part plus the fallback
  /// font's part, each measured by hb-shape in its own font.
  @Test func fallbackWidthIsTheSumOfTheParts() throws {
    let library = try Fixtures.library()
    let inter = try Oracle.fontFile("Inter")
    let cjk = try Oracle.fontFile("WenQuanYi Micro Hei")
    let upemInter = try OpenTypeTables(path: inter).unitsPerEm
    let upemCJK = try OpenTypeTables(path: cjk).unitsPerEm
    let latin = try Oracle.hbShape(font: inter, text: "Tokyo ", fontSize: upemInter)
    let kanji = try Oracle.hbShape(font: cjk, text: "東京", fontSize: upemCJK)
    let expected =
      Double(latin.map(\.xAdvance).reduce(0, +)) * 17 / Double(upemInter)
      + Double(kanji.map(\.xAdvance).reduce(0, +)) * 17 / Double(upemCJK)
    let layout = try library.layout("Tokyo 東京", font: try Fixtures.inter(17))
    #expect(abs(layout.width - expected) < 1e-9)
    let files = layout.lines[0].runs.map(\.font.file.path)
    #expect(files == [inter, cjk])
  }
}
