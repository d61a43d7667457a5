/// A named group of items: one view, one constraint, the list, the legend.
///
/// Ids are derived from the figure (panel index, view index, constraint number), never from
/// process state, so two runs give the same SVG.
public struct DisplayGroup: Hashable, Sendable {
  /// Stable id, unique in the list: what the group draws (`.panel(0, .view(ViewID(2)))`, written
  /// `p0-v2`).
  public var id: DisplayGroupID
  /// Semantic classes (`constraint`, `status-satisfied`, `class-only`, `view`, `label`, ...).
  public var classes: [String]
  /// Human description for assistive technology (SVG `<title>` of the group); empty for none.
  public var title: String
  /// Opacity applied to the whole group (focus mode dims the rest).
  public var opacity: Double
  /// Children, drawn in order.
  public var items: [DisplayItem]
  /// Children are drawn only inside this rectangle (a fitted panel's crop); nil: no clipping.
  public var clip: DisplayRect?

  /// Creates a group.
  public init(
    id: DisplayGroupID, classes: [String] = [], title: String = "", opacity: Double = 1,
    items: [DisplayItem] = [],
    clip: DisplayRect? = nil
  ) {
    self.id = id
    self.classes = classes
    self.title = title
    self.opacity = opacity
    self.items = items
    self.clip = clip
  }
}
