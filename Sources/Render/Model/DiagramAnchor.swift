/// One side of a constraint: an item, an attribute, and whether it is the margin form.
public struct DiagramAnchor: Hashable, Sendable {
  /// The item.
  public var item: DiagramItem
  /// The attribute.
  public var edge: DiagramEdge
  /// `LeadingMargin`, `TopMargin`, `CenterXWithinMargins`, ...: measured from the margin inset.
  public var withinMargins: Bool

  /// Creates an anchor.
  public init(item: DiagramItem, edge: DiagramEdge, withinMargins: Bool = false) {
    self.item = item
    self.edge = edge
    self.withinMargins = withinMargins
  }
}
