import ConsoleLog
import Layout
import Render

extension Panel {
  /// The panel with what a console log knows that its recipe cannot say: the constraint UIKit (or
  /// AppKit) broke, each constraint's description as the log printed it, and the views whose
  /// width or height none of the log's constraints fixes.
  func annotated(with log: ImportedLog) -> Panel {
    var panel = self
    var refByNumber: [Int: ConstraintRef] = [:]
    for (ref, c) in zip(scene.constraintRefs, scene.constraints) {
      if let number = c.number { refByNumber[number] = ref }
    }
    for entry in log.entries {
      if let ref = refByNumber[entry.number] { panel.sourceWords[ref] = entry.words }
    }
    for (number, note) in log.listNotes {
      if let ref = refByNumber[number] { panel.listNotes[ref] = note }
    }
    panel.sourceRemarks = log.remarks
    // A log never says which font or image a view had; a zero size would be an invisible outline.
    panel.intrinsicSizesKnown = false
    panel.marksZeroSizes = true
    // A trace's recipe only lays out its hierarchy: its constraints are scaffolding.
    panel.drawsConstraints = log.trace == nil
    let engine = log.log?.platform == .macOS ? "AppKit" : "UIKit"
    if let broken = log.check.uikitBroken, let ref = refByNumber[broken] {
      panel.recoveryBreak = RecoveryBreak(constraint: ref, breaker: engine)
    }
    if let parsed = log.log {
      panel.sourceEngine = engine
      panel.unnamedBreakReason =
        parsed.unnamedBreakReason
        ?? (panel.recoveryBreak == nil ? "its recover line names a constraint not drawn" : nil)
    }
    var unknown: [ViewID: Set<Axis>] = [:]
    for size in log.unfixedSizes {
      if let i = scene.views.firstIndex(where: { $0.name.spelling == size.view }) {
        unknown[ViewID(i), default: []].formUnion(size.axes)
      }
    }
    if !unknown.isEmpty {
      panel.unknownSizes = UnknownSizes(views: unknown, reason: "not fixed by the log's constraints")
    }
    panel.placeFreeViews(.horizontal)
    panel.placeFreeViews(.vertical)
    return panel
  }

  /// Moves each group of views whose position along `axis` nothing fixes into the scene.
  ///
  /// A log's constraints seldom tie its views to the screen, so the solver puts such a group
  /// anywhere (shared logs 02, 03, 38: left of the scene). Views are grouped by the position
  /// constraints between them and by their superview (UIKit places a view in its superview: moving
  /// one moves what it holds); a group is free when every view in it is reported ambiguous in its
  /// position along `axis` and no constraint ties it to the screen or scales a position
  /// (translating it then keeps every constraint as satisfied as it was). A free group that starts
  /// before the scene's edge is moved to start at it, as UIKit would place a view at its
  /// superview's origin; the ambiguity report's other valid frames move with it.
  mutating func placeFreeViews(_ axis: Axis) {
    guard let report = result.ambiguity else { return }
    let position: FrameDimension = axis == .horizontal ? .minX : .minY
    let free = Set(report.entries.filter { $0.dimensions.contains(position) }.map(\.view.rawValue))
    let count = scene.views.count
    var group = Array(0..<count)
    func find(_ i: Int) -> Int {
      var i = i
      while group[i] != i { i = group[i] }
      return i
    }
    var pinned = Set<Int>()
    for (i, spec) in scene.views.enumerated() {
      if let parent = spec.parent?.rawValue { group[find(i)] = find(parent) }
    }
    for c in scene.constraints where c.first.attribute.axis == axis && c.first.attribute.isLocation {
      let views = c.items.map(\.viewID)
      let ids = views.compactMap { $0?.rawValue }
      // The screen, its guides, or a position scaled by a multiplier: the group cannot move.
      let tiedToScreen = views.contains(nil) || (c.second != nil && c.multiplier != 1)
      for id in ids { if tiedToScreen { pinned.insert(id) } }
      if ids.count == 2 { group[find(ids[0])] = find(ids[1]) }
    }
    var members: [Int: [Int]] = [:]
    for i in 0..<count { members[find(i), default: []].append(i) }
    let root = result.rootFrame
    for views in members.values {
      guard views.allSatisfy({ free.contains($0) && !pinned.contains($0) }) else { continue }
      let start =
        views.map { i -> Double in
          let f = result.views[i].frame
          return axis == .horizontal ? min(f.minX, f.maxX) - root.minX : min(f.minY, f.maxY) - root.minY
        }.min() ?? 0
      guard start < -1e-6 else { continue }
      result.translate(views, by: -start, along: axis)
    }
  }
}

extension LayoutResult {
  /// Moves `views` by `distance` along `axis`: their frames, margins, readable guides, baselines and
  /// the ambiguity report's other valid frames of them.
  mutating func translate(_ views: [Int], by distance: Double, along axis: Axis) {
    func moved(_ r: Rect) -> Rect {
      var r = r
      if axis == .horizontal { r.origin.x += distance } else { r.origin.y += distance }
      return r
    }
    for i in views {
      self.views[i].frame = moved(self.views[i].frame)
      self.views[i].marginRect = moved(self.views[i].marginRect)
      self.views[i].readableRect = moved(self.views[i].readableRect)
      if axis == .vertical {
        self.views[i].firstBaseline = self.views[i].firstBaseline.map { $0 + distance }
        self.views[i].lastBaseline = self.views[i].lastBaseline.map { $0 + distance }
      }
    }
    for (k, d) in diagnoses.enumerated() {
      guard case .ambiguous(var report) = d else { continue }
      for a in report.alternatives.indices {
        for i in views where report.alternatives[a].indices.contains(i) {
          report.alternatives[a][i] = moved(report.alternatives[a][i])
        }
      }
      diagnoses[k] = .ambiguous(report)
    }
  }
}
