import Layout
import Recipe

extension SceneConverter {
  /// `initialFrame X Y W H` for a view whose stored frame its first margins are measured at
  /// (`initialFrames`, computed once per scene: `initialFrameTable`), none for any other.
  func initialFrameProperties(_ view: IBView) -> [ViewProperty] {
    guard let frame = initialFrameTable[view.id] else { return [] }
    return [.initialFrame([frame.minX, frame.minY, frame.width, frame.height].map(SyntaxFactory.number))]
  }

  /// The stored frames, in scene coordinates, that UIKit's first margin pass measures at and that
  /// can change it: those of the views that use their layout margins (a constraint names one of
  /// their margin edges, or a stack view arranges relative to them, as one with margins of its own
  /// is where the file does not say: `stackProperties`), inset them by the safe area
  /// (`insetsLayoutMarginsFromSafeArea`, on unless the file turns it off) and whose stored frame
  /// reaches into the root's safe-area insets, with the stored frames of all their superviews
  /// below the root (a view's safe-area insets come down through them). UIKit lays a decoded
  /// view out from the frame it was decoded with, so such a view's first margins hold the insets
  /// its stored frame overlaps; ours started from its own margins and could settle at another
  /// fixed point of the passes [DOC: UIView `safeAreaInsets`, `insetsLayoutMarginsFromSafeArea`;
  /// read from stored frames: stoppcorona-SicknessCertificateStatusReportViewController
  /// (/work/unseen-n, 17701, retina6_1): a margin-relative stack in a scroll view's content,
  /// stored 443 high to the screen's bottom, its bottom margin 24 + the home indicator's 34;
  /// docs/interface-builder.md, "Margin passes seeded with the stored frames (session 37,
  /// review37)"]. Only on IB's canvas, whose frames these are [CHOICE], and only where the root
  /// has safe-area insets (no view can reach into none). A view without a stored frame, or with
  /// a superview without one, is left out: the engine then starts it from its own margins.
  func initialFrames() -> [IBID: Rect] {
    guard onCanvas, !scene.isTableHeaderFooter else { return [:] }
    let root = scene.contentRoot
    guard let rootFrame = root.frame,
      let insets = canvasLine(width: rootFrame.width, height: rootFrame.height).safeAreaInsets,
      insets.top > 0 || insets.left > 0 || insets.bottom > 0 || insets.right > 0
    else { return [:] }
    var absolute: [IBID: Rect] = [:]
    var superview: [IBID: IBID] = [:]
    var users: [IBID] = []
    func walk(_ view: IBView, origin: Point, parent: IBID?) {
      guard let frame = view.frame, !view.id.rawValue.isEmpty else { return }
      let rect = Rect(
        x: origin.x + frame.minX, y: origin.y + frame.minY, width: frame.width, height: frame.height)
      absolute[view.id] = rect
      if let parent { superview[view.id] = parent }
      let namesMargin = (constraintAttributes[view.id] ?? []).contains { $0.attribute.hasSuffix("Margin") }
      if view.insetsLayoutMarginsFromSafeArea != false,
        namesMargin || view.stack.map({ $0.marginsRelative ?? (view.layoutMargins != nil) }) == true
      {
        users.append(view.id)
      }
      for subview in view.subviews {
        walk(subview, origin: Point(x: rect.minX, y: rect.minY), parent: view.id)
      }
    }
    for subview in root.subviews { walk(subview, origin: Point(x: 0, y: 0), parent: nil) }
    let epsilon = 1e-6
    var result: [IBID: Rect] = [:]
    for id in users {
      guard let frame = absolute[id],
        frame.minY < insets.top - epsilon || frame.minX < insets.left - epsilon
          || frame.maxY > rootFrame.height - insets.bottom + epsilon
          || frame.maxX > rootFrame.width - insets.right + epsilon
      else { continue }
      var chain = [id]
      var current = superview[id]
      while let c = current, chain.count <= absolute.count {
        chain.append(c)
        current = superview[c]
      }
      for c in chain { result[c] = absolute[c] }
    }
    return result
  }
}
