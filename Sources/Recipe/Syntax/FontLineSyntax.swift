import Layout

/// `font line "Gilroy-Bold" 0.99999`: the line, in ems, that text in a family the fonts do not
/// have is laid out with by its stand-in, in place of the stand-in's own line.
///
/// `import` writes one for each family of the scene that no font here has and no stand-in line of
/// the program covers, read from the document's own single-line labels in that family (their
/// stored heights: docs/typesetting.md, "Families no font here has: the line read from the
/// document"). It applies only while the family is not installed: given the family's files
/// (`--font`, `--fonts`, `font file`), the text is measured in them and the line is not used.
public struct FontLineSyntax: Hashable, Sendable {
  /// The family, as `font` attributes name it.
  public var family: Located<String>
  /// The line height per em, in 0.5...3.
  public var line: NumberLiteral

  /// Creates a `font line` statement.
  public init(family: Located<String>, line: NumberLiteral) {
    self.family = family
    self.line = line
  }

  /// The lines per em a scope's `font line` statements give, by family key (lowercased, spaces
  /// removed, as `ViewName` and the stand-in tables compare families); a later line wins.
  public static func key(_ family: String) -> String { Scene.familyKey(family) }

  /// The smallest and largest line per em a `font line` may give: every line IB stores for a
  /// font lies well inside (icon fonts 1 em, Avenir Next 1.366, PingFang 1.4) [CHOICE].
  public static let range: ClosedRange<Double> = 0.5...3
}
