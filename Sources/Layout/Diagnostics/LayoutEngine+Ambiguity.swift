import Cassowary

extension LayoutEngine {
  /// Finds the numbers the constraints leave free: a frame number is ambiguous when its range
  /// over all optimal solutions (required constraints hold, optional misses lexicographically
  /// minimal) is wider than a point, as `hasAmbiguousLayout` asks whether another frame would
  /// satisfy the constraints equally well. For a cell, the fitting probe is removed first.
  ///
  /// Only the first `reportableViews` views are reported (the others are a stack view's guides).
  static func ambiguity(
    _ scene: Scene, _ variables: FrameVariables, _ pass: inout LayoutPass, reportableViews: Int? = nil
  ) -> AmbiguityReport? {
    if case .cell = scene.kind { pass.removeCellProbes() }
    let solver = pass.solver
    let handles = pass.variableHandles
    // One pass over the solved tableau (free directions at the optimum); only numbers that
    // guarded columns alone move get an exact optimal range.
    let free = Set(solver.freeVariables(widerThan: ambiguityTolerance).map(\.index))
    func isFree(_ index: Int) -> Bool { free.contains(handles[index].index) }
    var entries: [AmbiguityReport.Entry] = []
    var firstFree: Int?
    let reportable = Swift.min(reportableViews ?? scene.views.count, scene.views.count)
    var traceScene = scene
    traceScene.views.removeLast(scene.views.count - reportable)
    let hidden = scene.hiddenInHierarchy()
    for i in 0..<reportable where !hidden[i] {
      let dims = FrameDimension.allCases.filter { isFree(variables.index(i, $0)) }
      guard !dims.isEmpty else { continue }
      entries.append(AmbiguityReport.Entry(view: ViewID(i), dimensions: dims))
      firstFree = firstFree ?? variables.index(i, dims[0])
    }
    let rootDims = [FrameDimension.width, .height].filter { isFree(variables.rootLength($0.axis)) }
    if let d = rootDims.first { firstFree = firstFree ?? variables.rootLength(d.axis) }
    guard let firstFree else { return nil }
    var report = AmbiguityReport(
      entries: entries, rootDimensions: rootDims,
      trace: AutolayoutTrace.text(
        scene: traceScene, variables: variables, entries: entries, rootDimensions: rootDims),
      alternatives: [])
    witnesses(for: firstFree, scene, variables, pass, into: &report)
    return report
  }

  /// Two solutions that are both optimal: the first free number pinned at two points of its
  /// optimal range (its ends; 40 pt from the finite end, or from the current value, when the
  /// range is unbounded) [CHOICE].
  private static func witnesses(
    for index: Int, _ scene: Scene, _ variables: FrameVariables, _ pass: LayoutPass,
    into report: inout AmbiguityReport
  ) {
    let solver = pass.solver
    let variable = pass.variableHandles[index]
    let range = solver.optimalRange(of: variable)
    let current = solver.value(of: variable)
    let targets: [Double]
    switch (range.lower.isFinite, range.upper.isFinite) {
    case (true, true): targets = [range.lower, range.upper]
    case (true, false): targets = [range.lower, range.lower + 40]
    case (false, true): targets = [range.upper - 40, range.upper]
    case (false, false): targets = [current, current + 40]
    }
    for target in targets {
      let pin = Constraint(Expression(variable), .equal, Expression(terms: [], constant: target))
      guard let id = try? solver.add(pin) else { continue }
      solver.updateVariables()
      let values = pass.variableHandles.map { solver.value(of: $0) }
      report.alternatives.append(frames(values, scene.views.count, variables))
      report.alternativeRootFrames.append(rootFrame(values, variables))
      try? solver.remove(id)
      solver.updateVariables()
    }
  }

  /// Frames by view from solved values.
  static func frames(_ values: [Double], _ count: Int, _ variables: FrameVariables) -> [Rect] {
    (0..<count).map { i in
      Rect(
        x: values[variables.index(i, .minX)], y: values[variables.index(i, .minY)],
        width: values[variables.index(i, .width)], height: values[variables.index(i, .height)])
    }
  }

  /// The root frame from solved values.
  static func rootFrame(_ values: [Double], _ variables: FrameVariables) -> Rect {
    Rect(
      x: 0, y: 0, width: values[variables.rootLength(.horizontal)],
      height: values[variables.rootLength(.vertical)])
  }
}
