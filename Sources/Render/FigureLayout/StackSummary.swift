import Layout

/// A figure's stack views: each gets a label (`S1`, `S2`, ... in order of first appearance across
/// the panels, by name) drawn at its box and in the list under the panels, where its axis,
/// alignment, distribution and spacing are stated once instead of drawing every constraint the
/// stack generates.
enum StackSummary {
  /// The label of every stack view of the figure, by view name.
  static func labels(_ figure: Figure) -> [ViewName: String] {
    var labels: [ViewName: String] = [:]
    for panel in figure.panels {
      for view in panel.scene.views where view.kind == .stackView && labels[view.name] == nil {
        labels[view.name] = "S\(labels.count + 1)"
      }
    }
    return labels
  }

  /// `vertical · alignment fill · distribution fill · spacing 8`, then what is set beyond that
  /// (baseline- and margin-relative arrangement, custom spacing, hidden views) and the arranged views.
  static func description(of stack: ViewID, in scene: Scene) -> String {
    guard let view = scene.view(stack) else { return "" }
    let c = view.stack ?? StackConfiguration()
    var parts = [
      c.axis.rawValue, "alignment \(c.alignment.rawValue)", "distribution \(c.distribution.rawValue)",
      c.spacingUseSystem ? "spacing system" : "spacing \(formatFigureNumber(c.spacing))",
    ]
    if c.isBaselineRelativeArrangement { parts.append("baseline-relative") }
    if c.isLayoutMarginsRelativeArrangement { parts.append("margin-relative") }
    let arranged = scene.views.filter { $0.parent == stack && $0.kind != .layoutGuide }
    for v in arranged {
      if let after = v.customSpacingAfter {
        parts.append("spacing after \(v.name) \(formatFigureNumber(after))")
      }
    }
    let hidden = arranged.filter(\.isHidden).map(\.name.spelling)
    if !hidden.isEmpty { parts.append("hidden: " + hidden.joined(separator: ", ")) }
    // A stack view with no arranged views (a console log's, whose subviews the log does not name)
    // says so rather than printing empty parentheses.
    let views = arranged.isEmpty ? "no arranged views" : arranged.map(\.name.spelling).joined(separator: ", ")
    return parts.joined(separator: " · ") + " (" + views + ")"
  }
}
