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
