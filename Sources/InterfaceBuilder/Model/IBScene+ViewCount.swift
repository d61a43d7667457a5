extension IBScene {
  /// The number of views the scene's recipe declares before any guide is added: every view
  /// under `contentRoot`, a cell's or effect view's content view not counted (its subviews are
  /// declared in its place, `SceneConverter.collect`), counted without recursion and stopping
  /// once the count passes `limit`. A scene whose count is over a view limit makes a recipe over
  /// it, so it can be refused before it is converted (second read L12: 4,000 views took 99 s to
  /// convert before the limit refused them).
  public func declaredViewCount(stoppingAfter limit: Int = .max) -> Int {
    var count = 0
    var pending = contentRoot.subviews
    while let view = pending.popLast() {
      count += 1
      if count > limit { return count }
      if let content = view.contentView?.view { pending += content.subviews }
      pending += view.subviews
    }
    return count
  }
}
