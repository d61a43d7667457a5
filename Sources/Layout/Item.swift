/// The item on one side of a constraint.
///
/// "Superview" in a recipe is resolved by the recipe layer to the first item's parent (a `.view`)
/// or to `.root`; "Content View" is the `ViewID` of a view of kind `contentView`.
public enum Item: Hashable, Sendable {
  /// A view of the scene.
  case view(ViewID)
  /// The scene's root view (a view controller's view, or the cell in a cell scene).
  case root
  /// The Top Layout Guide: a zero-width band from y = 0 to `Scene.topLayoutGuideBottom`.
  case topLayoutGuide
  /// The Bottom Layout Guide: a band from `Scene.bottomLayoutGuideTop` to the scene's bottom.
  case bottomLayoutGuide
  /// The root view's safe area layout guide (the scene inset by `Scene.safeAreaInsets`).
  case safeArea

  /// The view id, for `.view`.
  public var viewID: ViewID? {
    if case .view(let id) = self { return id }
    return nil
  }
}

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

/// A constraint's constant: points, `Standard` or system spacing.
public enum ConstantValue: Hashable, Sendable {
  /// A fixed number of points.
  case points(Double)
  /// `Standard`: 8 pt (`Spacing.standard`) [DOC between siblings; CHOICE everywhere else].
  case standard
  /// `constraint(equalToSystemSpacingBelow:multiplier:)`: between baselines, an approximation
  /// from the fonts' text-style line spacing (see `Spacing.systemBaselineSpacing`) [CHOICE];
  /// between plain edges, 8 pt.
  case systemSpacing(multiplier: Double)

  /// Whether the value is a modelled approximation that diagrams must mark.
  public var isApproximate: Bool {
    if case .systemSpacing = self { return true }
    return false
  }
}
