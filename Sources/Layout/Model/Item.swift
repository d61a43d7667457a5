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
  /// A view's readable content guide (`readableContentGuide`, `ReadableWidth`): the root's for
  /// nil (a recipe's `Readable Content Guide`; a cell scene's is its content view's).
  case readableContentGuide(ViewID?)

  /// The view id, for `.view`.
  public var viewID: ViewID? {
    if case .view(let id) = self { return id }
    return nil
  }
}
