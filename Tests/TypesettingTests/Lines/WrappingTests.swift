import Foundation
import Testing
import Typesetting

/// Line breaks against `pango-view` at the same width and font (see `PangoOracle`).
@Suite struct WrappingTests {
  struct Sample: CustomTestStringConvertible, Sendable {
    let text: String
    let width: Int
    var family = "Inter"
    var size = 17.0
    var testDescription: String { "\(family) \(size) @\(width): \(text)" }
  }

  static let samples: [Sample] = [
    Sample(text: "The quick brown fox jumps over the lazy dog.", width: 120),
    Sample(text: "Visit https://developer.apple.com/documentation/uikit/uilabel for details.", width: 150),
    Sample(text: "A well-known, state-of-the-art, twenty-first-century approach.", width: 100),
    Sample(text: "Supercalifragilisticexpialidocious is long.", width: 80),
    Sample(text: "日本語の文章は単語の間にスペースがありません。", width: 100),
    Sample(text: "Mixed English and 中文 text in one paragraph.", width: 110),
    Sample(text: "Family 👨‍👩‍👧‍👦 and flags 🇯🇵🇺🇸🇫🇷 wrap as units.", width: 90),
    Sample(text: "Line one\nLine two is longer than the width\n\nAfter a blank line.", width: 120),
    Sample(
      text: "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt "
        + "ut labore et dolore magna aliqua.", width: 200),
    Sample(text: "email: someone@example.com, path: /usr/share/fonts/opentype/inter", width: 130),
    Sample(text: "Price: $1,234.56 (approx. €1.100) — 50% off!", width: 100),
    Sample(text: "Thumbs 👍🏽👍🏿 and hearts ❤️❤️ everywhere", width: 100),
    Sample(text: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", width: 150),
    Sample(text: "مرحبا بالعالم، هذا نص عربي طويل", width: 100, family: "DejaVu Sans", size: 15),
    Sample(text: "Hebrew שלום עולם mixed with English words", width: 120),
    Sample(text: "Don't break (parentheses) or \"quotes\" badly.", width: 90),
    Sample(text: "e.g. i.e. etc. U.S.A. Mr. Smith", width: 70),
    Sample(text: "Numbers like 3.14159, 2,718 and 1/2 stay together", width: 100),
    Sample(text: "カタカナとひらがなの混ざった文、句読点。「括弧」も。", width: 120),
    // Korean is not compared with Pango: ours sets Hangul at iOS's Apple SD Gothic Neo width
    // (0.864 em), Pango at its fallback's 1 em (`HangulFallbackTests.wrapsAtTheSyllablesWidth`).
    Sample(text: "short", width: 300),
    Sample(text: "hyphen-ated-words-that-go-on-and-on-forever", width: 100),
    Sample(text: "C'est déjà l'été à Paris, n'est-ce pas ?", width: 100),
    Sample(text: "Wait… what?! Really—yes.", width: 60),
    Sample(text: "snake_case_identifier_that_is_very_long_indeed", width: 100),
    Sample(text: "dot.separated.words.in.a.row.without.spaces", width: 90),
    Sample(text: "Emoji sequence 🏳️‍🌈 rainbow flag and 🏴‍☠️ pirate", width: 100),
    Sample(text: "Two  spaces  between  words", width: 80),
    Sample(text: "Keycaps 1️⃣ 2️⃣ 3️⃣ and skin tones 👩🏾‍💻", width: 90),
    Sample(text: "Ελληνικά και Русский текст together", width: 100),
    Sample(
      text: "DejaVu Sans at a different size with several words", width: 140, family: "DejaVu Sans", size: 15),
    Sample(
      text: "Serif text wraps the same way as any other text", width: 130, family: "DejaVu Serif", size: 16),
    Sample(
      text: "let monospace = code(width: 42) // comment", width: 160, family: "DejaVu Sans Mono", size: 13),
    Sample(text: "WWWWWWWWWWWWWWWW iiiiiiiiiiiiiiii", width: 55),
  ]

  @Test(arguments: samples)
  func breaksMatchPango(sample: Sample) throws {
    let library = try Fixtures.library()
    let font = try library.font(family: sample.family, size: sample.size, strict: true).font
    let layout = try library.layout(
      sample.text, font: font, style: ParagraphStyle(width: Double(sample.width)))
    let pango = try PangoOracle.wrap(
      sample.text, family: sample.family, size: sample.size, width: sample.width)
    let ours = layout.lines.map { line in
      PangoOracle.Line(
        start: Fixtures.utf8Offset(sample.text, utf16: line.range.lowerBound),
        length: Fixtures.utf8Offset(sample.text, utf16: line.range.upperBound)
          - Fixtures.utf8Offset(sample.text, utf16: line.range.lowerBound))
    }
    #expect(ours.map(\.start) == pango.lines.map(\.start))
    #expect(ours.map(\.length) == pango.lines.map(\.length))
    // Pango's line height ignores the line gap, which is 0 in these fonts; it rounds each
    // line to 1/1024 pt. A line set wholly in a fallback (CJK) is Pango's fallback line high,
    // ours at least the requested font's too (docs/typesetting.md, "A line is at least its own
    // font's height"): never lower than Pango's.
    let tolerance = Double(pango.lines.count) / 1024 + 1e-9
    if layout.lines.allSatisfy({ line in line.runs.contains { $0.font.familyName == font.familyName } }) {
      #expect(abs(layout.height - pango.height) <= tolerance)
    } else {
      #expect(layout.height >= pango.height - tolerance)
    }
  }
}
