import Layout

/// `Item.Attribute`: an item name as written and an attribute.
public struct AnchorSyntax: Hashable, Sendable {
  /// The item's name as written (`Name label`, `Superview`, `Top Layout Guide`).
  public var item: Located<ViewName>
  /// The attribute, with its spelling (`Baseline`).
  public var attribute: Spelled<Attribute>

  /// Creates an anchor.
  public init(item: Located<ViewName>, attribute: Spelled<Attribute>) {
    self.item = item
    self.attribute = attribute
  }

  /// The whole anchor's range.
  public var range: SourceRange { item.range.union(attribute.range) }
}
