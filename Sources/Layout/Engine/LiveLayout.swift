import Cassowary

/// A solved layout kept alive to be solved again at other scene sizes: a live preview's width
/// slider. The scene's width (and a view controller scene's height) are edit variables of the
/// solver the last solve left, so a new size is a `suggestValue` and an incremental re-solve
/// instead of a new solver built from every constraint.
///
/// Every result equals what `LayoutEngine.solve` gives for the same scene (frames within
/// rounding): a scene is solved live only when that is sure, and freshly otherwise:
/// - Live: the scene differs from the last one solved only in its size (views, constraints, size
///   classes, Dynamic Type size equal), and the last solve had no conflict, was not ambiguous,
///   broke no stack tie by index (`StackTieBreak`: a new size solved live without it and tied is
///   ambiguous, hence fresh) and settled. The constraints are described again for the new size (their constants can move
///   with it: margins, a wrapping label's intrinsic size) and compared with those the solver
///   holds: a changed constant is `updateConstant`, anything else (a constraint whose variables,
///   relation or priority changed) sends the scene to a fresh solve.
/// - Text that wraps: its intrinsic size depends on its width, so the engine's passes are run on
///   the kept solver: the first with the text unwrapped and the views' own margins (as the
///   engine starts), each next one with the text measured again at the widths just solved and
///   the margins at the frames just solved, the hugging and compression-resistance constants
///   (and margin constants) moved by `updateConstant`, until the sizes settle (at most
///   `Scene.maximumLayoutPasses` passes; not settled there, the scene is solved freshly). Starting
///   from the last width's wrap instead would be fewer passes but not the same layout: a label
///   that hugs its text can settle at the width it wrapped at before (B2's long bubble).
/// - Cells: the width is the edit variable, the height is solved under the fitting probe
///   (`height == 0 @50`), which goes back into the solver after each diagnosis took it out; a
///   cell whose content leaves its height free (the engine then uses the default row height) is
///   solved freshly.
/// - Fresh: the scene size cannot be met (a required constraint wins over the edit variable:
///   the engine would have broken that constraint instead), the new layout is ambiguous (an
///   ambiguous layout's frames depend on the order the solver met the constraints), or anything
///   else above failed.
///   The fresh solve's solver is then kept for the next size.
///
/// Pure: no I/O; text is measured with the `TextMeasurer` given. Not thread-safe.
public final class LiveLayout {
  /// How many solves were live (edit variables) and how many fresh.
  public private(set) var liveSolves = 0
  public private(set) var freshSolves = 0
  /// Why each fresh solve was not live, counted: `first` (nothing kept yet), `scene` (it differs
  /// in more than its size), `not kept` (the last layout cannot be solved live: a cell, a conflict,
  /// ambiguous or unstable), `size not met`, `constraint changed`, `unsettled`, `ambiguous`,
  /// `failed` (the solver or the measurer threw).
  public private(set) var freshReasons: [String: Int] = [:]

  private var live: Live?
  private var lastKeptFailed = false

  /// An empty live layout: its first solve is fresh.
  public init() {}

  /// `LayoutEngine.solve(scene, measure:)`, live when the scene differs from the last one only
  /// in its size (see the type's description).
  public func solve(_ scene: Scene, measure: TextMeasurer) throws(LayoutError) -> LayoutResult {
    var reason = freshSolves == 0 ? "first" : lastKeptFailed ? "not kept" : "scene"
    if let live, live.key == Live.key(scene) {
      do {
        let result = try live.solve(scene, measure: measure)
        liveSolves += 1
        return result
      } catch let refusal as LiveLayoutRefusal {
        reason = refusal.rawValue
      } catch {
        reason = "failed"
      }
    }
    live = nil
    freshSolves += 1
    freshReasons[reason, default: 0] += 1
    var timings = LayoutTimings()
    let (result, final) = try LayoutEngine.solveKeepingPass(scene, measure: measure, timings: &timings)
    live = Live(final, result: result, original: scene)
    lastKeptFailed = live == nil
    return result
  }

  /// Whether the next solve of a scene like the last one can be live.
  public var isLive: Bool { live != nil }
}

/// The solver of a layout and what it was built from.
private final class Live {
  let key: Scene
  let originalViewCount: Int
  let variables: FrameVariables
  let users: LayoutEngine.PassUsers
  var state: LayoutEngine.FinalPass
  /// The constraints the solver holds, in the pass's order (implicit, then explicit).
  var prepared: [PreparedConstraint]
  /// The edit variables standing for the scene's width and height (nil: a cell's solved height).
  let width: Variable
  let height: Variable?
  /// The positions in `prepared` of the scene-size constraints the edit variables replace.
  let widthEntry: Int
  let heightEntry: Int?
  /// The edit variables' priority: above every optional constraint, below required.
  static let editPriority = Priority(999)!

  /// The scene with its size left out: two scenes with the same key differ only in size.
  static func key(_ scene: Scene) -> Scene {
    var key = scene
    key.size = Size(width: 0, height: 0)
    if case .cell = key.kind { key.kind = .cell(width: 0) }
    return key
  }

  /// The width the scene is laid out at (a cell's own width).
  static func width(_ scene: Scene) -> Double {
    if case .cell(let width) = scene.kind { return width }
    return scene.size.width
  }

  /// Keeps the last pass of a fresh solve, its scene-size constraints turned into edit
  /// variables; nil when the layout cannot be solved live (see `LiveLayout`).
  init?(_ final: LayoutEngine.FinalPass, result: LayoutResult, original: Scene) {
    // A stack tie-break (`StackTieBreak`) is decided per solve: such a layout is solved afresh.
    guard !final.unstable, final.state.pass.conflicts.isEmpty, !final.state.pass.usedDefaultRowHeight,
      result.ambiguity == nil, final.tiedStacks.isEmpty, final.stretchTiedStacks.isEmpty
    else { return nil }
    let pass = final.state.pass
    let all = LayoutEngine.presentConstraints(final.state)
    let entries = pass.implicit.entries
    // Every constraint prepared must be in the solver (a duplicate is dropped by the solver and
    // would not follow a new constant).
    guard all.count == entries.count + final.state.explicit.compactMap({ $0 }).count,
      let w = entries.firstIndex(where: { $0.info.kind == .sceneSize(.horizontal) }),
      let wID = pass.handles[.implicit(w)]
    else { return nil }
    let h = entries.firstIndex { $0.info.kind == .sceneSize(.vertical) }
    let isCell: Bool
    if case .cell = final.scene.kind { isCell = true } else { isCell = false }
    guard isCell == (h == nil) else { return nil }
    key = Live.key(original)
    originalViewCount = original.views.count
    variables = final.variables
    users = LayoutEngine.PassUsers(final.scene)
    state = final
    prepared = all
    widthEntry = w
    heightEntry = h
    let width = pass.variableHandles[final.variables.rootLength(.horizontal)]
    let height = pass.variableHandles[final.variables.rootLength(.vertical)]
    self.width = width
    self.height = h == nil ? nil : height
    let solver = pass.solver
    do {
      var edits = [(width, wID, Live.width(final.scene))]
      if let h, let hID = pass.handles[.implicit(h)] { edits.append((height, hID, final.scene.size.height)) }
      for (variable, id, value) in edits {
        try solver.addEditVariable(variable, priority: Live.editPriority)
        try solver.suggestValue(value, for: variable)
        try solver.remove(id)
      }
      // A cell's diagnosis took its fitting probe out of the solver: it goes back in.
      try restoreFittingProbe()
    } catch {
      return nil
    }
    solver.updateVariables()
  }

  /// Adds a cell's fitting probe (`height == 0 @50`) back to the solver after a diagnosis took it
  /// out (`LayoutPass.removeCellProbes`), under a new handle.
  private func restoreFittingProbe() throws {
    guard let index = state.state.pass.implicit.fittingIndex else { return }
    let pass = state.state.pass
    if let id = pass.handles[.implicit(index)], pass.solver.constraint(id) != nil { return }
    let entry = pass.implicit.entries[index].prepared
    let id = try pass.solver.add(entry.solverConstraint(pass.variableHandles))
    state.state.pass.handles[.implicit(index)] = id
  }

  /// Whether a cell's height is what its content forces (the fitting probe aside), as the
  /// engine asks before falling back to the default row height (`LayoutPass`).
  private func cellHeightIsDetermined() throws -> Bool {
    guard let index = state.state.pass.implicit.fittingIndex,
      let id = state.state.pass.handles[.implicit(index)]
    else { return true }
    let solver = state.state.pass.solver
    try solver.remove(id)
    let range = solver.optimalRange(of: state.state.pass.variableHandles[variables.rootLength(.vertical)])
    try restoreFittingProbe()
    return range.upper - range.lower <= LayoutEngine.ambiguityTolerance
  }

  /// The scene (same key) solved on the kept solver; throws when it cannot be (the caller then
  /// solves it freshly and drops this one).
  func solve(_ original: Scene, measure: TextMeasurer) throws -> LayoutResult {
    try LayoutEngine.checkStructure(original)
    let plan = StackViewPlan(original)
    let scene = plan.scene
    let report = LayoutEngine.checkConstraints(scene)
    guard scene.views.count == state.scene.views.count, report.usable == state.report.usable else {
      throw LiveLayoutRefusal.shapeChanged
    }
    let solver = state.state.pass.solver
    // The passes start where the engine's do (text unwrapped, the views' first margins:
    // `MarginResolver.initialMargins`), so that
    // they meet the same fixed point: a layout whose text wraps can settle at more than one
    // (a label hugging the width it wrapped at), and the engine's is the one to draw. Text that
    // does not wrap measures the same at any width: its measurements are kept.
    var measurements =
      users.wrapping.isEmpty
      ? state.state.measurements : try LayoutEngine.measureTexts(scene, widths: nil, measure: measure)
    var margins = MarginResolver.initialMargins(scene)
    var readableGuides = margins
    var passes = 1
    while true {
      var pass = try PassState(
        scene: scene, variables: variables, measurements: measurements, margins: margins,
        readableGuides: readableGuides, usable: report.usable, stacks: plan.isEmpty ? nil : plan,
        reusing: state.state.pass)
      let now = LayoutEngine.presentConstraints(pass)
      try apply(now, to: solver, handles: pass.pass.handles, scene: scene)
      solver.updateVariables()
      pass.pass.values = pass.pass.variableHandles.map { solver.value(of: $0) }
      let root = LayoutEngine.rootFrame(pass.pass.values, variables)
      guard abs(root.width - Live.width(scene)) <= LayoutEngine.ambiguityTolerance,
        height == nil || abs(root.height - scene.size.height) <= LayoutEngine.ambiguityTolerance
      else { throw LiveLayoutRefusal.sizeNotMet }
      state.state = pass
      // A cell whose content leaves its height free gets the default row height from the
      // engine: not followed here.
      if height == nil, try !cellHeightIsDetermined() { throw LiveLayoutRefusal.ambiguous }
      pass = state.state
      let check = try LayoutEngine.check(
        pass, scene: scene, variables: variables, users: users, margins: margins,
        readableGuides: readableGuides, measure: measure)
      if !check.settled {
        guard passes < Swift.max(scene.maximumLayoutPasses, 1) else { throw LiveLayoutRefusal.unsettled }
        measurements = check.next
        margins = check.resolved.margins
        readableGuides = check.resolved.readableGuides
        passes += 1
        continue
      }
      var timings = LayoutTimings()
      let result = LayoutEngine.assemble(
        scene, pass, report, margins: check.resolved.margins, readableGuides: check.resolved.readableGuides,
        passes: passes, unstable: false, reportableViews: original.views.count, timings: &timings)
      guard result.ambiguity == nil else { throw LiveLayoutRefusal.ambiguous }
      state = LayoutEngine.FinalPass(
        scene: scene, plan: plan, variables: variables, report: report, state: pass, margins: margins,
        readableGuides: readableGuides, passes: passes, unstable: false)
      try restoreFittingProbe()
      return plan.isEmpty ? result : result.trimmingViews(to: originalViewCount)
    }
  }

  /// Brings the solver's constraints to `now`: the scene size through the edit variables, a
  /// changed constant through `updateConstant`; throws for any other change.
  private func apply(
    _ now: [PreparedConstraint], to solver: Solver, handles: [ConstraintRef: ConstraintID], scene: Scene
  ) throws {
    guard now.count == prepared.count else { throw LiveLayoutRefusal.shapeChanged }
    for (i, (old, new)) in zip(prepared, now).enumerated() {
      guard old.ref == new.ref, old.relation == new.relation, old.priority == new.priority,
        old.form.terms.elementsEqual(new.form.terms, by: { $0 == $1 })
      else { throw LiveLayoutRefusal.shapeChanged }
      if i == widthEntry {
        try solver.suggestValue(Live.width(scene), for: width)
      } else if i == heightEntry, let height {
        try solver.suggestValue(scene.size.height, for: height)
      } else if old.form.constant != new.form.constant, let id = handles[new.ref] {
        try solver.updateConstant(of: id, to: new.form.constant)
      }
    }
    prepared = now
  }
}

/// Why a scene was not solved live (internal: the caller solves it freshly).
private enum LiveLayoutRefusal: String, Error {
  case shapeChanged = "constraint changed"
  case sizeNotMet = "size not met"
  case unsettled, ambiguous
}
