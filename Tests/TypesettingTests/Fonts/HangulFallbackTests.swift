import Foundation
import Testing
import Typesetting

/// Hangul the requested font lacks falls back, as on iOS to Apple SD Gothic Neo, at its
/// 0.864 em a syllable (`VerticalMetrics.hangulSyllableAdvance`, read from stored frames:
/// beone's "주소" 26 wide at 15 pt, semomun's "파일크기" 45 at 13 pt): the fallback's own
/// syllables (WenQuanYi Micro Hei, 1 em) are scaled to it, and only they: Latin letters and
/// compatibility jamo keep their fonts' advances.
@Suite struct HangulFallbackTests {
  @Test func syllablesAreAppleSDGothicNeosWidth() throws {
    let library = try Fixtures.library()
    let font = try Fixtures.inter(15).withVerticalMetrics(.sanFrancisco)
    let two = try library.layout("주소", font: font)
    #expect(abs(two.width - 2 * 15 * 0.864) < 1e-9, "\(two.width)")
    let four = try library.layout("파일크기", font: try font.withSize(13))
    #expect(abs(four.width - 4 * 13 * 0.864) < 1e-9, "\(four.width)")
  }

  /// The Latin letters of a mixed line keep the requested font's advances: "Seoul서울" is
  /// "Seoul" alone plus the two syllables' 2 x 14 x 0.864 = 24.192.
  @Test func onlyTheHangulIsScaled() throws {
    let library = try Fixtures.library()
    let font = try Fixtures.inter(14).withVerticalMetrics(.sanFrancisco)
    let mixed = try library.layout("Seoul서울", font: font)
    let latin = try library.layout("Seoul", font: font)
    #expect(abs(mixed.width - (latin.width + 24.192)) < 1e-9, "\(mixed.width) \(latin.width)")
  }

  /// Wrapped at 100 pt, 17-pt Hangul is 17 x 0.864 = 14.688 a syllable, and Korean may break
  /// between any two syllables (UAX #14's H2/H3 classes): 6 syllables (88.128) and a space fit,
  /// a seventh (102.816) does not, so the lines start at UTF-16 offsets 0, 8 ("한국어 문장은 ")
  /// and 15 ("띄어쓰기를 사"), whatever the space's width below 11.872 pt. Pango, at the
  /// fallback's 1 em (17 a syllable), breaks after 5 syllables instead.
  @Test func wrapsAtTheSyllablesWidth() throws {
    let library = try Fixtures.library()
    let font = try Fixtures.inter(17).withVerticalMetrics(.sanFrancisco)
    let layout = try library.layout(
      "한국어 문장은 띄어쓰기를 사용합니다", font: font, style: ParagraphStyle(width: 100))
    #expect(layout.lines.map(\.range.lowerBound) == [0, 8, 15])
  }

  /// Only the syllables are scaled, by the fallback's own syllable advance: a compatibility jamo
  /// keeps the fallback's advance. WenQuanYi Micro Hei (read with `hb-shape` from
  /// wqy-microhei.ttc, 2048 units per em) sets 가 (U+AC00) and ㅋ (U+314B) each 2048 units, 1 em:
  /// at 15 pt a lone "ㅋ" is 15 (it was scaled to 15 x 0.864 = 12.96 as if it were a syllable),
  /// "ㅋㅋ" 30, and "ㅋ가" the jamo's 15 plus the syllable's 12.96 = 27.96.
  @Test func jamoKeepTheFallbacksAdvance() throws {
    let library = try Fixtures.library()
    let font = try Fixtures.inter(15).withVerticalMetrics(.sanFrancisco)
    for (text, width) in [("ㅋ", 15.0), ("ㅋㅋ", 30.0), ("ㅋ가", 27.96), ("가", 12.96)] {
      let layout = try library.layout(text, font: font)
      #expect(abs(layout.width - width) < 1e-9, "\(text): \(layout.width)")
    }
  }
}
