/// A whole diagram: a title and one or more panels drawn side by side.
public struct Figure: Hashable, Sendable {
  /// Title (the recipe's name); the SVG `<title>`.
  public var title: String
  /// Panels, left to right.
  public var panels: [Panel]

  /// Creates a figure.
  public init(title: String, panels: [Panel]) {
    self.title = title
    self.panels = panels
  }
}

extension Figure {
  /// The figure with every constraint that another panel leaves uninstalled marked class-only in
  /// the panels that install it: with size-class variants side by side, blue means "in every
  /// panel" and purple "only in some" (A8's 2 and 5 exist only in Any-Any, as its 7-9 only in
  /// Compact-Regular). Matched by marker, so that variants that reword a constraint (B2's left and
  /// right bubbles) keep it shared.
  func markingPartiallyInstalled() -> Figure {
    guard panels.count > 1 else { return self }
    let uninstalled = panels.flatMap { panel in
      panel.constraints.filter { $0.status == .notInstalled }.compactMap(\.marker)
    }
    guard !uninstalled.isEmpty else { return self }
    var copy = self
    for p in copy.panels.indices { copy.panels[p].partiallyInstalledMarkers.formUnion(uninstalled) }
    return copy
  }
}
