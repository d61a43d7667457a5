import Layout

/// `font width "Gilroy-Bold" 0.938`: the width per em, against its stand-in's, that text in a
/// family the fonts do not have is laid out with: every advance of the stand-in is multiplied by
/// it.
///
/// `import` writes one for each family of the scene that no font here has, read from the
/// document's own single-line labels in that family whose width only their text sets (their
/// stored widths over the stand-in's: docs/typesetting.md, "Families no font here has: the width
/// read from the document"). It applies only while the family is not installed: given the
/// family's files (`--font`, `--fonts`, `font file`), the text is measured in them and the width
/// is not used.
public struct FontWidthSyntax: Hashable, Sendable {
  /// The family, as `font` attributes name it.
  public var family: Located<String>
  /// The factor the stand-in's advances are multiplied by, in `range`.
  public var width: NumberLiteral

  /// Creates a `font width` statement.
  public init(family: Located<String>, width: NumberLiteral) {
    self.family = family
    self.width = width
  }

  /// The smallest and largest factor a `font width` may give [CHOICE: a family's widths against
  /// a sans-serif stand-in differ by far less (the census's families: 0.78 for a condensed face to
  /// 1.08); a factor outside halves or doubles every text].
  public static let range: ClosedRange<Double> = 0.5...2
}
