import Layout
import Recipe

/// Constraints between the root view and a view nested deeper than its direct subviews (issue 22:
/// a scroll view's content view as wide as the controller's view, the pattern of Apple's "Working
/// with Scroll Views", Auto Layout Guide). Auto Layout accepts a constraint between any two views
/// of one hierarchy [DOC: NSLayoutConstraint, "the constraint must involve only views that are
/// within the same view hierarchy" — the common ancestor, here the root, holds it]. A recipe's
/// `Superview` means the other item's parent, so it cannot name the root from there: the root's
/// frame is declared as a spacer, a direct subview of the root pinned to its four edges (so its
/// frame is the root's, in every variant), and such a constraint names the spacer instead. Its
/// edges, centres, width and height are the root's; its margins are not (a spacer has its own), so
/// a margin of the root related to a nested view is still warned and left out.
extension SceneConverter {
  /// The element name of the declared root frame.
  static let rootFrameElement = "rootViewFrame"

  /// The root's attributes its frame spacer stands for: everything but the margins.
  private static let rootFrameAttributes: Set<String> = [
    "leading", "trailing", "top", "bottom", "left", "right", "centerX", "centerY", "width", "height",
  ]

  /// The edges among them.
  private static let edgeAttributes: Set<String> = ["leading", "trailing", "top", "bottom", "left", "right"]

  /// The id of the declared root frame.
  private var rootFrameID: IBID { IBID(scene.root.id.rawValue + ".rootViewFrame") }

  /// Declares the root frame spacer when a constraint needs it (relates the root's edges, centres or
  /// size to a view that is not its direct subview). Called after every view is collected; only for
  /// a view controller's or a top-level view's root (`Superview`).
  mutating func addRootFrame() {
    guard items[scene.root.id] == BuiltinItem.superview.name else { return }
    // A root scroll view's edges, to a view inside it, are its content's (`Root Content`).
    let attributes =
      hasRootScrollView ? Self.rootFrameAttributes.subtracting(Self.edgeAttributes) : Self.rootFrameAttributes
    let needed = ownedConstraints().contains { constraint in
      guard !constraint.isPlaceholder, let second = constraint.secondItem else { return false }
      let first = constraint.resolvedFirstItem
      let firstIsRoot = first == scene.root.id && attributes.contains(constraint.firstAttribute)
      let secondIsRoot =
        second == scene.root.id && attributes.contains(constraint.secondAttribute ?? "")
      return (firstIsRoot && isNested(second)) || (secondIsRoot && isNested(first))
    }
    guard needed else { return }
    var frame = IBView(id: rootFrameID, element: Self.rootFrameElement, line: scene.root.line)
    frame.userLabel = "Root View Frame"
    frame.translatesAutoresizingMask = false
    items[rootFrameID] = naming.name(for: frame)
    parents[rootFrameID] = .some(nil)
    kinds[rootFrameID] = .spacer
    declare(frame)
  }

  /// The item a constraint's `id` stands for: the root frame spacer where `id` is the root, its
  /// `attribute` an edge, centre or size and `other` a view below the root's direct subviews;
  /// `id` otherwise.
  func rootFrame(_ id: IBID, _ attribute: String, other: IBID?) -> IBID {
    guard id == scene.root.id, items[rootFrameID] != nil, let other, isNested(other),
      Self.rootFrameAttributes.contains(attribute)
    else { return id }
    return rootFrameID
  }

  /// Whether `id` is a declared view below the root's direct subviews (its parent is a declared view).
  private func isNested(_ id: IBID) -> Bool {
    parents[id].flatMap { $0 } != nil
  }

  /// The constraints that make the root frame spacer the root's frame: its four edges are the root's.
  mutating func rootFramePins(numbered number: inout Int) -> [RecipeLine] {
    guard let name = items[rootFrameID] else { return [] }
    var lines: [RecipeLine] = []
    for attribute in [Attribute.leading, .top, .trailing, .bottom] {
      number += 1
      let syntax = ConstraintSyntax(
        label: SyntaxFactory.located(.number(number)),
        first: SyntaxFactory.anchor(name, attribute, spelling: attribute.cookbookName),
        relation: SyntaxFactory.located(.equal),
        second: SyntaxFactory.anchor(BuiltinItem.superview.name, attribute, spelling: attribute.cookbookName))
      lines.append(SyntaxFactory.line(.constraint(syntax), comment: "the root view's frame"))
    }
    return lines
  }

  /// Whether the scene is a xib's top-level stack view (blink's smart-keys row: a 353 x 36
  /// fill-equally stack of six buttons). UIStackView arranges its subviews wherever it is
  /// [DOC: UIStackView], so the stack is declared as a view of the scene, not taken for the
  /// scene's plain root, which would leave the buttons without a position or size.
  var rootIsStack: Bool {
    scene.container == .topLevelView && scene.contentRoot.stack != nil
      && scene.contentRoot.element == "stackView"
  }

  /// The top-level stack view fills the scene, which is its frame (a top-level view's size is
  /// its frame: autoresizing, as `rootFramePins`).
  mutating func rootStackPins(numbered number: inout Int) -> [RecipeLine] {
    guard rootIsStack, let name = items[scene.contentRoot.id] else { return [] }
    var lines: [RecipeLine] = []
    for attribute in [Attribute.leading, .top, .trailing, .bottom] {
      number += 1
      let syntax = ConstraintSyntax(
        label: SyntaxFactory.located(.number(number)),
        first: SyntaxFactory.anchor(name, attribute, spelling: attribute.cookbookName),
        relation: SyntaxFactory.located(.equal),
        second: SyntaxFactory.anchor(BuiltinItem.superview.name, attribute, spelling: attribute.cookbookName))
      lines.append(SyntaxFactory.line(.constraint(syntax), comment: "the top-level stack view's frame"))
    }
    return lines
  }
}
