/// Everything a backend needs to draw one figure: size, accessible title and description, items.
///
/// Plain values: the geometry tests read it directly, and the PNG, PDF and SVG backends draw the
/// same list, so the formats cannot drift apart.
public struct DisplayList: Hashable, Sendable {
  /// Figure width in points.
  public var width: Double
  /// Figure height in points.
  public var height: Double
  /// Short title (SVG `<title>`, PDF title).
  public var title: String
  /// Longer description (SVG `<desc>`): the constraint list in words.
  public var summary: String
  /// Items in painting order.
  public var items: [DisplayItem]

  /// Creates a display list.
  public init(width: Double, height: Double, title: String, summary: String, items: [DisplayItem]) {
    self.width = width
    self.height = height
    self.title = title
    self.summary = summary
    self.items = items
  }

  /// All groups, depth first in painting order.
  public var allGroups: [DisplayGroup] {
    var out: [DisplayGroup] = []
    func walk(_ items: [DisplayItem]) {
      for item in items {
        if case .group(let g) = item {
          out.append(g)
          walk(g.items)
        }
      }
    }
    walk(items)
    return out
  }

  /// The group with this id, if any.
  public func group(_ id: DisplayGroupID) -> DisplayGroup? {
    allGroups.first { $0.id == id }
  }
}
