import Layout
import Recipe

/// The safe areas of views other than the root (issue 22): constraints to a subview's, a scroll
/// view's or a container's own `<viewLayoutGuide key="safeArea">`. UIKit gives every view a safe
/// area: "the safe area of a view reflects the area not covered by navigation bars, tab bars,
/// toolbars, and other ancestors that obscure a view controller's view", and a view's
/// `safeAreaInsets` are the part of its superview's safe-area insets that overlaps it, never
/// negative [DOC: UIView `safeAreaInsets`, `safeAreaLayoutGuide`; WWDC 2017 session 412,
/// "Auto Layout Techniques in Interface Builder": a subview fully inside the safe area has zero
/// insets, one under a bar gets the overlap]. Under a root whose safe area is the recipe's
/// `Safe Area`, each edge of such a view's guide is therefore the inner of the view's own edge
/// and the root's Safe Area edge: Top = max(view.Top, Safe Area.Top), Bottom = min(view.Bottom,
/// Safe Area.Bottom), and so for Leading and Trailing.
///
/// The importer writes that maximum in the recipe language, so the figure shows it: the guide is a
/// spacer "`V` Safe Area" inside the view, and each of its edges has two required inequalities
/// (inside the view's edge, inside the Safe Area's) and an equality to the view's edge at priority
/// 999, which the solver, minimising that equality's error under the two inequalities, settles at
/// the inner of the two edges exactly (a greater value only adds error). Its priority is the
/// highest optional one, so the file's own optional constraints cannot pull the guide further in
/// (in UIKit the insets are not constraints at all).
///
/// In a cell the content view's safe area is its bounds (`registerBuiltins`): nothing insets it,
/// so a subview's safe area is the subview's bounds and the guide is the view itself. So it is
/// under a top-level view on no device's canvas (`isRootOfNoDeviceCanvas`): IB simulates no
/// screen for it and nothing covers it.
extension SceneConverter {
  /// The element name of a declared safe-area spacer.
  static let safeAreaGuideElement = "safeAreaLayoutGuide"

  /// The declared views whose own safe area guide a constraint of the scene names, each with its
  /// guide's id (a visual effect view's content view's guide is the view's: the content fills it).
  private func constrainedSafeAreaGuides() -> [(view: IBView, guides: [IBID])] {
    declared.compactMap { view in
      let guides = [view.safeAreaGuideID, view.contentView?.view.safeAreaGuideID].compactMap { $0 }
        .filter { constrainedItems.contains($0) }
      return guides.isEmpty ? nil : (view, guides)
    }
  }

  /// Whether the root's safe area is the recipe's `Safe Area` (a view controller's root, a table's
  /// header or footer, a xib's top-level view on a device's canvas). A root without a guide of its
  /// own (its Safe Area Layout Guide unchecked in IB's Size inspector, while its subviews keep
  /// theirs) is such a root all the same: the box only hides the guide from constraints, and UIKit
  /// gives every view a safe area, a screen's root the screen's [DOC: UIView `safeAreaInsets`,
  /// `safeAreaLayoutGuide`; read from stored frames, 1 file of 1 app, the only such root of the
  /// twelve sets whose subviews' guides constraints name: zebra-ZBPackageViewController.xib
  /// (/work/unseen-h, toolsVersion 19455, retina6_1, a 414 x 896 top-level view without a guide)
  /// pins its package stack `Bfw-gG-ypV` to the leading and trailing of its container's guide and
  /// stores it 414 wide; before, those constraints were left out and the stack was ambiguous,
  /// 297 wide].
  private var rootHasSafeArea: Bool {
    guard let guide = scene.root.safeAreaGuideID else {
      return scene.container == .viewController || scene.isTableHeaderFooter || isRootOfDeviceCanvas
    }
    return items[guide] == BuiltinItem.safeArea.name
  }

  /// Gives each constrained safe area guide of a non-root view its recipe item: a spacer inside the
  /// view under a root with a Safe Area, the view itself elsewhere. Called after every view is
  /// collected (the spacers are declared after the views they are inside).
  mutating func addSafeAreaGuides() {
    for (view, guides) in constrainedSafeAreaGuides() {
      guard let viewName = items[view.id] else { continue }
      guard rootHasSafeArea else {
        // Under a cell's content view, or a top-level view on no device's canvas
        // (`isRootOfNoDeviceCanvas`), nothing insets a safe area: each guide is its view. Under
        // any other root without a Safe Area the guides are left out with a warning (`itemName`).
        if scene.container == .cell || isRootOfNoDeviceCanvas {
          for guide in guides { items[guide] = viewName }
        }
        continue
      }
      let spacerID = guides[0]
      var spacer = IBView(id: IBID(spacerID.rawValue), element: Self.safeAreaGuideElement, line: view.line)
      spacer.userLabel = viewName.spelling + " Safe Area"
      spacer.translatesAutoresizingMask = false
      let name = naming.name(for: spacer)
      for guide in guides { items[guide] = name }
      parents[spacerID] = view.id
      kinds[spacerID] = .spacer
      safeAreaSpacers.append((view: view.id, spacer: spacerID))
      declare(spacer)
    }
  }

  /// The constraints that make each safe-area spacer its view's safe area: per edge, inside the
  /// view's edge and the Safe Area's (required), at the view's edge at priority 999.
  mutating func safeAreaPins(numbered number: inout Int) -> [RecipeLine] {
    var lines: [RecipeLine] = []
    for (viewID, spacerID) in safeAreaSpacers {
      guard let view = items[viewID], let spacer = items[spacerID] else { continue }
      let edges: [(Attribute, LayoutRelation)] = [
        (.leading, .greaterThanOrEqual), (.top, .greaterThanOrEqual), (.trailing, .lessThanOrEqual),
        (.bottom, .lessThanOrEqual),
      ]
      for (attribute, inside) in edges {
        let word = attribute.cookbookName
        let pins: [(ViewName, LayoutRelation, Double?, String)] = [
          (view, inside, nil, "the safe area is inside \(view.spelling)"),
          (BuiltinItem.safeArea.name, inside, nil, "and inside the root's Safe Area"),
          (view, .equal, 999, "at the inner of the two edges"),
        ]
        for (other, relation, priority, comment) in pins {
          number += 1
          var syntax = ConstraintSyntax(
            label: SyntaxFactory.located(.number(number)),
            first: SyntaxFactory.anchor(spacer, attribute, spelling: word),
            relation: SyntaxFactory.located(relation),
            second: SyntaxFactory.anchor(other, attribute, spelling: word))
          if let priority { syntax.priority = SyntaxFactory.priority(priority) }
          lines.append(SyntaxFactory.line(.constraint(syntax), comment: comment))
        }
      }
    }
    return lines
  }
}
