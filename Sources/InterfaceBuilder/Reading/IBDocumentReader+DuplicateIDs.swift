extension IBDocumentReader {
  /// `scene` with every view id distinct within it: a view that repeats the id of an earlier view
  /// of its scene (a merge conflict resolved by hand; `view(_:)` warns "the id ... is also the id
  /// of ...") is given an id of its own, `ID~2`, `ID~3`, ..., and so are the constraints it holds:
  /// those it owns (no `firstItem`) and those of its own list that name the repeated id. A view's
  /// constraint list relates the view and views inside it [DOC: Auto Layout Guide, "Anatomy of a
  /// Constraint": a constraint is installed on the closest common ancestor of its items], so an
  /// item of the copy's list spelled with the repeated id is the copy, never the earlier view.
  /// Constraints elsewhere that name the id reach the first view [CHOICE: the file cannot say
  /// which it meant; the first is the one the conversion has always used], as the reader's
  /// warning says.
  ///
  /// Done here, before the conversion builds any map keyed by id: renamed there, the copy's own
  /// width (`<constraint firstAttribute="width" .../>` in its list) was already filed under the
  /// first view's id and reached it, a conflict between the two widths.
  ///
  /// A new id is never one the scene already uses anywhere (a view, a layout guide, an item a
  /// constraint names, later in the file included): with views `A`, `A`, `A~2`, the second `A`
  /// becomes `A~3` and the real `A~2` keeps its id and its constraints. The search for each id
  /// resumes where the last one stopped, so N views sharing one id cost N tries, not N squared.
  /// Views laid out in other scenes (prototype cells, header views: scenes of their own) are left
  /// to their own scene.
  ///
  /// Each new id is added to `renamed` with the id it replaces, so that what the document files
  /// under the id outside the scene (its `<designables>` entry) reaches the copy too.
  static func withDistinctViewIDs(_ scene: IBScene, renamed: inout [IBID: IBID]) -> IBScene {
    var seen: Set<IBID> = []
    var taken: Set<IBID> = []
    var repeated = false
    // The items the conversion names before any view (the root and its content view, their safe
    // areas, the controller's layout guides): a view repeating one of their ids is the copy.
    let builtins = [
      scene.root.safeAreaGuideID, scene.root.contentView?.view.safeAreaGuideID, scene.topGuideID,
      scene.bottomGuideID,
    ].compactMap { $0 }
    seen.formUnion(builtins)
    taken.formUnion(builtins)
    for view in [scene.root] + scene.root.allDescendants {
      if !view.id.rawValue.isEmpty, !seen.insert(view.id).inserted { repeated = true }
      taken.insert(view.id)
      taken.formUnion(
        [view.safeAreaGuideID, view.keyboardGuideID, view.contentLayoutGuideID, view.frameLayoutGuideID]
          .compactMap { $0 })
      for constraint in view.constraints {
        taken.insert(constraint.resolvedFirstItem)
        if let second = constraint.secondItem { taken.insert(second) }
      }
    }
    guard repeated else { return scene }
    var renaming = DuplicateIDRenaming(seen: Set(builtins), taken: taken)
    var copy = scene
    copy.root = renaming.distinct(scene.root)
    renamed.merge(renaming.renamed) { first, _ in first }
    return copy
  }
}

/// The walk of `IBDocumentReader.withDistinctViewIDs`: views in the order the conversion declares
/// them (a view, then its content view's subtree, then its subviews').
private struct DuplicateIDRenaming {
  /// The view ids met so far in the walk.
  var seen: Set<IBID>
  /// Every id the scene uses, and every id given so far.
  var taken: Set<IBID>
  /// The next suffix to try for each repeated id.
  var nextSuffix: [IBID: Int] = [:]
  /// Each new id, with the id it replaces.
  var renamed: [IBID: IBID] = [:]

  /// `view` and the views inside it, each repeated id replaced by a new one.
  mutating func distinct(_ view: IBView) -> IBView {
    var result = view
    if !view.id.rawValue.isEmpty, !seen.insert(view.id).inserted {
      let id = newID(for: view.id)
      seen.insert(id)
      renamed[id] = view.id
      result.id = id
      result.constraints = view.constraints.map { constraint in
        var renamed = constraint
        renamed.ownerID = id
        if renamed.firstItem == view.id { renamed.firstItem = id }
        if renamed.secondItem == view.id { renamed.secondItem = id }
        return renamed
      }
    }
    if let content = view.contentView?.view { result.contentView = IndirectView(distinct(content)) }
    result.subviews = view.subviews.map { distinct($0) }
    return result
  }

  /// The first of `ID~n` (n from 2, or where the last search for `id` stopped) the scene does not use.
  private mutating func newID(for id: IBID) -> IBID {
    var n = nextSuffix[id] ?? 2
    var candidate = IBID("\(id.rawValue)~\(n)")
    while taken.contains(candidate) {
      n += 1
      candidate = IBID("\(id.rawValue)~\(n)")
    }
    nextSuffix[id] = n + 1
    taken.insert(candidate)
    return candidate
  }
}
