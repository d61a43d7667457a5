import Cassowary

/// Solves scenes with Auto Layout's semantics on the Cassowary solver, and diagnoses them.
///
/// Everything is deterministic: constraints go to the solver in a fixed order (implicit ones
/// first, then the recipe's in list order), and every list in the result has a stable order.
public enum LayoutEngine {
  /// Below this (points), an optimal range counts as a single value and a miss as no miss.
  static let ambiguityTolerance = 1e-4

  /// Lays out `scene`, measuring text with `measure`: solves, re-measures multi-line labels at
  /// their solved widths and solves again until their sizes settle (at most
  /// `scene.maximumLayoutPasses` passes), then diagnoses the final pass.
  ///
  /// Throws only for scenes that cannot be laid out at all (unknown parents, cycles, bad sizes) and
  /// when `measure` fails for a view's text (`textMeasurement`); problems with constraints are
  /// reported in `LayoutResult.diagnoses`.
  ///
  /// Stack views add the constraints UIKit generates for them (`StackViewPlan`; they are listed in
  /// `implicitConstraints`) and hidden layout guides, which the result leaves out.
  public static func solve(_ original: Scene, measure: TextMeasurer) throws(LayoutError) -> LayoutResult {
    var timings = LayoutTimings()
    return try solve(original, measure: measure, timings: &timings)
  }

  /// `solve(_:measure:)`, also reporting where the time went in `timings`.
  public static func solve(
    _ original: Scene, measure: TextMeasurer, timings: inout LayoutTimings
  ) throws(LayoutError) -> LayoutResult {
    try solveKeepingPass(original, measure: measure, timings: &timings).result
  }

  /// What a solve's last pass used and left, kept by `LiveLayout` to solve the scene again at
  /// another size on the same solver.
  struct FinalPass {
    /// The scene as solved (a stack view's hidden guides added).
    var scene: Scene
    var plan: StackViewPlan
    var variables: FrameVariables
    var report: ConstraintReport
    /// The last pass (its solver is the one the result was read from).
    var state: PassState
    /// The margins and readable guides the last pass was built with.
    var margins: [EdgeInsets]
    var readableGuides: [EdgeInsets]
    var passes: Int
    /// Whether the passes ran out before the text sizes and margins settled.
    var unstable: Bool
    /// The stacks whose shrinking ties the last pass broke by index (`StackTieBreak`).
    var tiedStacks: Set<ViewID> = []
    /// The fill stacks whose stretching ties the last pass broke by index (`StackTieBreak`).
    var stretchTiedStacks: Set<ViewID> = []
  }

  /// The views a pass's outcome is checked for: wrapping text, margin users, readable guide users.
  struct PassUsers {
    var wrapping: [Int]
    var margins: [Int]
    var readable: [Int]

    init(_ scene: Scene) {
      wrapping = scene.views.indices.filter {
        (scene.views[$0].kind == .label && scene.views[$0].numberOfLines != 1)
          || scene.views[$0].kind == .textView
          || ControlMetrics.wrapsConfiguredTitle(scene.views[$0], in: scene)
      }
      margins = LayoutEngine.marginUsers(scene)
      readable = LayoutEngine.readableGuideUsers(scene)
    }
  }

  /// Whether a pass settled: its wrapping text measured again at the solved widths has the sizes
  /// the pass used, and the margins and readable guides at the solved frames are those it used.
  struct PassCheck {
    var settled: Bool
    /// The text measured at the solved widths (the next pass's measurements).
    var next: [TextMeasurement?]
    /// The margins and readable guides at the solved frames.
    var resolved: MarginResolver
  }

  /// Checks one solved pass (`PassCheck`).
  static func check(
    _ state: PassState, scene: Scene, variables: FrameVariables, users: PassUsers, margins: [EdgeInsets],
    readableGuides: [EdgeInsets], measure: TextMeasurer
  ) throws(LayoutError) -> PassCheck {
    var settled = true
    var next = state.measurements
    if !users.wrapping.isEmpty {
      let widths = scene.views.indices.map { state.pass.values[variables.length($0, .horizontal)] }
      next = try measureTexts(scene, widths: widths, measure: measure)
      let nextIntrinsic = intrinsicSizes(scene, next)
      settled = users.wrapping.allSatisfy { i in
        Axis.allCases.allSatisfy { a in
          abs((nextIntrinsic[i][a] ?? 0) - (state.intrinsic[i][a] ?? 0)) <= ambiguityTolerance
        }
      }
    }
    // The margins at this pass's frames; a view whose margins some constraint uses and that
    // moved into (or out of) the safe area's insets is laid out again, as UIKit does.
    let resolved = MarginResolver(
      scene: scene, frames: frames(state.pass.values, scene.views.count, variables),
      root: rootFrame(state.pass.values, variables))
    settled =
      settled
      && users.margins.allSatisfy {
        resolved.margins[$0].isClose(to: margins[$0], within: ambiguityTolerance)
      }
      && users.readable.allSatisfy {
        resolved.readableGuides[$0].isClose(to: readableGuides[$0], within: ambiguityTolerance)
      }
    return PassCheck(settled: settled, next: next, resolved: resolved)
  }

  /// `solve(_:measure:timings:)`, also returning the last pass.
  static func solveKeepingPass(
    _ original: Scene, measure: TextMeasurer, timings: inout LayoutTimings
  ) throws(LayoutError) -> (result: LayoutResult, final: FinalPass) {
    let clock = ContinuousClock()
    let start = clock.now
    try checkStructure(original)
    let plan = StackViewPlan(original)
    let scene = plan.scene
    let variables = FrameVariables(viewCount: scene.views.count)
    let report = Self.checkConstraints(scene)
    let usable = report.usable
    var measurements = try measureTexts(scene, widths: nil, measure: measure)
    var margins = MarginResolver.initialMargins(scene)
    var readableGuides = margins
    let users = PassUsers(scene)
    var passes = 1
    // The stacks this pass found tied (`StackTieBreak.tiedStacks`): the pass is solved again with
    // the index tie-break on them. Each pass starts without it, so a layout (or a pass) without a
    // tie never gets a weight.
    var tied: Set<ViewID> = []
    var stretched: Set<ViewID> = []
    while true {
      timings.phase?(.solving(pass: passes))
      let state = try PassState(
        scene: scene, variables: variables, measurements: measurements, margins: margins,
        readableGuides: readableGuides, usable: usable, stacks: plan.isEmpty ? nil : plan,
        tieBreak: StackTieBreak(plan, tied: tied, stretched: stretched))
      if foundNewTies(state, plan: plan, variables: variables, tied: &tied, stretched: &stretched) {
        // The same pass again, with the tie-break on the stacks just found (at most once per stack).
        continue
      }
      let check = try check(
        state, scene: scene, variables: variables, users: users, margins: margins,
        readableGuides: readableGuides, measure: measure)
      if !check.settled && passes < Swift.max(scene.maximumLayoutPasses, 1) {
        measurements = check.next
        margins = check.resolved.margins
        readableGuides = check.resolved.readableGuides
        passes += 1
        tied = []
        stretched = []
        continue
      }
      let solved = clock.now
      timings.phase?(.diagnosing)
      let result = assemble(
        scene, state, report, margins: check.resolved.margins,
        readableGuides: check.resolved.readableGuides, passes: passes, unstable: !check.settled,
        reportableViews: original.views.count, timings: &timings)
      timings.solveSeconds = LayoutTimings.seconds(solved - start)
      timings.diagnoseSeconds = LayoutTimings.seconds(clock.now - solved)
      let final = FinalPass(
        scene: scene, plan: plan, variables: variables, report: report, state: state, margins: margins,
        readableGuides: readableGuides, passes: passes, unstable: !check.settled, tiedStacks: tied,
        stretchTiedStacks: stretched)
      return (plan.isEmpty ? result : result.trimmingViews(to: original.views.count), final)
    }
  }

  /// Adds to `tied` (shrinking) and `stretched` (stretching) the stacks of `plan` that `state`'s
  /// solved pass leaves tied and that are not yet in them (`StackTieBreak.tiedStacks`,
  /// `StackTieBreak.stretchTiedStacks`); whether it added any.
  private static func foundNewTies(
    _ state: PassState, plan: StackViewPlan, variables: FrameVariables, tied: inout Set<ViewID>,
    stretched: inout Set<ViewID>
  ) -> Bool {
    guard !plan.isEmpty else { return false }
    let found = StackTieBreak.tiedStacks(state, plan: plan, variables: variables).subtracting(tied)
    let foundStretched = StackTieBreak.stretchTiedStacks(state, plan: plan, variables: variables)
      .subtracting(stretched)
    tied.formUnion(found)
    stretched.formUnion(foundStretched)
    return !found.isEmpty || !foundStretched.isEmpty
  }

  /// The views whose margins the layout depends on: those a constraint names by a margin
  /// attribute, margin-relative stack views, and the superviews of such views that preserve their
  /// superview's margins.
  static func marginUsers(_ scene: Scene) -> [Int] {
    var used = [Bool](repeating: false, count: scene.views.count)
    for constraint in scene.constraints {
      for anchor in [constraint.first] + (constraint.second.map { [$0] } ?? [])
      where anchor.attribute.isMargin {
        if let id = anchor.item.viewID, used.indices.contains(id.rawValue) { used[id.rawValue] = true }
      }
    }
    for (i, view) in scene.views.enumerated() where view.stack?.isLayoutMarginsRelativeArrangement == true {
      used[i] = true
    }
    var pending = used.indices.filter { used[$0] }
    while let i = pending.popLast() {
      guard scene.views[i].preservesSuperviewLayoutMargins, let parent = scene.views[i].parent?.rawValue,
        !used[parent]
      else { continue }
      used[parent] = true
      pending.append(parent)
    }
    return used.indices.filter { used[$0] }
  }

  /// The views whose readable content guide a constraint names (`Item.readableContentGuide`): the
  /// guide follows the view's width, so they are laid out again when it moved.
  static func readableGuideUsers(_ scene: Scene) -> [Int] {
    var used = Set<Int>()
    for constraint in scene.constraints {
      for anchor in [constraint.first] + (constraint.second.map { [$0] } ?? []) {
        if case .readableContentGuide(let id?) = anchor.item, scene.views.indices.contains(id.rawValue) {
          used.insert(id.rawValue)
        }
      }
    }
    return used.sorted()
  }

  /// Rejects scenes whose structure is broken: parents out of range, parent cycles, bad sizes.
  static func checkStructure(_ scene: Scene) throws(LayoutError) {
    let width: Double
    if case .cell(let w) = scene.kind { width = w } else { width = scene.size.width }
    guard width.isFinite, width >= 0, scene.size.height.isFinite, scene.size.height >= 0 else {
      throw .invalidSceneSize("size \(scene.size) must be finite and not negative")
    }
    guard scene.scale.isFinite, scene.scale > 0 else {
      throw .invalidSceneSize("scale \(scene.scale) must be a positive number")
    }
    // Each view's chain of parents is walked until it meets a view already known to reach the
    // root, so deep nesting costs one step per view (walking every chain to the root was
    // quadratic: 50 million steps for 10,000 views nested in one another).
    var state = [UInt8](repeating: 0, count: scene.views.count)  // 0 new, 1 on this walk, 2 reaches the root
    for i in scene.views.indices {
      var path: [Int] = []
      var current = i
      while state[current] == 0 {
        state[current] = 1
        path.append(current)
        guard let p = scene.views[current].parent else { break }
        guard scene.view(p) != nil else { throw .unknownParent(view: ViewID(i), parent: p) }
        current = p.rawValue
      }
      if state[current] == 1 && scene.views[current].parent != nil { throw .parentCycle(view: ViewID(i)) }
      for j in path { state[j] = 2 }
    }
  }

  /// How much wider than its `initialWidth` a label's first pass may set a line, when that saves
  /// a line: an initial width is the width Interface Builder stored, and a label that hugs its
  /// text is stored as wide as its widest line in San Francisco (rounded up to the pixel grid),
  /// which the stand-in's letters, about 1 to 2% wider in those labels, would overflow and
  /// break onto one more line (protonvpn-UserAccountUpdate's 28-pt "subscription has expired",
  /// 298 for IB's 293; chatsecure-Purchase's 14-pt bullet line, 250.5 for 248.5). Only a saved
  /// line counts: a label whose lines are as many either way keeps the lines of its stored width
  /// (swipecell-Main's two-line Subheadline labels, 360 wide in a 366-wide stack, would otherwise
  /// take a word onto their first line that San Francisco did not). Later passes wrap at the
  /// solved width [CHOICE: 2%, the largest of those errors rounded up; docs/interface-builder.md,
  /// "The first pass at a stored width"].
  public static let initialWidthAllowance = 0.02

  /// Measures every view that shows text; wrapping labels at `widths` when given. A measurer
  /// failure becomes `LayoutError.textMeasurement` naming the view.
  static func measureTexts(
    _ scene: Scene, widths: [Double]?, measure: TextMeasurer
  ) throws(LayoutError) -> [TextMeasurement?] {
    var measurements: [TextMeasurement?] = []
    measurements.reserveCapacity(scene.views.count)
    for (i, view) in scene.views.enumerated() {
      guard let (request, wrapsTitle) = textRequest(for: view, in: scene, width: widths?[i]) else {
        measurements.append(nil)
        continue
      }
      do {
        var measurement = try measure(request)
        if wrapsTitle { measurement = try oneLineIfItFits(measurement, of: request, measure: measure) }
        if widths == nil, view.kind == .label, let initial = view.initialWidth {
          measurement = try savingALine(measurement, of: request, storedWidth: initial, measure: measure)
        }
        measurements.append(
          view.kind == .textView
            ? ControlMetrics.textViewLineFragments(measurement, of: request)
            : view.kind == .label
              ? ControlMetrics.labelTrailingLineBreak(measurement, of: request) : measurement)
      } catch {
        throw .textMeasurement(view: ViewID(i), reason: String(describing: error))
      }
    }
    return measurements
  }

  /// What `view`'s text is measured as, at the view's solved `width` (nil: the first pass), and
  /// whether it is a configured button's wrapping title; nil for a view that shows no text. A
  /// label wraps at its width (in the first pass at the width IB stored, when it has one) unless
  /// it is one line; a text view wraps (without a line limit) at its width less its insets and
  /// padding; a configured button's title at its width less its insets and a side image.
  private static func textRequest(
    for view: ViewSpec, in scene: Scene, width: Double?
  ) -> (request: TextMeasureRequest, wrapsTitle: Bool)? {
    let text = view.displayedText ?? ""
    // An empty label has no intrinsic size in UIKit ({0, 0}) and no text baselines.
    guard view.kind.showsText, !(view.kind == .label && text.isEmpty) else { return nil }
    let isLabel = view.kind == .label
    let isTextView = view.kind == .textView
    let wrapsTitle = ControlMetrics.wrapsConfiguredTitle(view, in: scene)
    let wraps = (isLabel && view.numberOfLines != 1) || isTextView || wrapsTitle
    var maxWidth = width.map { width in
      isTextView
        ? ControlMetrics.textViewTextWidth(width, inset: ControlMetrics.textContainerInset(of: view))
        : wrapsTitle
          ? ControlMetrics.configuredTitleWidth(ofButton: view, width: width) : Swift.max(width, 0)
    }
    // The first pass: a multi-line label with a width before layout wraps at it.
    if width == nil, isLabel, let initial = view.initialWidth { maxWidth = Swift.max(initial, 0) }
    let font = scene.resolvedFont(of: view)
    let request = TextMeasureRequest(
      text: text, font: font,
      maxWidth: wraps ? maxWidth : nil,
      numberOfLines: isLabel ? view.numberOfLines : isTextView || wrapsTitle ? 0 : 1,
      lineBreakMode: isLabel
        ? view.lineBreakMode : isTextView || wrapsTitle ? .byWordWrapping : .byTruncatingTail,
      lineDistance: isLabel || isTextView || wrapsTitle ? Spacing.textStyleLineDistance(for: font) : nil,
      lineHeightMultiple: isLabel || isTextView ? view.lineHeightMultiple ?? 0 : 0,
      lineSpacing: isLabel || isTextView ? view.lineSpacing ?? 0 : 0,
      minimumLineHeight: isLabel || isTextView ? view.minimumLineHeight ?? 0 : 0)
    return (request, wrapsTitle)
  }

  /// A configured button's wrapping title that fits on one line keeps that line as measured,
  /// its spaces too (xdrip's thin-space title beside a symbol: IB stores its 3.67 points).
  private static func oneLineIfItFits(
    _ measurement: TextMeasurement, of request: TextMeasureRequest, measure: TextMeasurer
  ) throws -> TextMeasurement {
    guard let width = request.maxWidth else { return measurement }
    var line = request
    line.maxWidth = nil
    let single = try measure(line)
    return single.width <= width ? single : measurement
  }

  /// The first pass of a label IB stored `storedWidth` wide: that width's lines were San
  /// Francisco's, so a line the stand-in's letters would break only there is kept
  /// (`initialWidthAllowance`).
  private static func savingALine(
    _ measurement: TextMeasurement, of request: TextMeasureRequest, storedWidth: Double,
    measure: TextMeasurer
  ) throws -> TextMeasurement {
    guard storedWidth > 0, measurement.lineCount > 1 else { return measurement }
    var wider = request
    wider.maxWidth = storedWidth * (1 + initialWidthAllowance)
    let kept = try measure(wider)
    return kept.lineCount < measurement.lineCount ? kept : measurement
  }

  /// Intrinsic sizes for the given measurements.
  static func intrinsicSizes(_ scene: Scene, _ measurements: [TextMeasurement?]) -> [IntrinsicSize] {
    scene.views.enumerated().map { i, view in
      ControlMetrics.intrinsicSize(of: view, text: measurements[i], scale: scene.scale)
    }
  }
}

extension LayoutEngine {
  /// `systemLayoutSizeFitting` at a width: lays `scene` out as a cell of `width` (its views and
  /// constraints unchanged) and returns the fitting size, or nil when the constraints do not
  /// fix the height (the result's diagnoses then say why).
  public static func fittingSize(
    of scene: Scene, width: Double, measure: TextMeasurer
  ) throws(LayoutError) -> (size: Size?, result: LayoutResult) {
    var cell = scene
    cell.kind = .cell(width: width)
    cell.size = Size(width: width, height: 0)
    let result = try solve(cell, measure: measure)
    return (result.fittingSize, result)
  }
}

extension LayoutResult {
  /// The result limited to the first `count` views: what the engine solved beyond the scene's own
  /// views (a stack view's hidden guides) is left out of the solved views.
  func trimmingViews(to count: Int) -> LayoutResult {
    guard views.count > count else { return self }
    var result = self
    result.views = Array(views.prefix(count))
    result.diagnoses = diagnoses.map { diagnosis in
      guard case .ambiguous(var report) = diagnosis else { return diagnosis }
      report.alternatives = report.alternatives.map { Array($0.prefix(count)) }
      return .ambiguous(report)
    }
    return result
  }
}
