/// One side of a constraint: an item and one of its attributes.
public struct Anchor: Hashable, Sendable {
  /// The item.
  public var item: Item
  /// The attribute of the item.
  public var attribute: Attribute

  /// An anchor on `item`.
  public init(_ item: Item, _ attribute: Attribute) {
    self.item = item
    self.attribute = attribute
  }
}
