/// Turns anchors into linear forms over `FrameVariables`: margins against the item's layout
/// margins, baselines against the item's centred text block.
struct AnchorResolver: Sendable {
  let scene: Scene
  let variables: FrameVariables
  /// Text blocks by view (nil for views that show no text).
  let blocks: [TextBlock?]
  /// Each view's effective layout margins in this pass (`MarginResolver`).
  let margins: [EdgeInsets]
  /// Each view's readable content guide in this pass, as insets (`MarginResolver`); the margins
  /// where it is shorter (the first pass).
  var readableGuides: [EdgeInsets] = []

  /// A rectangle made of linear forms.
  struct FormRect {
    var x: LinearForm
    var y: LinearForm
    var width: LinearForm
    var height: LinearForm
    var margins: EdgeInsets

    func position(_ axis: Axis) -> LinearForm { axis == .horizontal ? x : y }
    func length(_ axis: Axis) -> LinearForm { axis == .horizontal ? width : height }
  }

  /// The item's rectangle, or nil for an unknown view.
  func rect(_ item: Item) -> FormRect? {
    let rootW = LinearForm(variable: variables.rootLength(.horizontal))
    let rootH = LinearForm(variable: variables.rootLength(.vertical))
    switch item {
    case .view(let id):
      guard let view = scene.view(id) else { return nil }
      let v = id.rawValue
      return FormRect(
        x: LinearForm(variable: variables.position(v, .horizontal)),
        y: LinearForm(variable: variables.position(v, .vertical)),
        width: LinearForm(variable: variables.length(v, .horizontal)),
        height: LinearForm(variable: variables.length(v, .vertical)),
        margins: margins.indices.contains(v)
          ? margins[v] : view.ownLayoutMargins)
    case .root:
      return FormRect(
        x: LinearForm(), y: LinearForm(), width: rootW, height: rootH, margins: scene.effectiveRootMargins)
    case .topLayoutGuide:
      return FormRect(
        x: LinearForm(), y: LinearForm(), width: rootW,
        height: LinearForm(constant: scene.topLayoutGuideBottom),
        margins: .zero)
    case .bottomLayoutGuide:
      let top = bottomGuideTop
      return FormRect(x: LinearForm(), y: top, width: rootW, height: rootH - top, margins: .zero)
    case .safeArea:
      return inset(scene.safeAreaInsets, x: LinearForm(), y: LinearForm(), width: rootW, height: rootH)
    case .readableContentGuide(nil):
      return inset(
        scene.rootReadableGuideInsets, x: LinearForm(), y: LinearForm(), width: rootW, height: rootH)
    case .readableContentGuide(let id?):
      guard let view = rect(.view(id)) else { return nil }
      let v = id.rawValue
      let guide = readableGuides.indices.contains(v) ? readableGuides[v] : view.margins
      return inset(guide, x: view.x, y: view.y, width: view.width, height: view.height)
    }
  }

  /// The rectangle (`x`, `y`, `width`, `height`) inset by `s`, as a guide without margins.
  private func inset(_ s: EdgeInsets, x: LinearForm, y: LinearForm, width: LinearForm, height: LinearForm)
    -> FormRect
  {
    FormRect(
      x: x + s.left, y: y + s.top, width: width + -(s.left + s.right), height: height + -(s.top + s.bottom),
      margins: .zero)
  }

  /// The Bottom Layout Guide's top: the scene's value, or the root's bottom.
  var bottomGuideTop: LinearForm {
    if let top = scene.bottomLayoutGuideTop, case .viewController = scene.kind {
      return LinearForm(constant: top)
    }
    return LinearForm(variable: variables.rootLength(.vertical))
  }

  /// The anchor as a linear form, or nil for an unknown view.
  func form(_ anchor: Anchor) -> LinearForm? {
    guard let r = rect(anchor.item) else { return nil }
    let attribute = anchor.attribute
    let axis = attribute.axis
    let inMargins = attribute.isMargin
    let minInset = inMargins ? r.margins.min(axis) : 0
    let maxInset = inMargins ? r.margins.max(axis) : 0
    let pos = r.position(axis)
    let len = r.length(axis)
    switch attribute.role {
    case .minEdge: return pos + minInset
    case .maxEdge: return pos + len + -maxInset
    case .center: return pos + 0.5 * len + (minInset - maxInset) / 2
    case .size: return len
    case .firstBaseline, .lastBaseline:
      let first = attribute.role == .firstBaseline
      if let id = anchor.item.viewID, let inner = baselineView(ofStack: id, first: first) {
        return form(Anchor(.view(inner), attribute))
      }
      guard let block = block(of: anchor.item) else { return first ? pos : pos + len }
      let baseline = first ? block.firstBaseline : block.lastBaseline
      // A text view's block sits at its container inset.
      if let top = block.top { return pos + (top + baseline) }
      // A label keeps its text block at the distance from its bottom it has at its intrinsic
      // height (docs/layout.md, "Semantics", Baselines).
      if let rest = block.restingHeight {
        return pos + len + ((rest - block.height) / 2 + baseline - rest)
      }
      // Otherwise the text block is centred vertically: its top is y + (h - block) / 2.
      let offset = baseline - block.height / 2
      return pos + 0.5 * len + offset
    }
  }

  /// The min edge on `axis` of the nearest common ancestor of `a` and `b` (a view is its own
  /// ancestor; a layout guide belongs to its owning view, the root's guides to the root), in scene
  /// coordinates: zero when that ancestor is the root. UIKit evaluates a constraint in the
  /// coordinate system of the view that holds it, the items' nearest common ancestor (`UIView`
  /// `addConstraint(_:)`; docs/layout.md, "Multipliers on locations").
  func commonAncestorOrigin(_ a: Item, _ b: Item, _ axis: Axis) -> LinearForm {
    let chain = ancestors(of: a)
    guard let common = ancestors(of: b).first(where: chain.contains) else { return LinearForm() }
    return LinearForm(variable: variables.position(common.rawValue, axis))
  }

  /// The views that hold `item`, nearest first, up to (not including) the root.
  private func ancestors(of item: Item) -> [ViewID] {
    var next: ViewID?
    switch item {
    case .view(let id):
      next = scene.view(id)?.kind == .layoutGuide ? scene.view(id)?.parent : id
    case .readableContentGuide(let id): next = id
    case .root, .topLayoutGuide, .bottomLayoutGuide, .safeArea: next = nil
    }
    var chain: [ViewID] = []
    while let id = next, !chain.contains(id), let view = scene.view(id) {
      chain.append(id)
      next = view.parent
    }
    return chain
  }

  /// The arranged view a stack view takes a baseline from (`viewForFirstBaselineLayout`): its first
  /// visible arranged view, or for the last baseline of a vertical stack its last one [CHOICE];
  /// nil when `id` is not a stack view or has no visible arranged view.
  private func baselineView(ofStack id: ViewID, first: Bool) -> ViewID? {
    guard let view = scene.view(id), view.kind == .stackView else { return nil }
    let visible = scene.views.indices.filter {
      scene.views[$0].parent == id && !scene.views[$0].isHidden && scene.views[$0].kind != .layoutGuide
    }
    let vertical = view.stack?.axis == .vertical
    return (first || !vertical ? visible.first : visible.last).map(ViewID.init)
  }

  private func block(of item: Item) -> TextBlock? {
    guard let id = item.viewID, blocks.indices.contains(id.rawValue) else { return nil }
    return blocks[id.rawValue]
  }
}
