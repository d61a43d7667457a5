import Layout
import Recipe

/// Scroll views (issue 22, cause 5; docs/interface-builder.md, "Scroll views"). Apple's "Working
/// with Scroll Views" (Auto Layout Guide): constraints between a scroll view's edges or margins and
/// its content attach to its content area; its width, height and centres are its frame. iOS 11
/// names both: `contentLayoutGuide` (the content area: its size is the content size) and
/// `frameLayoutGuide` (the frame). A recipe has neither, so the frame guide is the scroll view
/// itself and the content guide is declared as a spacer inside the scroll view, pinned at the
/// content offset 0 (its leading and top are the scroll view's), whose size only the constraints
/// set: content that does not fix it is ambiguous, as IB says ("Scrollable content size is
/// ambiguous").
extension SceneConverter {
  /// The element name of a declared content layout guide.
  static let contentGuideElement = "scrollViewContentLayoutGuide"

  /// Whether a declared view's id is an IB id (a content guide the file did not name gets a made-up
  /// id, which the recipe does not carry).
  static func writesIBID(_ view: IBView) -> Bool {
    !view.id.rawValue.isEmpty && view.element != rootFrameElement && view.element != rootMarginsElement
      && view.element != rootScrollStripElement
      && !(view.element == contentGuideElement && view.id.rawValue.hasSuffix(".contentLayoutGuide"))
  }

  /// Names each scroll view's frame guide after the scroll view, and declares a content guide for
  /// each scroll view whose content area a constraint names (its content guide, or one of its
  /// edges from a view inside it). Called after every view is collected.
  mutating func addScrollContentGuides() {
    let scrollViews = declared.filter { $0.element == "scrollView" }
    guard !scrollViews.isEmpty else { return }
    let constraints = ownedConstraints()
    for scroll in scrollViews {
      guard let scrollName = items[scroll.id] else { continue }
      if let frame = scroll.frameLayoutGuideID { items[frame] = scrollName }
      let guideID = scroll.contentLayoutGuideID ?? IBID(scroll.id.rawValue + ".contentLayoutGuide")
      contentGuides[scroll.id] = guideID
      let needed = constraints.contains { constraint in
        if constraint.isPlaceholder { return false }
        let first = constraint.resolvedFirstItem
        if first == guideID || constraint.secondItem == guideID { return true }
        return contentArea(first, constraint.firstAttribute, other: constraint.secondItem) == guideID
          || (constraint.secondItem.map {
            contentArea($0, constraint.secondAttribute ?? "", other: first) == guideID
          } ?? false)
      }
      guard needed else {
        contentGuides[scroll.id] = nil
        continue
      }
      var guide = IBView(id: guideID, element: Self.contentGuideElement, line: scroll.line)
      guide.userLabel = scrollName.spelling + " Content"
      guide.translatesAutoresizingMask = false
      items[guideID] = naming.name(for: guide)
      parents[guideID] = scroll.id
      kinds[guideID] = .spacer
      declare(guide)
    }
  }

  /// The item a constraint's `id` stands for: a scroll view's content guide where `id` is a scroll
  /// view with one, `attribute` an edge or margin and `other` a view inside the scroll view (the
  /// content area, in UIKit's rule); `id` otherwise.
  func contentArea(_ id: IBID, _ attribute: String, other: IBID?) -> IBID {
    guard let guide = contentGuides[id], let other, isInside(other, id) else { return id }
    let edges: Set<String> = [
      "leading", "trailing", "top", "bottom", "left", "right", "leadingMargin", "trailingMargin", "topMargin",
      "bottomMargin", "leftMargin", "rightMargin",
    ]
    return edges.contains(attribute) ? guide : id
  }

  /// Whether the declared view `id` lies inside the view `ancestor`.
  private func isInside(_ id: IBID, _ ancestor: IBID) -> Bool {
    var current = parents[id].flatMap { $0 }
    var steps = 0
    while let parent = current, steps <= declared.count {
      if parent == ancestor { return true }
      current = parents[parent].flatMap { $0 }
      steps += 1
    }
    return false
  }

  /// The constraints that hold each content guide at the content offset 0: its leading and top
  /// are its scroll view's.
  mutating func contentGuidePins(numbered number: inout Int) -> [RecipeLine] {
    var lines: [RecipeLine] = []
    for scroll in declared where contentGuides[scroll.id] != nil {
      guard let guideID = contentGuides[scroll.id], let guide = items[guideID], let name = items[scroll.id]
      else { continue }
      for attribute in [Attribute.leading, .top] {
        number += 1
        let syntax = ConstraintSyntax(
          label: SyntaxFactory.located(.number(number)),
          first: SyntaxFactory.anchor(guide, attribute, spelling: attribute.cookbookName),
          relation: SyntaxFactory.located(.equal),
          second: SyntaxFactory.anchor(name, attribute, spelling: attribute.cookbookName))
        lines.append(
          SyntaxFactory.line(.constraint(syntax), comment: "content layout guide at the content offset 0"))
      }
    }
    return lines
  }
}
