extension StackConstraintGenerator {
  /// The edges across the axis and which of them an alignment leaves free. "Top" and "bottom" are
  /// the min and max edges of the other axis (leading and trailing for a vertical stack).
  private struct AlignmentEdges {
    let top: Attribute
    let bottom: Attribute
    /// An alignment leaves the views' top edge free (only bounded by the spanner) unless it pins
    /// tops, and likewise their bottom edge.
    let topWeak: Bool
    let bottomWeak: Bool
    var anyWeak: Bool { topWeak || bottomWeak }

    init(_ alignment: StackAlignment, across: Axis) {
      top = StackConstraintGenerator.minEdge(across)
      bottom = StackConstraintGenerator.maxEdge(across)
      topWeak = [.trailing, .center, .firstBaseline, .lastBaseline].contains(alignment)
      bottomWeak = [.leading, .center, .firstBaseline, .lastBaseline].contains(alignment)
    }
  }

  /// The constraints across the axis: the spanner around the views, the canvas connections, every
  /// arranged view aligned with the first, and the low-priority fits of free edges.
  mutating func generateAlignment() {
    let across = axis.other
    let alignment = configuration.alignment.normalized
    let edges = AlignmentEdges(alignment, across: across)
    let spanner = stack.spanner.map { Item.view($0) }
    if let spanner { addSpanner(spanner, edges) }
    let canvasWeak = connectAlignmentToCanvas(alignment, edges, spanner: spanner)
    alignWithTheFirstView(alignment, edges)
    if edges.anyWeak {
      for view in stack.arranged {
        add(
          "UISV-ambiguity-suppression", .view(view), Self.size(across), .equal, constant: 0,
          priority: Self.ambiguitySuppressionPriority)
      }
    }
    if canvasWeak.top || canvasWeak.bottom {
      add("UISV-canvas-fit", canvas, Self.size(across), .equal, constant: 0, priority: Self.canvasFitPriority)
    }
  }

  /// The spanner's fit and its boundaries around every visible view.
  private mutating func addSpanner(_ spanner: Item, _ edges: AlignmentEdges) {
    // With no arranged view visible nothing else sizes the spanner across the axis, so the
    // stack collapses to 0 there whatever the alignment (read from a frame Interface Builder
    // stored: sentry's "Extra" row in /work/unseen-b, a fill-aligned stack of two hidden views
    // 34 high, stored 0 high; docs/layout.md, "Stack views").
    if edges.anyWeak || stack.visible.isEmpty {
      add(
        "UISV-spanning-fit", spanner, Self.size(axis.other), .equal, constant: 0,
        priority: Self.spanningFitPriority)
    }
    for view in stack.visible {
      addSpanningBoundary(spanner, .view(view), edges.top, weak: edges.topWeak, isMin: true)
      addSpanningBoundary(spanner, .view(view), edges.bottom, weak: edges.bottomWeak, isMin: false)
    }
  }

  /// The canvas holds the first arranged view at one edge and the spanner (or the same view) at
  /// the other; trailing and last-baseline alignments swap the two; centre alignment holds the
  /// spanner at both edges [CHOICE: TZStackView's reading; Arranged holds the first view at the
  /// bottom, which would stretch it to the tallest view]. Returns which connections are weak.
  private mutating func connectAlignmentToCanvas(
    _ alignment: StackAlignment, _ edges: AlignmentEdges, spanner: Item?
  ) -> (top: Bool, bottom: Bool) {
    let across = axis.other
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
      topCanvasWeak = edges.topWeak
      bottomCanvasWeak = edges.bottomWeak
    }
    connectToCanvas(topItem, edges.top, weak: topCanvasWeak, axis: across)
    connectToCanvas(bottomItem, edges.bottom, weak: bottomCanvasWeak, axis: across)
    if alignment == .center { connectToCanvas(firstItem, Self.center(across), weak: false, axis: across) }
    return (topCanvasWeak, bottomCanvasWeak)
  }

  /// Every arranged view (hidden ones too) aligned with the first: `UISV-alignment` on the
  /// attributes the alignment pins.
  private mutating func alignWithTheFirstView(_ alignment: StackAlignment, _ edges: AlignmentEdges) {
    let attributes: [Attribute]
    switch alignment {
    case .fill: attributes = [edges.bottom, edges.top]
    case .leading, .top: attributes = [edges.top]
    case .trailing, .bottom: attributes = [edges.bottom]
    case .center: attributes = [Self.center(axis.other)]
    case .firstBaseline: attributes = axis == .horizontal ? [.firstBaseline] : []
    case .lastBaseline: attributes = axis == .horizontal ? [.lastBaseline] : []
    }
    let first = Item.view(stack.arranged[0])
    for attribute in attributes {
      for view in stack.arranged.dropFirst() {
        add("UISV-alignment", first, attribute, .equal, .view(view), attribute)
      }
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
