import Layout

/// One thing an import turns into one recipe: a storyboard scene's view controller, a prototype
/// cell, or a xib's top-level view or cell.
public struct IBScene: Hashable, Sendable {
  /// What holds the root view.
  public enum Container: Hashable, Sendable {
    /// A view controller's root view (top and bottom layout guides, safe area).
    case viewController
    /// A table view cell: the root is the cell, its content view holds the views.
    case cell
    /// A xib's top-level view (no view controller, so no layout guides).
    case topLevelView
  }

  /// The scene's name (the comment before the scene, the controller's title or class, the cell's
  /// reuse identifier, ...).
  public var name: String
  /// The line of the scene's element.
  public var line: Int
  /// What holds the root view.
  public var container: Container
  /// The root view (the cell, for cells).
  public var root: IBView
  /// The top layout guide's id (`viewControllerLayoutGuide type="top"`).
  public var topGuideID: IBID?
  /// The bottom layout guide's id.
  public var bottomGuideID: IBID?
  /// The controller element (`viewController`, `tableViewController`), for messages.
  public var controller: String?
  /// The controller's `viewRespectsSystemMinimumLayoutMargins` (absent: nil, UIKit's true).
  public var respectsSystemMinimumLayoutMargins: Bool?
  /// The bars IB simulates above and below the controller's root view (none for cells and xibs).
  public var bars = IBBars()
  /// The controller's freeform simulated size (`<size key="freeformSize">`), nil when it has none.
  public var freeformSize: Size?
  /// A table view's header or footer view laid out on its own, or a navigation item's title view
  /// (inside its bar as a header is inside its table): a plain view (margins 8, no safe area
  /// inset), not a view controller's root.
  public var isTableHeaderFooter = false
  /// A xib's top-level cell: Interface Builder lays it out at its own stored size (a top-level
  /// object's simulated size), not at a table's fitting height.
  public var isTopLevelCell = false
  /// Warnings met while reading the scene's XML (also in `IBDocument.warnings`).
  public var readingWarnings: [ImportWarning] = []

  /// The views that hold the layout: the content view's subviews for a cell and for a visual
  /// effect view at the root (a xib's top-level effect view, a controller's), the root's otherwise.
  /// An effect view's content view fills it and holds its subviews [DOC: UIVisualEffectView
  /// `contentView`: "Add subviews to the contentView and not to UIVisualEffectView directly"].
  public var contentRoot: IBView {
    if container == .cell || root.element == "visualEffectView", let content = root.contentView?.view {
      return content
    }
    return root
  }

  /// The view whose frame is the recipe's root frame: a cell's (or a visual effect view's)
  /// content view, a xib's top-level cell's too (`contentRoot` keeps the cell there), else the root.
  var recipeRoot: IBView {
    if ["tableViewCell", "collectionViewCell", "visualEffectView"].contains(root.element),
      let content = root.contentView?.view
    {
      return content
    }
    return contentRoot
  }

  /// The size IB stored for the view the recipe makes the scene's root (`contentRoot`: a cell's
  /// content view, the row less the separator), when IB stored its own solution there (not
  /// ambiguous or misplaced); nil otherwise.
  public var storedRootSize: Size? {
    let view = recipeRoot
    guard !view.isAmbiguous, !view.isMisplaced, let frame = view.frame else { return nil }
    return Size(width: frame.width, height: frame.height)
  }

  /// The ids of the constraints the recipe writes against other items than IB's: a constraint on
  /// a cell (or visual effect view) written against its content view when IB stored the two at
  /// different sizes (a table cell's content view is a separator shorter), and the pins a
  /// top-level stack view is given on its canvas (`IBDocumentReader.canvasRoot(holding:)`).
  /// IB's frames hold such a constraint on its own items, not on the recipe's (second read L5).
  public var rewrittenConstraintIDs: Set<IBID> {
    var result = Set<IBID>()
    let content = recipeRoot
    let sameSize =
      content.id == root.id
      || (content.frame.map { Size(width: $0.width, height: $0.height) }
        == root.frame.map { Size(width: $0.width, height: $0.height) } && content.frame != nil)
    for view in [root] + root.allDescendants {
      for constraint in view.constraints {
        if IBDocumentReader.isCanvasPin(constraint.id)
          || (!sameSize && (constraint.resolvedFirstItem == root.id || constraint.secondItem == root.id))
        {
          result.insert(constraint.id)
        }
      }
    }
    return result
  }
}
