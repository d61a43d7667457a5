extension StackConstraintGenerator {
  /// The constraints across the axis. "Top" and "bottom" below are the min and max edges of the
  /// other axis (leading and trailing for a vertical stack).
  mutating func generateAlignment() {
    let across = axis.other
    let alignment = configuration.alignment.normalized
    let top = Self.minEdge(across)
    let bottom = Self.maxEdge(across)
    // An alignment leaves the views' top edge free (only bounded by the spanner) unless it pins
    // tops, and likewise their bottom edge.
    let topWeak = [.trailing, .center, .firstBaseline, .lastBaseline].contains(alignment)
    let bottomWeak = [.leading, .center, .firstBaseline, .lastBaseline].contains(alignment)
    let anyWeak = topWeak || bottomWeak
    let spanner = stack.spanner.map { Item.view($0) }

    if let spanner {
      // With no arranged view visible nothing else sizes the spanner across the axis, so the
      // stack collapses to 0 there whatever the alignment (read from a frame Interface Builder
      // stored: sentry's "Extra" row in /work/unseen-b, a fill-aligned stack of two hidden views
      // 34 high, stored 0 high; docs/layout.md, "Stack views").
      if anyWeak || stack.visible.isEmpty {
        add(
          "UISV-spanning-fit", spanner, Self.size(across), .equal, constant: 0,
          priority: Self.spanningFitPriority)
      }
      for view in stack.visible {
        addSpanningBoundary(spanner, .view(view), top, weak: topWeak, isMin: true)
        addSpanningBoundary(spanner, .view(view), bottom, weak: bottomWeak, isMin: false)
      }
    }

    // The canvas holds the first arranged view at one edge and the spanner (or the same view) at
    // the other; trailing and last-baseline alignments swap the two; centre alignment holds the
    // spanner at both edges [CHOICE: TZStackView's reading; Arranged holds the first view at the
    // bottom, which would stretch it to the tallest view].
    let firstItem: Item = stack.visible.isEmpty ? (spanner ?? canvas) : .view(stack.arranged[0])
    var topItem = firstItem
    var bottomItem = spanner ?? firstItem
    if [.trailing, .lastBaseline].contains(alignment) { swap(&topItem, &bottomItem) }
    if alignment == .center { topItem = bottomItem }
    let topCanvasWeak: Bool
    let bottomCanvasWeak: Bool
    if spanner != nil {
      let horizontalWithViews = !stack.visible.isEmpty && axis == .horizontal
      topCanvasWeak = alignment == .firstBaseline && horizontalWithViews
      bottomCanvasWeak = alignment == .lastBaseline && horizontalWithViews
    } else {
      topCanvasWeak = topWeak
      bottomCanvasWeak = bottomWeak
    }
    connectToCanvas(topItem, top, weak: topCanvasWeak, axis: across)
    connectToCanvas(bottomItem, bottom, weak: bottomCanvasWeak, axis: across)
    if alignment == .center { connectToCanvas(firstItem, Self.center(across), weak: false, axis: across) }

    // Every arranged view (hidden ones too) aligned with the first.
    let attributes: [Attribute]
    switch alignment {
    case .fill: attributes = [bottom, top]
    case .leading, .top: attributes = [top]
    case .trailing, .bottom: attributes = [bottom]
    case .center: attributes = [Self.center(across)]
    case .firstBaseline: attributes = axis == .horizontal ? [.firstBaseline] : []
    case .lastBaseline: attributes = axis == .horizontal ? [.lastBaseline] : []
    }
    let first = Item.view(stack.arranged[0])
    for attribute in attributes {
      for view in stack.arranged.dropFirst() {
        add("UISV-alignment", first, attribute, .equal, .view(view), attribute)
      }
    }

    if anyWeak {
      for view in stack.arranged {
        add(
          "UISV-ambiguity-suppression", .view(view), Self.size(across), .equal, constant: 0,
          priority: Self.ambiguitySuppressionPriority)
      }
    }
    if topCanvasWeak || bottomCanvasWeak {
      add("UISV-canvas-fit", canvas, Self.size(across), .equal, constant: 0, priority: Self.canvasFitPriority)
    }
  }

  /// `UISV-spanning-boundary`: the spanner reaches at least to the view's edge (`<=` at the top,
  /// `>=` at the bottom, required) where the alignment leaves that edge free, else exactly (999.5
  /// in UIKit, `spanningBoundaryPriority` here).
  private mutating func addSpanningBoundary(
    _ spanner: Item, _ view: Item, _ attribute: Attribute, weak: Bool, isMin: Bool
  ) {
    if weak {
      add("UISV-spanning-boundary", spanner, attribute, isMin ? .lessThanOrEqual : .greaterThanOrEqual, view)
    } else {
      add("UISV-spanning-boundary", spanner, attribute, .equal, view, priority: Self.spanningBoundaryPriority)
    }
  }
}
