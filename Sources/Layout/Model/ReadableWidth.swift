/// UIKit's readable content guide (`UIView.readableContentGuide`): a band inside a view's layout
/// margins, centred between them, whose width is the margins' width capped at the readable width
/// of the current Dynamic Type content size category. Apple's documentation gives the rules (the
/// guide never extends beyond the layout margins guide, is centred in it, and is no wider than
/// "the readable width defined for the current dynamic text size") but no numbers; sources for
/// the widths and the choice for the categories no source measured: docs/layout.md, "Readable
/// content guide".
public enum ReadableWidth {
  /// The readable width at the Large category (the default): 672 pt, as measured on iPad
  /// (useyourloaf.com, "Readable Content Guides": 672 wide, inset 176 from each edge of a
  /// 1024-point landscape iPad) [RE].
  public static let large: Double = 672

  /// The readable width for `category`: 672 pt at Large, scaled with the Body text style's point
  /// size (14 ... 53 pt), so that a line of body text holds the same number of characters in
  /// every category [CHOICE: no source measured the other categories].
  public static func width(for category: ContentSizeCategory) -> Double {
    let body = TextStyle.body
    return large * body.pointSize(for: category) / body.pointSize(for: .large)
  }

  /// The readable content guide's insets from the edges of a view of `width` whose layout margins
  /// are `margins`: the margins, with the left and right ones raised equally until the band between
  /// them is no wider than the readable width (top and bottom are the margins').
  public static func guideInsets(
    margins: EdgeInsets, width: Double, category: ContentSizeCategory
  ) -> EdgeInsets {
    let inner = width - margins.left - margins.right
    let excess = inner - self.width(for: category)
    guard excess > 0, excess.isFinite else { return margins }
    return EdgeInsets(
      top: margins.top, left: margins.left + excess / 2, bottom: margins.bottom,
      right: margins.right + excess / 2)
  }
}
