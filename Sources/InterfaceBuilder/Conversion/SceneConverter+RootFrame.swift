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
/// edges, centres, width and height are the root's; its margins are not (a spacer has its own).
/// The root's margins (its `layoutMarginsGuide`: `leadingMargin`, `centerXWithinMargins` ...)
/// related to a nested view go the same way through a second spacer pinned to the root's four
/// margins, whose edges and centres are then the root's margins and margin centres
/// (altstore-Authentication's content stack, pinned to the controller view's leading and trailing
/// margins from inside a scroll view's content view).
extension SceneConverter {
  /// The element name of the declared root frame.
  static let rootFrameElement = "rootViewFrame"

  /// The root's attributes its frame spacer stands for: everything but the margins.
  private static let rootFrameAttributes: Set<String> = [
    "leading", "trailing", "top", "bottom", "left", "right", "centerX", "centerY", "width", "height",
  ]

  /// The edges among them.
  private static let edgeAttributes: Set<String> = ["leading", "trailing", "top", "bottom", "left", "right"]

  /// The element name of the declared root margins.
  static let rootMarginsElement = "rootViewMargins"

  /// The id of the declared root frame.
  private var rootFrameID: IBID { IBID(scene.root.id.rawValue + ".rootViewFrame") }

  /// The id of the declared root margins.
  private var rootMarginsID: IBID { IBID(scene.root.id.rawValue + ".rootViewMargins") }

  /// The margin of an edge (`leading` -> `leadingMargin`).
  private static func margin(of edge: Attribute) -> Attribute {
    switch edge {
    case .leading: return .leadingMargin
    case .trailing: return .trailingMargin
    case .top: return .topMargin
    case .bottom: return .bottomMargin
    case .left: return .leftMargin
    case .right: return .rightMargin
    case .centerX: return .centerXWithinMargins
    case .centerY: return .centerYWithinMargins
    default: return edge
    }
  }

  /// Whether `attribute` is one of the root's margins (`leadingMargin` ... `centerYWithinMargins`).
  private static func isMargin(_ attribute: String?) -> Bool {
    attribute.flatMap { Attribute(name: $0) }?.isMargin == true
  }

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
    if needed { declareRootSpacer(rootFrameID, element: Self.rootFrameElement, label: "Root View Frame") }
    // A root scroll view's margins, to a view inside it, are its content's (`contentArea`).
    guard !hasRootScrollView else { return }
    let marginsNeeded = ownedConstraints().contains { constraint in
      guard !constraint.isPlaceholder, let second = constraint.secondItem else { return false }
      let first = constraint.resolvedFirstItem
      let firstIsRoot = first == scene.root.id && Self.isMargin(constraint.firstAttribute)
      let secondIsRoot = second == scene.root.id && Self.isMargin(constraint.secondAttribute)
      return (firstIsRoot && isNested(second)) || (secondIsRoot && isNested(first))
    }
    if marginsNeeded {
      declareRootSpacer(rootMarginsID, element: Self.rootMarginsElement, label: "Root View Margins")
    }
  }

  /// Declares a spacer standing for the root's frame or margins, a direct subview of the root.
  private mutating func declareRootSpacer(_ id: IBID, element: String, label: String) {
    var spacer = IBView(id: id, element: element, line: scene.root.line)
    spacer.userLabel = label
    spacer.translatesAutoresizingMask = false
    items[id] = naming.name(for: spacer)
    parents[id] = .some(nil)
    kinds[id] = .spacer
    declare(spacer)
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

  /// The item and attribute a constraint's `id` and `attribute` stand for: the root margins spacer
  /// and the edge or centre of the same name (`leadingMargin` -> `leading`) where `id` is the root,
  /// `attribute` one of its margins and `other` a view below the root's direct subviews; `id` and
  /// `attribute` otherwise.
  func rootMargins(_ id: IBID, _ attribute: String, other: IBID?) -> (IBID, String) {
    guard id == scene.root.id, items[rootMarginsID] != nil, let other, isNested(other),
      let margin = Attribute(name: attribute), margin.isMargin
    else { return (id, attribute) }
    return (rootMarginsID, margin.withoutMargin.rawValue)
  }

  /// Whether `id` is a declared view below the root's direct subviews (its parent is a declared view).
  private func isNested(_ id: IBID) -> Bool {
    parents[id].flatMap { $0 } != nil
  }

  /// The constraints that make the root frame spacer the root's frame: its four edges are the root's.
  /// The root margins spacer's four edges are the root's margins.
  mutating func rootFramePins(numbered number: inout Int) -> [RecipeLine] {
    var lines: [RecipeLine] = []
    let spacers = [
      (rootFrameID, { (edge: Attribute) in edge }, "the root view's frame"),
      (rootMarginsID, { (edge: Attribute) in Self.margin(of: edge) }, "the root view's margins"),
    ]
    for (id, rootAttribute, comment) in spacers {
      guard let name = items[id] else { continue }
      for attribute in [Attribute.leading, .top, .trailing, .bottom] {
        number += 1
        let second = rootAttribute(attribute)
        let syntax = ConstraintSyntax(
          label: SyntaxFactory.located(.number(number)),
          first: SyntaxFactory.anchor(name, attribute, spelling: attribute.cookbookName),
          relation: SyntaxFactory.located(.equal),
          second: SyntaxFactory.anchor(BuiltinItem.superview.name, second, spelling: second.cookbookName))
        lines.append(SyntaxFactory.line(.constraint(syntax), comment: comment))
      }
    }
    return lines
  }
}
