/// Vertical metrics of a font, read from its tables through `hb_ot_metrics` (never from
/// `FT_Size_Metrics`, which FreeType rounds to whole pixels).
///
/// Values are in the unit of whatever scale produced them: font units in `FaceMetrics`, points
/// in `Font.metrics`. The descender is negative (below the baseline), as in the tables.
public struct FontMetrics: Hashable, Sendable {
  /// Distance from the baseline up to the ascender line.
  public var ascender: Double
  /// Distance from the baseline to the descender line (negative: below the baseline).
  public var descender: Double
  /// Extra space the font asks for between lines.
  public var lineGap: Double
  /// Height of flat capitals such as "H" (OS/2 sCapHeight, synthesized when absent).
  public var capHeight: Double
  /// Height of flat lowercase letters such as "x" (OS/2 sxHeight, synthesized when absent).
  public var xHeight: Double

  /// Creates metrics.
  public init(ascender: Double, descender: Double, lineGap: Double, capHeight: Double, xHeight: Double) {
    self.ascender = ascender
    self.descender = descender
    self.lineGap = lineGap
    self.capHeight = capHeight
    self.xHeight = xHeight
  }

  /// Ascender minus descender plus line gap: the distance between two baselines.
  public var lineHeight: Double { ascender - descender + lineGap }

  /// The same metrics multiplied by `factor` (font units to points: size / unitsPerEm).
  public func scaled(by factor: Double) -> FontMetrics {
    FontMetrics(
      ascender: ascender * factor, descender: descender * factor, lineGap: lineGap * factor,
      capHeight: capHeight * factor, xHeight: xHeight * factor)
  }
}
