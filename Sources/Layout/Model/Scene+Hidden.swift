extension Scene {
  /// Whether the view or one of its superviews is hidden: UIKit still lays it out, but nothing of
  /// it is drawn, so the engine does not report it as ambiguous or clipped.
  public func isHiddenInHierarchy(_ id: ViewID) -> Bool {
    var current: ViewID? = id
    var steps = 0
    while let view = current.flatMap({ self.view($0) }), steps <= views.count {
      if view.isHidden { return true }
      current = view.parent
      steps += 1
    }
    return false
  }
}
