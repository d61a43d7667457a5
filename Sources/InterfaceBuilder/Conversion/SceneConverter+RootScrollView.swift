import Layout
import Recipe

/// A scroll view that is a view controller's root view (`<scrollView key="view">`). Apple's
/// "Working with Scroll Views" (Auto Layout Guide): "Constraints between the edges or margins of
/// the scroll view and its content attach to the scroll view's content area", while its width,
/// height and centres are its frame. A recipe's root (`Superview`) is the frame, so the content
/// area is declared as a spacer, `Root Content`, a direct subview of the root at the content
/// offset 0 (its leading and top are the root's), whose size only the content's constraints set,
/// as a nested scroll view's content guide is (`SceneConverter+ScrollViews`).
///
/// Constraints from views inside the root to its edges name `Root Content`. At the content offset
/// 0 the content's leading and top margins are the root's, so those stay on `Superview`; its
/// trailing and bottom margins are the content's edges less the root's margins, which a recipe
/// writes with two strips each: one between the root's margin and its edge (its width or height
/// is the root's margin, in every variant) and one as wide or high at the content's edge, whose
/// near side is the content's margin. The legacy layout guides are views UIKit constrains to the
/// root's top and bottom with the guide's length as their height [DOC: UIViewController
/// `topLayoutGuide`, `bottomLayoutGuide`, items of Auto Layout constraints; RE: views UIKit adds to
/// the root], which for a scroll view are its content's: a strip as high as the guide at the
/// content's top (or bottom) stands for it (docs/interface-builder.md, "A scroll view as a
/// controller's root view").
extension SceneConverter {
  /// The element name of the strips declared for a root scroll view.
  static let rootScrollStripElement = "rootScrollContentStrip"

  /// The pieces a root scroll view's content needs, by the id suffix of their spacer.
  private enum RootScrollPiece: String, CaseIterable {
    case content = ".contentLayoutGuide"
    case rootTrailingMargin = ".rootTrailingMargin"
    case contentTrailingMargin = ".contentTrailingMargin"
    case rootBottomMargin = ".rootBottomMargin"
    case contentBottomMargin = ".contentBottomMargin"
    case topGuide = ".contentTopLayoutGuide"
    case bottomGuide = ".contentBottomLayoutGuide"

    var label: String {
      switch self {
      case .content: return "Root Content"
      case .rootTrailingMargin: return "Root Trailing Margin"
      case .contentTrailingMargin: return "Content Trailing Margin"
      case .rootBottomMargin: return "Root Bottom Margin"
      case .contentBottomMargin: return "Content Bottom Margin"
      case .topGuide: return "Content Top Layout Guide"
      case .bottomGuide: return "Content Bottom Layout Guide"
      }
    }
  }

  private func rootScrollID(_ piece: RootScrollPiece) -> IBID {
    IBID(scene.root.id.rawValue + piece.rawValue)
  }

  /// Whether the scene's root is a plain scroll view (a view controller's `<scrollView key="view">`,
  /// or a xib's top-level `<scrollView>`, which has no layout guides).
  var hasRootScrollView: Bool {
    (scene.container == .viewController || scene.container == .topLevelView) && !scene.isTableHeaderFooter
      && scene.root.element == "scrollView" && items[scene.root.id] == BuiltinItem.superview.name
  }

  /// What a constraint's item and attribute stand for when the root is a scroll view and the other
  /// item a view inside it: the content, a margin strip or a guide strip; unchanged otherwise.
  func rootScrollAnchor(_ id: IBID, _ attribute: String, other: IBID?) -> (IBID, String) {
    guard let piece = rootScrollPiece(id, attribute, other: other) else { return (id, attribute) }
    let target = rootScrollID(piece)
    guard items[target] != nil else { return (id, attribute) }
    switch piece {
    case .contentTrailingMargin: return (target, attribute == "rightMargin" ? "left" : "leading")
    case .contentBottomMargin: return (target, "top")
    default: return (target, attribute)
    }
  }

  private func rootScrollPiece(_ id: IBID, _ attribute: String, other: IBID?) -> RootScrollPiece? {
    guard hasRootScrollView, let other, other != scene.root.id, declaredView(other) != nil,
      declaredView(other)?.element != Self.rootScrollStripElement
    else { return nil }
    if id == scene.root.id {
      switch attribute {
      case "leading", "trailing", "top", "bottom", "left", "right": return .content
      case "trailingMargin", "rightMargin": return .contentTrailingMargin
      case "bottomMargin": return .contentBottomMargin
      default: return nil
      }
    }
    if let top = scene.topGuideID, id == top { return .topGuide }
    if let bottom = scene.bottomGuideID, id == bottom { return .bottomGuide }
    return nil
  }

  /// Declares the content spacer and the strips the scene's constraints need. Called after every
  /// view is collected.
  mutating func addRootScrollContent() {
    guard hasRootScrollView else { return }
    // iOS 11's guides (`<viewLayoutGuide key="frameLayoutGuide">`, `key="contentLayoutGuide"`):
    // the frame guide is the root's frame, the content guide its content area.
    if let frame = scene.root.frameLayoutGuideID { items[frame] = BuiltinItem.superview.name }
    let contentGuide = scene.root.contentLayoutGuideID
    var needed: Set<RootScrollPiece> = []
    for constraint in ownedConstraints() where !constraint.isPlaceholder {
      let first = constraint.resolvedFirstItem
      if let contentGuide, first == contentGuide || constraint.secondItem == contentGuide {
        needed.insert(.content)
      }
      if let piece = rootScrollPiece(first, constraint.firstAttribute, other: constraint.secondItem) {
        needed.insert(piece)
      }
      if let second = constraint.secondItem,
        let piece = rootScrollPiece(second, constraint.secondAttribute ?? "", other: first)
      {
        needed.insert(piece)
      }
    }
    guard !needed.isEmpty else { return }
    needed.insert(.content)
    if needed.contains(.contentTrailingMargin) { needed.insert(.rootTrailingMargin) }
    if needed.contains(.contentBottomMargin) { needed.insert(.rootBottomMargin) }
    for piece in RootScrollPiece.allCases where needed.contains(piece) {
      let id = rootScrollID(piece)
      var spacer = IBView(id: id, element: Self.rootScrollStripElement, line: scene.root.line)
      spacer.userLabel = piece.label
      spacer.translatesAutoresizingMask = false
      items[id] = naming.name(for: spacer)
      parents[id] = .some(nil)
      kinds[id] = .spacer
      declare(spacer)
    }
    if let contentGuide { items[contentGuide] = items[rootScrollID(.content)] }
  }

  /// The constraints that place the content spacer at the content offset 0 and size the strips.
  mutating func rootScrollPins(numbered number: inout Int) -> [RecipeLine] {
    guard hasRootScrollView, let content = items[rootScrollID(.content)] else { return [] }
    let root = BuiltinItem.superview.name
    typealias Pin = (Attribute, ViewName?, Attribute, Double?, String)
    var lines: [RecipeLine] = []
    func add(_ piece: RootScrollPiece, _ pins: [Pin]) {
      guard let name = items[rootScrollID(piece)] else { return }
      for (attribute, other, otherAttribute, constant, comment) in pins {
        number += 1
        var syntax = ConstraintSyntax(
          label: SyntaxFactory.located(.number(number)),
          first: SyntaxFactory.anchor(name, attribute, spelling: attribute.cookbookName),
          relation: SyntaxFactory.located(.equal),
          second: other.map {
            SyntaxFactory.anchor($0, otherAttribute, spelling: otherAttribute.cookbookName)
          })
        if let constant { syntax.constant = .points(SyntaxFactory.number(constant)) }
        lines.append(SyntaxFactory.line(.constraint(syntax), comment: comment))
      }
    }
    let offset = "root scroll view's content at the content offset 0"
    add(.content, [(.leading, root, .leading, nil, offset), (.top, root, .top, nil, offset)])
    let rootMargin = "the root's trailing margin"
    add(
      .rootTrailingMargin,
      [
        (.leading, root, .trailingMargin, nil, rootMargin), (.trailing, root, .trailing, nil, rootMargin),
        (.top, root, .top, nil, rootMargin), (.height, nil, .height, 0, rootMargin),
      ])
    if let strip = items[rootScrollID(.rootTrailingMargin)] {
      let margin = "the content's trailing margin"
      add(
        .contentTrailingMargin,
        [
          (.trailing, content, .trailing, nil, margin), (.width, strip, .width, nil, margin),
          (.top, content, .top, nil, margin), (.height, nil, .height, 0, margin),
        ])
    }
    let rootBottom = "the root's bottom margin"
    add(
      .rootBottomMargin,
      [
        (.top, root, .bottomMargin, nil, rootBottom), (.bottom, root, .bottom, nil, rootBottom),
        (.leading, root, .leading, nil, rootBottom), (.width, nil, .width, 0, rootBottom),
      ])
    if let strip = items[rootScrollID(.rootBottomMargin)] {
      let margin = "the content's bottom margin"
      add(
        .contentBottomMargin,
        [
          (.bottom, content, .bottom, nil, margin), (.height, strip, .height, nil, margin),
          (.leading, content, .leading, nil, margin), (.width, nil, .width, 0, margin),
        ])
    }
    let topGuide = BuiltinItem.topLayoutGuide.name
    let top = "the top layout guide at the content's top"
    add(
      .topGuide,
      [
        (.top, content, .top, nil, top), (.height, topGuide, .height, nil, top),
        (.leading, content, .leading, nil, top), (.width, nil, .width, 0, top),
      ])
    let bottomGuide = BuiltinItem.bottomLayoutGuide.name
    let bottom = "the bottom layout guide at the content's bottom"
    add(
      .bottomGuide,
      [
        (.bottom, content, .bottom, nil, bottom), (.height, bottomGuide, .height, nil, bottom),
        (.leading, content, .leading, nil, bottom), (.width, nil, .width, 0, bottom),
      ])
    return lines
  }
}
