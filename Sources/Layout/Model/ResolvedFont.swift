/// A concrete font: what the measurer and the renderer receive.
public struct ResolvedFont: Hashable, Sendable {
  /// The family; nil is the system UI font.
  public var family: String?
  /// The size in points.
  public var pointSize: Double
  /// The weight.
  public var weight: FontWeight
  /// Italic.
  public var italic: Bool
  /// The text style it came from, if any (for system spacing).
  public var style: TextStyle?
  /// How the system font's design follows its size (only the system font, `family` nil, uses it).
  public var opticalSizing: SystemFontOpticalSizing
  /// The line per em a stand-in lays this family's text out with when the family is not
  /// installed and no stand-in line of the program covers it (a recipe's `font line`); nil keeps
  /// the stand-in's own line.
  public var standInLine: Double?
  /// The factor a stand-in's advances are multiplied by when the family is not installed (a
  /// recipe's `font width`, read from the document's labels); nil keeps the stand-in's own.
  public var standInWidth: Double?
  /// The width per em of CJK text in the system font (only the system font, `family` nil, uses
  /// it: a recipe's `font cjk`); nil keeps the renderer's default, 1.02.
  public var cjkWidth: Double?
  /// Whether a single line holding CJK fallback text is rounded up to a whole point high (only the
  /// system font uses it): a label's, which IB's stored frames show (178 of 217 labels,
  /// docs/typesetting.md, "CJK text by the document's era"); not a text view's or a button's,
  /// which no stored frame speaks for (`Scene.resolvedFont(of:)`, review38-stop L13).
  public var cjkWholePointLines: Bool = false

  /// A concrete font.
  public init(
    family: String? = nil, pointSize: Double, weight: FontWeight = .regular, italic: Bool = false,
    style: TextStyle? = nil, opticalSizing: SystemFontOpticalSizing = .split, standInLine: Double? = nil,
    standInWidth: Double? = nil, cjkWidth: Double? = nil
  ) {
    self.family = family
    self.pointSize = pointSize
    self.weight = weight
    self.italic = italic
    self.style = style
    self.opticalSizing = opticalSizing
    self.standInLine = standInLine
    self.standInWidth = standInWidth
    self.cjkWidth = cjkWidth
  }
}

/// How San Francisco's design follows the point size, which the SDK a file was built with decides
/// (WWDC 2020, session 10175, "The details of UI typography").
public enum SystemFontOpticalSizing: String, Hashable, Sendable, CaseIterable {
  /// Two fonts, SF Text below 20 points and SF Display from 20 (iOS 13 SDK and earlier): the
  /// recipe default.
  case split
  /// One variable font whose optical size follows the point size from 17 to 28 points (iOS 14 SDK
  /// and later, Xcode 12 on): a recipe's `font system variable`.
  case variable
}
