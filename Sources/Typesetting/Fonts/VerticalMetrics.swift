/// Vertical metrics given per em instead of read from the font file: a stand-in font keeps its
/// own glyphs and advances but lays lines out as the font it stands in for.
///
/// `Font.withVerticalMetrics(_:)` applies them; ascender, descender, line gap and line height of
/// the font (and so every line's top, baseline and height) follow, cap height and x-height stay
/// the glyphs' own.
public struct VerticalMetrics: Hashable, Sendable {
  /// Ascender per em (above the baseline, positive).
  public var ascender: Double
  /// Descender per em (below the baseline, negative as in the tables).
  public var descender: Double
  /// Line gap per em.
  public var lineGap: Double

  /// Metrics per em.
  public init(ascender: Double, descender: Double, lineGap: Double) {
    self.ascender = ascender
    self.descender = descender
    self.lineGap = lineGap
  }

  /// San Francisco's, the system font of iOS (SF Pro Text and SF Pro Display alike): hhea ascender
  /// 1950, descender -494, line gap 0 in 2048 units per em, so a line is 2444 / 2048 em
  /// (1.193359375): `UIFont.systemFont(ofSize: 17)` reports ascender 16.1865234375, descender
  /// -4.1005859375 and lineHeight 20.287109375, 15 pt a lineHeight of 17.900390625 (sources in
  /// docs/typesetting.md, "The system font's vertical metrics").
  public static let sanFrancisco = VerticalMetrics(
    ascender: 1950.0 / 2048, descender: -494.0 / 2048, lineGap: 0)
}
