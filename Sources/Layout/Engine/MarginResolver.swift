/// The layout margins UIKit gives each view at given frames: its own margins, measured from the
/// safe area where the view overlaps its superview's safe-area insets
/// (`insetsLayoutMarginsFromSafeArea`), and at least as deep as the superview's margins reach into
/// it (`preservesSuperviewLayoutMargins`). Sources and the rules edge by edge: docs/layout.md,
/// "Layout margins and the safe area".
///
/// The margins depend on the frames and the frames on the margins, as in UIKit (a margin change
/// lays the view out again): the engine solves with the margins of the previous pass's frames
/// until they settle (`LayoutEngine.solve`).
struct MarginResolver: Sendable {
  /// Each view's safe-area insets (the part of its bounds its superview's insets cover).
  private(set) var safeAreaInsets: [EdgeInsets]
  /// Each view's effective layout margins.
  private(set) var margins: [EdgeInsets]
  /// Each view's readable content guide, as insets from its edges (`ReadableWidth`).
  private(set) var readableGuides: [EdgeInsets]
  /// The insets each view passes to its subviews: its safe-area insets, less the edges a scroll
  /// view's adjusted content inset absorbs.
  private var passedInsets: [EdgeInsets]

  /// Every view's own margins, as a first guess before any frame is known.
  static func ownMargins(_ scene: Scene) -> [EdgeInsets] {
    scene.views.map { $0.ownLayoutMargins }
  }

  /// The margins the first pass is solved with. UIKit starts laying a nib's views out from the
  /// frames they were decoded with, so a view's first margins are those at its decoded frame: its
  /// safe-area insets where that frame overlaps its superview's, its superview's margins where it
  /// preserves them [DOC: UIView `safeAreaInsets` ("the insets that you can use to determine the
  /// safe area for this view", from the view's current frame), `layoutMarginsDidChange`,
  /// `insetsLayoutMarginsFromSafeArea`]. In a view controller's scene whose views carry that frame
  /// (`ViewSpec.initialFrame`), a view that and whose superviews all carry one gets the margins at
  /// those frames (the root at the scene's size; a view without one, a scroll view's content
  /// layout guide, is at the origin with no size, as a scroll view's content size is before its
  /// first layout); every other view its own margins (`ownMargins`). Where the passes have more
  /// than one fixed point (a view whose margins grow with the safe-area band it reaches into),
  /// the one reached from the decoded frames is UIKit's (docs/layout.md, "Margin passes seeded
  /// with the stored frames").
  static func initialMargins(_ scene: Scene) -> [EdgeInsets] {
    let own = ownMargins(scene)
    guard scene.kind == .viewController, scene.views.contains(where: { $0.initialFrame != nil }) else {
      return own
    }
    let none = Rect(x: 0, y: 0, width: 0, height: 0)
    let seeded = MarginResolver(
      scene: scene, frames: scene.views.map { $0.initialFrame ?? none },
      root: Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height))
    // Whether the view and all its superviews carry a decoded frame (parents first, memoised).
    var carries = [Bool?](repeating: nil, count: scene.views.count)
    func carriesFrames(_ i: Int) -> Bool {
      var chain: [Int] = []
      var current: Int? = i
      var result = true
      while let c = current {
        if let known = carries[c] {
          result = known
          break
        }
        chain.append(c)
        guard scene.views[c].initialFrame != nil, chain.count <= scene.views.count else {
          result = false
          break
        }
        current = scene.views[c].parent?.rawValue
      }
      // Every view of the chain below a view without a frame carries none through it.
      for c in chain { carries[c] = result && scene.views[c].initialFrame != nil }
      return carries[i] ?? false
    }
    return scene.views.indices.map { carriesFrames($0) ? seeded.margins[$0] : own[$0] }
  }

  /// The margins at `frames` (scene coordinates, indexed by view), inside a root of `root`.
  init(scene: Scene, frames: [Rect], root: Rect) {
    let count = scene.views.count
    safeAreaInsets = Array(repeating: .zero, count: count)
    passedInsets = safeAreaInsets
    margins = Self.ownMargins(scene)
    readableGuides = margins
    let rootInsets = scene.kind == .viewController ? scene.safeAreaInsets : .zero
    let rootMargins = scene.effectiveRootMargins
    // Each scroll view's content layout guide, whose size is its content size.
    var contentGuides: [Int: Int] = [:]
    for (i, view) in scene.views.enumerated() where view.isContentLayoutGuide {
      if let parent = view.parent?.rawValue { contentGuides[parent] = i }
    }
    // Parents first: a view's chain of unresolved parents is resolved from the top down, so the
    // whole pass is linear in the number of views, however deep they nest.
    var done = [Bool](repeating: false, count: count)
    for start in 0..<count where !done[start] {
      var chain: [Int] = []
      var current: Int? = start
      while let c = current, !done[c] {
        chain.append(c)
        current = scene.views[c].parent?.rawValue
      }
      for i in chain.reversed() {
        let parent = scene.views[i].parent?.rawValue
        let parentFrame = parent.map { frames[$0] } ?? root
        let parentInsets = parent.map { passedInsets[$0] } ?? rootInsets
        let parentMargins = parent.map { margins[$0] } ?? rootMargins
        resolve(
          i, view: scene.views[i], frame: frames[i], parentFrame: parentFrame, parentInsets: parentInsets,
          parentMargins: parentMargins, contentSize: contentGuides[i].map { frames[$0].size })
        readableGuides[i] = ReadableWidth.guideInsets(
          margins: margins[i], width: frames[i].width, category: scene.contentSizeCategory)
        if scene.views[i].layoutMarginsFollowReadableWidth { margins[i] = readableGuides[i] }
        done[i] = true
      }
    }
  }

  private mutating func resolve(
    _ i: Int, view: ViewSpec, frame: Rect, parentFrame: Rect, parentInsets: EdgeInsets,
    parentMargins: EdgeInsets, contentSize: Size?
  ) {
    // The superview's unsafe band on each edge, as deep as it reaches into the view; a view that
    // reaches past the superview's edge gets no more than the superview's own inset.
    let insets = EdgeInsets(
      top: Self.clamp(parentFrame.minY + parentInsets.top - frame.minY, to: parentInsets.top),
      left: Self.clamp(parentFrame.minX + parentInsets.left - frame.minX, to: parentInsets.left),
      bottom: Self.clamp(frame.maxY - (parentFrame.maxY - parentInsets.bottom), to: parentInsets.bottom),
      right: Self.clamp(frame.maxX - (parentFrame.maxX - parentInsets.right), to: parentInsets.right))
    safeAreaInsets[i] = insets
    let passed = Self.unabsorbed(insets, by: view, frame: frame, contentSize: contentSize)
    passedInsets[i] = passed
    var m = view.ownLayoutMargins
    if view.insetsLayoutMarginsFromSafeArea {
      m = EdgeInsets(
        top: m.top + passed.top, left: m.left + passed.left, bottom: m.bottom + passed.bottom,
        right: m.right + passed.right)
    }
    if view.preservesSuperviewLayoutMargins {
      // "The smallest adjustment that keeps content inside the superview's margins" [DOC], and
      // no deeper than the superview's own margin: a view that reaches past its superview's edge
      // (a scroll view's content below its frame) takes that margin, not the overhang as well
      // [read from stored frames: nhscovid-Status, docs/layout.md "Layout margins and the safe
      // area"]. Without the cap a preserving view in a tall scroll view's content grew with its
      // margin, pass after pass.
      m = EdgeInsets(
        top: Swift.max(
          m.top, Swift.min(parentFrame.minY + parentMargins.top - frame.minY, parentMargins.top)),
        left: Swift.max(
          m.left, Swift.min(parentFrame.minX + parentMargins.left - frame.minX, parentMargins.left)),
        bottom: Swift.max(
          m.bottom, Swift.min(frame.maxY - (parentFrame.maxY - parentMargins.bottom), parentMargins.bottom)),
        right: Swift.max(
          m.right, Swift.min(frame.maxX - (parentFrame.maxX - parentMargins.right), parentMargins.right)))
    }
    margins[i] = m
  }

  /// The part of a view's safe-area `insets` that its content and its margins still see: all of
  /// them for a view that is not a scroll view; for a scroll view, none on the edges whose insets
  /// its adjusted content inset includes, since the content rests below them (at the content
  /// offset minus the adjusted inset) [DOC: `UIScrollView.adjustedContentInset`,
  /// `ContentInsetAdjustmentBehavior`; the content's and margins' side read from stored frames,
  /// docs/layout.md, "Scroll views and the safe area"].
  private static func unabsorbed(_ insets: EdgeInsets, by view: ViewSpec, frame: Rect, contentSize: Size?)
    -> EdgeInsets
  {
    guard let behavior = view.contentInsetAdjustment else { return insets }
    let axes = behavior.adjustedAxes(
      frame: frame.size, content: contentSize, alwaysBounceVertical: view.alwaysBounceVertical,
      alwaysBounceHorizontal: view.alwaysBounceHorizontal)
    var result = insets
    if axes.vertical {
      result.top = 0
      result.bottom = 0
    }
    if axes.horizontal {
      result.left = 0
      result.right = 0
    }
    return result
  }

  /// `value` within 0...limit (0 for NaN).
  private static func clamp(_ value: Double, to limit: Double) -> Double {
    guard value > 0 else { return 0 }
    return Swift.min(value, limit)
  }
}
