/// Standard and system spacing values.
public enum Spacing {
  /// `Standard` spacing: 8 pt [DOC between siblings; CHOICE elsewhere].
  public static let standard: Double = 8
  /// System spacing between plain edges: 8 pt [DOC].
  public static let systemEdgeSpacing: Double = 8

  /// System spacing between baselines for a font: the font's text-style line spacing, scaled by
  /// its point size (Body: 22 pt at 17 pt) [CHOICE: an approximation; Apple documents only that
  /// it depends on the fonts and follows Dynamic Type]. A font without a style uses Body's ratio.
  public static func systemBaselineSpacing(for font: ResolvedFont) -> Double {
    let style = font.style ?? .body
    return style.lineSpacingAtLarge / style.pointSize(for: .large) * font.pointSize
  }

  /// The baseline-to-baseline distance of wrapped lines in a Dynamic Type text style's system
  /// font: the style's leading at its size (`TextStyle.leading(atPointSize:)`, the Human Interface
  /// Guidelines' "Dynamic Type sizes": Body 17 pt on 22 at Large, 14 on 19 at xSmall, Title 2 22 on
  /// 28 and 19 on 24). Nil for a font without a style (the system font by size, a named font, a
  /// named font scaled for a style), whose lines sit at their natural height. Interface Builder
  /// stored two-line Subheadline labels 38 high (17.9 + 20), Body 42.5 (20.287 + 22, at 2x),
  /// Callout 40.5 (19.09 + 21), Xcode 13's xSmall Title 2 47 (22.67 + 24): docs/interface-builder.md,
  /// "Text styles' leading". A label puts it between lines only; a text view's line fragments
  /// (TextKit) are each this high, the last included (`ControlMetrics.textViewLineFragments`).
  public static func textStyleLineDistance(for font: ResolvedFont) -> Double? {
    guard let style = font.style, font.family == nil else { return nil }
    return style.leading(atPointSize: font.pointSize)
  }

  /// The constant of `constraint` in points, in `scene`: `Standard` is 8; system spacing is 8 per
  /// multiplier between plain edges and, when either side is a baseline of a view showing text,
  /// the larger of those views' baseline spacings (or the scene's override) per multiplier.
  public static func resolvedConstant(of constraint: LayoutConstraint, in scene: Scene) -> Double {
    switch constraint.constant {
    case .points(let value): return value
    case .standard: return standard
    case .systemSpacing(let multiplier):
      let anchors = [constraint.first] + (constraint.second.map { [$0] } ?? [])
      guard anchors.contains(where: { $0.attribute.isBaseline }) else {
        return systemEdgeSpacing * multiplier
      }
      if let fixed = scene.systemBaselineSpacingOverride { return fixed * multiplier }
      var spacing: Double?
      for anchor in anchors {
        guard let id = anchor.item.viewID, let view = scene.view(id), view.kind.showsText else { continue }
        let s = systemBaselineSpacing(for: view.font.resolved(for: scene.contentSizeCategory))
        spacing = Swift.max(spacing ?? s, s)
      }
      return (spacing ?? systemEdgeSpacing) * multiplier
    }
  }
}
