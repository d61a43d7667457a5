import Layout
import Recipe

/// Whose conflict a solved scene's conflict is (`--compare-frames`): each required constraint our
/// layout broke to recover is evaluated, with the rest of its conflicting set, at the frames
/// Interface Builder stored. IB's engine lays the canvas out from the same constraints; when its
/// stored frames miss a required constraint of the set too, the file's own constraints conflict
/// (Xcode shows them in red), and the warning says which and by how much. When IB's frames hold
/// every constraint of the set, the conflict is the model's: some size, margin or inset we give a
/// view is not IB's (docs/interface-builder.md, "Conflicts IB's stored frames share").
public struct ConflictCheck: Hashable, Sendable {
  /// One constraint of a conflicting set, with how far IB's stored frames miss it.
  public struct Member: Hashable, Sendable {
    /// The constraint as the cookbook writes it (`Label.Width <= 41.5`, an implicit one in
    /// UIKit's log form).
    public var text: String
    /// Its IB id, for a constraint of the file.
    public var ibID: IBID?
    /// Its line in the IB file, when known.
    public var line: Int?
    /// How far IB's stored frames miss it, in points (0 where they hold it).
    public var miss: Double
    /// For a view's own implicit constraint (its content size), the view's IB id and element.
    public var viewIBID: IBID?
    public var viewElement: String?

    /// A member.
    public init(
      text: String, ibID: IBID?, line: Int?, miss: Double, viewIBID: IBID? = nil, viewElement: String? = nil
    ) {
      self.text = text
      self.ibID = ibID
      self.line = line
      self.miss = miss
      self.viewIBID = viewIBID
      self.viewElement = viewElement
    }
  }

  /// Whose conflict it is.
  public enum Verdict: String, Hashable, Sendable {
    /// IB's stored frames miss the constraint we broke: the file's own conflict.
    case ibBreaksItToo
    /// IB's stored frames hold the constraint we broke but miss another of the set: the file's
    /// own conflict, which IB resolved by breaking another constraint.
    case ibBreaksAnother
    /// IB's stored frames hold every constraint of the set: the conflict is the model's.
    case ibHoldsAll
    /// IB's stored frames would hold every constraint of the set, but IB marks a view the set
    /// constrains ambiguous (a misplaced view does not count: its frame is stale, not open): its
    /// stored frame is not IB's solution, Xcode flags the scene itself, and the check has only our
    /// frame for that view. The verdict holds only when the conflict goes away with the flagged
    /// views left free (`staysWithFlaggedFree` otherwise, with `ibHoldsAll`).
    case ibFlagsAView
    /// The set's constraints cannot hold together on any canvas: each is a constraint of the
    /// file between edges, centres or sizes of views (or the root) with a constant in points, and
    /// no content size, margin, baseline, guide or system spacing of the model is among them, so
    /// the inconsistency is the file's own algebra, whatever IB's frames miss (they hold the set
    /// within the tolerance: its constants differ by a fraction of a point).
    case conflictsOnAnyCanvas
    /// IB's stored frames hold each constraint of the set within the tolerance, but at the root
    /// size IB stored (`storedRoot` is ours) they miss the set by as much in all as our layout
    /// breaks it, and no text is in the set (no content size, baseline or system spacing): IB's
    /// frames, rounded to its pixels, carry the same inconsistency of under a point as ours, so
    /// the file's own constraints conflict (`ibMissesInAll`, `ourBreak`; session 38, review38).
    case ibSpreadsIt
  }

  /// The constraint our layout broke to recover.
  public var broken: Member
  /// The other constraints of the conflicting set IB's stored frames miss by more than the
  /// tolerance; for `ibHoldsAll`, the members (the broken one included) they miss by less, the
  /// largest miss first (a file's own conflict of under a point, or text measured in another font).
  public var ibMisses: [Member]
  /// Whose conflict it is.
  public var verdict: Verdict
  /// The line of the scene's element, where a conflict without a constraint of the file is located.
  public var sceneLine: Int
  /// How far IB's frames may miss a constraint and still hold it, in points.
  public var tolerance: Double
  /// For `ibFlagsAView`, the views of the set IB marks ambiguous, as
  /// `Name (IB id, ambiguous)`.
  public var flaggedViews: [String] = []
  /// For `ibHoldsAll`, whether the set touches views IB marks ambiguous (`flaggedViews`) but the
  /// conflict stays with those views left free: it does not depend on them.
  public var staysWithFlaggedFree = false
  /// For `conflictsOnAnyCanvas`, two constraints of the set that relate the same two anchors by
  /// constants no value between them meets (`contradictoryPair`): whatever margin, baseline or
  /// text the anchors hold cancels out of them, so they conflict on their own.
  public var contradictoryPair: [Member] = []
  /// For `conflictsOnAnyCanvas`, the root's size the set is judged at when one of its members is
  /// the recipe's fixed root size, which is Interface Builder's stored size (a cell's content
  /// view at its row): the set holds on no layout of that size.
  public var storedRootSize: Size?
  /// For `ibSpreadsIt`, how far IB's stored frames miss the set's constraints in all, and how far
  /// our layout breaks them in all, in points.
  public var ibMissesInAll = 0.0
  public var ourBreak = 0.0

  /// A check from its parts.
  public init(broken: Member, ibMisses: [Member], verdict: Verdict, sceneLine: Int, tolerance: Double = 1) {
    self.broken = broken
    self.ibMisses = ibMisses
    self.verdict = verdict
    self.sceneLine = sceneLine
    self.tolerance = tolerance
  }

  /// The line the warning is located at: the broken constraint's, else the first constraint IB's
  /// frames miss, else the scene's.
  public var line: Int {
    broken.line
      ?? (verdict == .ibHoldsAll || verdict == .ibFlagsAView || verdict == .conflictsOnAnyCanvas
        || verdict == .ibSpreadsIt
        ? nil : ibMisses.compactMap(\.line).first)
      ?? sceneLine
  }

  /// The finding in words.
  public var text: String {
    let what = "\(broken.text) broken to recover"
    switch verdict {
    case .ibBreaksItToo:
      return
        "\(what): the file's own constraints conflict: Interface Builder's stored frames break it too "
        + "(by \(formatPoints(broken.miss)) pt)"
    case .ibBreaksAnother:
      let others = ibMisses.map { "\($0.text) by \(formatPoints($0.miss)) pt" }.joined(separator: ", ")
      return
        "\(what): the file's own constraints conflict: Interface Builder's stored frames hold it "
        + "but break \(others)"
    case .ibFlagsAView:
      return
        "\(what): Interface Builder marks \(flaggedViews.joined(separator: ", ")) of this conflict, so "
        + "its stored frames are not its solution there and Xcode flags this scene too"
    case .conflictsOnAnyCanvas:
      let largest =
        ibMisses.first.map {
          "; Interface Builder's stored frames miss \($0.text) by \(formatPoints($0.miss)) pt"
        }
        ?? ""
      if contradictoryPair.count == 2 {
        return
          "\(what): the file's own constraints conflict on any canvas: \(contradictoryPair[0].text) and "
          + "\(contradictoryPair[1].text) relate the same two anchors by constants no layout meets together "
          + "(whatever the anchors' margins or text, they cancel)\(largest)"
      }
      if let size = storedRootSize {
        return
          "\(what): the file's own constraints conflict at the size Interface Builder stored for the root "
          + "(\(formatPoints(size.width)) x \(formatPoints(size.height))): they hold edges, centres and sizes "
          + "of views by constants alone (no text, margin or inset of the layout's is in them), so no layout "
          + "of that size holds them all\(largest)"
      }
      return
        "\(what): the file's own constraints conflict on any canvas: they hold edges, centres and sizes "
        + "of views by constants alone (no text, margin, inset or canvas size of the layout's is in them), "
        + "so no layout holds them all\(largest)"
    case .ibSpreadsIt:
      return
        "\(what): the file's own constraints conflict by less than a point: at the size Interface Builder "
        + "stored for the root, its stored frames hold each constraint of this conflict within "
        + "\(formatPoints(tolerance)) pt but miss them by \(formatPoints(ibMissesInAll)) pt in all, as much as "
        + "the layout breaks them (\(formatPoints(ourBreak)) pt), and no text is in them"
    case .ibHoldsAll:
      let largest = ibMisses.first.map { " (\($0.text) missed by \(formatPoints($0.miss)) pt)" } ?? ""
      return
        "\(what): Interface Builder's stored frames hold every constraint of this conflict within "
        + "\(formatPoints(tolerance)) pt\(largest), so a size, margin or inset the layout gives a view differs from IB's"
        + (staysWithFlaggedFree
          ? " (Interface Builder marks \(flaggedViews.joined(separator: ", ")), but the conflict stays with "
            + (flaggedViews.count == 1 ? "it" : "them") + " left free)" : "")
    }
  }

  /// The finding as an import warning of `fileName`, located at the constraint's line.
  public func warning(fileName: String) -> ImportWarning {
    let element =
      broken.ibID.map { "<constraint id=\"\($0.rawValue)\">" }
      ?? broken.viewIBID.map { "<\(broken.viewElement ?? "view") id=\"\($0.rawValue)\">" } ?? "<scene>"
    return ImportWarning(fileName: fileName, line: line, element: element, message: text)
  }

  /// Whether IB's stored frames hold `ref` exactly when IB's engine held it: a constraint of the
  /// file between edges or lengths of views IB stored its own solution for (no centre, baseline
  /// or margin, whose values come from our model of text and margins; no alignment insets),
  /// multiplier 1 and a constant on the canvas's pixel grid. IB stores each view's edges on that
  /// grid, so such a constraint it held keeps its constant to the pixel in the stored frames, and
  /// frames that miss it by a whole pixel or more are IB's own break, not the tolerance's rounding
  /// or another font's text (docs/interface-builder.md, "Conflicts IB does not have"). The two
  /// views of a constraint share one coordinate space of IB's stored frames: the same superview,
  /// or one is the other's superview. IB stores each frame relative to its superview; across
  /// superviews a held constraint can come out a pixel off in the absolute frames when IB rounds
  /// relative origins, so there it keeps the tolerance (review35-stop.md L6; docs/interface-builder.md,
  /// "Conflict verdicts (session 36, review36)").
  ///
  /// The root counts as a view IB stored its solution for when `rootIsStored` (its stored size is
  /// our root's: a cell's content view at the height the recipe fixes from its stored frame),
  /// and its direct subviews share its coordinate space (review37, docs/interface-builder.md,
  /// "Conflict verdicts at the root (session 37, review37)").
  static func isPixelExact(
    _ ref: ConstraintRef, in scene: Scene, stored frames: [ViewID: Rect], rootIsStored: Bool = false
  ) -> Bool {
    guard case .explicit(let i) = ref, scene.constraints.indices.contains(i) else { return false }
    let constraint = scene.constraints[i]
    guard constraint.multiplier == 1, case .points(let constant) = constraint.constant else { return false }
    let pixels = constant * max(scene.scale, 1)
    guard abs(pixels - pixels.rounded()) < 1e-6 else { return false }
    if constraint.second == nil, !constraint.first.attribute.isSize { return false }
    for anchor in [constraint.first] + (constraint.second.map { [$0] } ?? []) {
      switch anchor.attribute {
      case .left, .right, .top, .bottom, .leading, .trailing, .width, .height: break
      default: return false
      }
      if anchor.item == .root, rootIsStored { continue }
      guard case .view(let view) = anchor.item, frames[view] != nil,
        scene.views.indices.contains(view.rawValue)
      else { return false }
      if let insets = scene.views[view.rawValue].alignmentRectInsets, insets != .zero { return false }
    }
    // The root and a view: the view must be the root's direct subview.
    let items = [constraint.first.item] + (constraint.second.map { [$0.item] } ?? [])
    if items.contains(.root) {
      for case .view(let view) in items where scene.views[view.rawValue].parent != nil { return false }
    }
    if case .view(let first) = constraint.first.item, case .view(let second)? = constraint.second?.item,
      first != second
    {
      let firstParent = scene.views[first.rawValue].parent
      let secondParent = scene.views[second.rawValue].parent
      guard firstParent == secondParent || firstParent == second || secondParent == first else {
        return false
      }
    }
    return true
  }

  /// Whether `ref` is a constraint whose algebra no part of the model enters (`check` asks also
  /// that it be the file's, with an IB id: the row height a cell's recipe fixes is the importer's): a
  /// constant in points (not the system spacing), multiplier any, and anchors that are edges,
  /// centres or sizes of views or the root (no margin, baseline, safe area, layout or readable
  /// guide, whose places come from the model's insets and text). A conflicting set of such
  /// constraints alone holds on no canvas: the root's size is a free variable of it (its size is
  /// an implicit constraint, not in the set).
  static func isModelFree(_ ref: ConstraintRef, in scene: Scene) -> Bool {
    guard case .explicit(let i) = ref, scene.constraints.indices.contains(i) else { return false }
    let constraint = scene.constraints[i]
    guard case .points = constraint.constant else { return false }
    for anchor in [constraint.first] + (constraint.second.map { [$0] } ?? []) {
      switch anchor.attribute {
      case .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY: break
      default: return false
      }
      switch anchor.item {
      case .view, .root: break
      default: return false
      }
    }
    return true
  }

  /// Whether the scene's constraint `index` holds a scroll view's content layout guide (a spacer
  /// with `isContentLayoutGuide`) at the content offset 0: its leading or top equal to its scroll
  /// view's, required, no constant (the importer's line, `SceneConverter.contentGuidePins`). UIKit
  /// puts the guide there at rest [DOC: UIScrollView `contentLayoutGuide`, "the content rectangle
  /// of the scroll view"], so the pin carries no value of the model, and a set of the file's
  /// constants that conflicts with it is the file's own (jh008-GNPublicUI's about scene, session
  /// 39: a logo 85 wide centred in a 320-point scroll view, its leading at least 118 past the
  /// guide's).
  static func contentOffsetPin(_ index: Int, in scene: Scene) -> Bool {
    guard scene.constraints.indices.contains(index) else { return false }
    let constraint = scene.constraints[index]
    guard constraint.relation == .equal, constraint.priority.isRequired, constraint.multiplier == 1,
      case .points(let value) = constraint.constant, value == 0, let second = constraint.second,
      constraint.first.attribute == second.attribute,
      [Attribute.leading, .top].contains(constraint.first.attribute),
      case .view(let guide) = constraint.first.item, case .view(let scroll) = second.item,
      let spec = scene.view(guide), spec.isContentLayoutGuide, spec.parent == scroll
    else { return false }
    return true
  }

  /// The range a stack view's `UISV-spacing` holds between two neighbours, as the file writes it:
  /// `next.leading = previous.trailing + spacing` (top and bottom vertically), required and equal
  /// in a fill, fill-equally or fill-proportionally stack (a minimum in the equal-spacing ones),
  /// its constant the stack's `spacing` (or the neighbour's custom spacing) from the file: nil
  /// for system spacing, baseline-relative stacks and hidden neighbours (whose spacing the
  /// layout halves), whose values are the model's. With it a file's explicit constraint on the
  /// same two edges and another constant (cs108-CSLTemperatureTagListCell: spacing 1 and an
  /// explicit `leading = trailing`) is a pair no layout meets (`contradictoryPair`).
  static func fileStackSpacing(_ implicit: ImplicitConstraint, in scene: Scene) -> (Anchor, Anchor, Double)? {
    guard case .stackView(let stackID, let identifier) = implicit.kind, identifier == "UISV-spacing",
      implicit.priority.isRequired, implicit.anchors.count == 2,
      let stack = scene.view(stackID)?.stack, !stack.spacingUseSystem, !stack.isBaselineRelativeArrangement,
      [.fill, .fillEqually, .fillProportionally].contains(stack.distribution)
    else { return nil }
    let (next, previous) = (implicit.anchors[0], implicit.anchors[1])
    let edges: Set<Attribute> = [.leading, .trailing, .left, .right, .top, .bottom]
    guard edges.contains(next.attribute), edges.contains(previous.attribute) else { return nil }
    for item in [next.item, previous.item] {
      guard case .view(let id) = item, let view = scene.view(id), !view.isHidden, !view.isHiddenOnCanvas
      else { return nil }
    }
    return (next, previous, implicit.constant)
  }

  /// Whether `item`'s layout margins are a fixed constant of the recipe, not derived from the
  /// layout: its own margins (the default 8 or the ones the recipe sets) with no readable width,
  /// no preserved superview margins and no safe area to add (the view does not inset its margins
  /// from the safe area, or the scene has none). Only then may `ibSpreadsIt` read a margin member:
  /// a margin that comes from our model could differ from IB's by less than the tolerance, and
  /// IB's frames, judged with our margin, would then spread the set by our error (review38-stop M2).
  static func hasFixedMargins(_ item: Item, in scene: Scene) -> Bool {
    let noSafeArea = scene.safeAreaInsets == .zero
    switch item {
    case .view(let id):
      guard scene.views.indices.contains(id.rawValue) else { return false }
      let view = scene.views[id.rawValue]
      guard view.kind == .view || view.kind == .contentView else { return false }
      return !view.layoutMarginsFollowReadableWidth && !view.preservesSuperviewLayoutMargins
        && (noSafeArea || !view.insetsLayoutMarginsFromSafeArea)
    case .root:
      return !scene.rootLayoutMarginsFollowReadableWidth
        && (noSafeArea || !scene.rootInsetsLayoutMarginsFromSafeArea)
    default:
      return false
    }
  }

  /// Two required constraints of `refs` that relate the same two anchors (or one anchor and a
  /// constant) with multiplier 1 and constants in points that no value of the difference meets
  /// together (`a = b + 0` and `a = b - 1`; `a >= b + 56` and `a = b + 55.5`), in the order of
  /// `refs`; nil when there are none. The anchors' values (a margin, a baseline, a content size)
  /// cancel in such a pair, so it conflicts on any canvas and under any model of text or margins:
  /// the file's own algebra (review38, docs/interface-builder.md "Conflict verdicts (session 38,
  /// review38)").
  static func contradictoryPair(
    _ refs: [ConstraintRef], in scene: Scene, implicit: [ImplicitConstraint] = []
  ) -> (ConstraintRef, ConstraintRef)? {
    /// The range `first - second` (or `first`) may take under the constraint.
    struct Range {
      var first: Anchor
      var second: Anchor?
      var low: Double
      var high: Double
    }
    func range(_ ref: ConstraintRef) -> Range? {
      if case .implicit(let i) = ref, implicit.indices.contains(i) {
        guard let (next, previous, spacing) = fileStackSpacing(implicit[i], in: scene) else { return nil }
        return Range(first: next, second: previous, low: spacing, high: spacing)
      }
      guard case .explicit(let i) = ref, scene.constraints.indices.contains(i) else { return nil }
      let constraint = scene.constraints[i]
      guard constraint.priority.isRequired, constraint.multiplier == 1 || constraint.second == nil,
        case .points(let k) = constraint.constant, k.isFinite
      else { return nil }
      switch constraint.relation {
      case .equal: return Range(first: constraint.first, second: constraint.second, low: k, high: k)
      case .greaterThanOrEqual:
        return Range(first: constraint.first, second: constraint.second, low: k, high: .infinity)
      case .lessThanOrEqual:
        return Range(first: constraint.first, second: constraint.second, low: -.infinity, high: k)
      }
    }
    let ranges = refs.map { (ref: $0, range: range($0)) }
    for (i, a) in ranges.enumerated() {
      guard let ra = a.range else { continue }
      for b in ranges[(i + 1)...] {
        guard var rb = b.range, a.ref != b.ref else { continue }
        if rb.first == ra.first, rb.second == ra.second {
        } else if let second = rb.second, second == ra.first, rb.first == ra.second {
          // The other way round: second - first lies in the negated range.
          rb = Range(first: second, second: rb.first, low: -rb.high, high: -rb.low)
        } else {
          continue
        }
        if max(ra.low, rb.low) > min(ra.high, rb.high) + 1e-6 { return (a.ref, b.ref) }
      }
    }
    return nil
  }

  /// An implicit constraint in words, and the view it belongs to: a required content priority
  /// as the Size inspector names it (`Label's content hugging priority 1000: width <= 41.5`), a
  /// size kept non-negative, and the rest in UIKit's log form.
  static func describe(_ implicit: ImplicitConstraint, in scene: Scene) -> (String, ViewID?) {
    func name(_ view: ViewID) -> String { scene.view(view)?.name.spelling ?? "\(view)" }
    func length(_ axis: Axis) -> String { axis == .horizontal ? "width" : "height" }
    let value = formatPoints(implicit.constant)
    let priority = implicit.priority.isRequired ? "1000" : "\(implicit.priority.rawValue)"
    switch implicit.kind {
    case .hugging(let view, let axis):
      return ("\(name(view))'s content hugging priority \(priority): \(length(axis)) <= \(value)", view)
    case .compressionResistance(let view, let axis):
      return (
        "\(name(view))'s compression resistance priority \(priority): \(length(axis)) >= \(value)", view
      )
    case .nonNegativeSize(let view, let axis):
      return ("\(name(view))'s \(length(axis)) >= 0", view)
    case .contentViewPin(let view, _), .stackView(let view, _):
      return (implicit.description, view)
    case .sceneSize, .fittingSize:
      return (implicit.description, nil)
    }
  }

  /// The checks of every conflict of `result`, the solution of `variant` (a recipe imported
  /// with `constraintLines`), at the `stored` frames IB stored for it: each view IB stored its
  /// own solution for (neither misplaced nor ambiguous) is put at its stored frame, every other
  /// one where our layout put it. `tolerance` is how far a constraint may be missed (IB stores
  /// frames rounded to its canvas's pixels and measured text in San Francisco).
  /// `storedRoot` is the size IB stored for the scene's root (`IBScene.storedRootSize`): where it is
  /// our root's, the root is at IB's frame too and constraints to it are judged as between stored
  /// views. `rewritten` holds the ids of the file's constraints the importer wrote against another
  /// item than IB's (`IBScene.rewrittenConstraintIDs`: a cell's constraints on its content view, a
  /// top-level stack's canvas pins): IB's frames do not hold those as the recipe writes them, so
  /// they are neither pixel exact nor the file's own algebra.
  /// - Throws: what `LayoutEngine.solve` throws for the variant's scene.
  public static func check(
    _ result: LayoutResult, variant: LoweredVariant, stored: [StoredFrame], constraintLines: [IBID: Int],
    sceneLine: Int, measure: TextMeasurer, tolerance: Double, storedRoot: Size? = nil,
    rewritten: Set<IBID> = []
  ) throws(LayoutError) -> [ConflictCheck] {
    let conflicts = result.conflicts
    guard !conflicts.isEmpty else { return [] }
    let rootIsStored =
      storedRoot.map {
        abs($0.width - result.rootFrame.width) < 1e-6 && abs($0.height - result.rootFrame.height) < 1e-6
      } ?? false
    /// Whether `ref` is a constraint of the file as IB holds it: it has an IB id, and the importer
    /// wrote it against the items IB names.
    func isFileOwn(_ ref: ConstraintRef) -> Bool {
      guard let id = variant.origin(of: ref)?.ibID else { return false }
      return !rewritten.contains(IBID(id))
    }
    /// Whether `ref` is a constraint whose value no text enters: one of the file's with a constant
    /// in points (no system spacing) between edges, centres, sizes or margins of views or the root
    /// (no baseline, no layout or safe-area guide; a margin only where `hasFixedMargins`), or the scene's own size or a cell's content view
    /// pinned to it (the root is at IB's size where this is asked).
    func isTextFree(_ ref: ConstraintRef) -> Bool {
      if case .implicit(let i) = ref, result.implicitConstraints.indices.contains(i) {
        switch result.implicitConstraints[i].kind {
        case .sceneSize, .contentViewPin: return true
        default: return false
        }
      }
      guard case .explicit(let i) = ref, variant.scene.constraints.indices.contains(i) else { return false }
      let constraint = variant.scene.constraints[i]
      guard case .points = constraint.constant else { return false }
      for anchor in [constraint.first] + (constraint.second.map { [$0] } ?? []) {
        if anchor.attribute == .firstBaseline || anchor.attribute == .lastBaseline { return false }
        switch anchor.item {
        case .view, .root: break
        default: return false
        }
        if anchor.attribute.isMargin, !Self.hasFixedMargins(anchor.item, in: variant.scene) { return false }
      }
      return true
    }
    /// Whether `ref` is a stack view's spacing between two neighbours as the file writes it
    /// (`fileStackSpacing`).
    func isFileStackSpacing(_ ref: ConstraintRef) -> Bool {
      guard case .implicit(let i) = ref, result.implicitConstraints.indices.contains(i) else { return false }
      return Self.fileStackSpacing(result.implicitConstraints[i], in: variant.scene) != nil
    }
    var byID: [IBID: ViewID] = [:]
    for (index, origin) in variant.viewOrigins.enumerated() {
      if let id = origin.ibID.map({ IBID($0) }), byID[id] == nil { byID[id] = ViewID(index) }
    }
    var frames: [ViewID: Rect] = [:]
    for view in stored where view.isIBSolution {
      if let id = byID[view.ibID], frames[id] == nil { frames[id] = view.frame }
    }
    var contentIsStored = false
    // A cell's content view (the recipe's `Content View`, no IB id of its own there) at the size IB
    // stored for it is at IB's frame: the cell's top left, that size.
    if let size = storedRoot {
      for (index, view) in variant.scene.views.enumerated()
      where view.kind == .contentView && view.parent == nil && frames[ViewID(index)] == nil {
        let ours = result[ViewID(index)].frame
        if abs(ours.minX) < 1e-6, abs(ours.minY) < 1e-6, abs(ours.width - size.width) < 1e-6,
          abs(ours.height - size.height) < 1e-6
        {
          frames[ViewID(index)] = Rect(x: 0, y: 0, width: size.width, height: size.height)
          contentIsStored = true
        }
      }
    }
    /// Whether `ref` is the importer's pin of a scroll view's content layout guide at the content
    /// offset 0 (`contentOffsetPin`): UIKit's own placement of the guide, no value of the model.
    func isContentOffsetPin(_ ref: ConstraintRef) -> Bool {
      guard variant.origin(of: ref)?.ibID == nil, case .explicit(let i) = ref else { return false }
      return Self.contentOffsetPin(i, in: variant.scene)
    }
    /// Whether `ref` is the recipe's fixed root size (the importer's line, no IB id) at the size
    /// IB stored for the root: IB's own value, as a constraint of the file is.
    func isStoredRootSize(_ ref: ConstraintRef) -> Bool {
      guard let size = storedRoot, case .explicit(let i) = ref,
        variant.scene.constraints.indices.contains(i), variant.origin(of: ref)?.ibID == nil
      else { return false }
      let constraint = variant.scene.constraints[i]
      guard constraint.second == nil, constraint.relation == .equal,
        constraint.multiplier == 1, case .points(let value) = constraint.constant
      else { return false }
      // The root at IB's size, or a cell's content view (the recipe's `Content View`) at IB's
      // frame (in `frames`: ours has the stored size).
      switch constraint.first.item {
      case .root: guard rootIsStored else { return false }
      case .view(let view):
        guard let spec = variant.scene.view(view), spec.kind == .contentView, spec.parent == nil,
          frames[view] != nil
        else { return false }
      default: return false
      }
      switch constraint.first.attribute {
      case .width: return abs(value - size.width) < 1e-6
      case .height: return abs(value - size.height) < 1e-6
      default: return false
      }
    }
    let refs = Array(Set(conflicts.flatMap { $0.conflicting + [$0.broken] }))
    let misses = try LayoutEngine.misses(of: refs, in: variant.scene, measure: measure, at: frames)
    /// How far our own solution misses each member of every conflict (solved once, when asked).
    var oursCache: [ConstraintRef: Double]?
    func oursMisses() throws(LayoutError) -> [ConstraintRef: Double] {
      if let oursCache { return oursCache }
      let found = try LayoutEngine.misses(of: refs, in: variant.scene, measure: measure, at: [:])
      oursCache = found
      return found
    }
    func member(_ ref: ConstraintRef) -> Member {
      let miss = misses[ref] ?? 0
      switch ref {
      case .explicit(let i):
        let text = variant.scene.constraints[i].cookbookText(in: variant.scene)
        let ibID = variant.origin(of: ref)?.ibID.map { IBID($0) }
        return Member(text: text, ibID: ibID, line: ibID.flatMap { constraintLines[$0] }, miss: miss)
      case .implicit(let i):
        guard result.implicitConstraints.indices.contains(i) else {
          return Member(text: "\(ref)", ibID: nil, line: nil, miss: miss)
        }
        let implicit = result.implicitConstraints[i]
        let (text, view) = describe(implicit, in: variant.scene)
        // A view's own constraint (its content size, its size >= 0) is located at the view.
        let viewIBID = view.flatMap { variant.origin(of: $0)?.ibID }.map { IBID($0) }
        let frame = viewIBID.flatMap { id in stored.first { $0.ibID == id } }
        return Member(
          text: text, ibID: nil, line: frame?.line, miss: miss, viewIBID: viewIBID,
          viewElement: frame?.element)
      }
    }
    /// Whether `ref` is not one of the `rewritten` constraints (the importer's own lines, without
    /// an IB id, are as the recipe writes them).
    func isFileOwnOrImporters(_ ref: ConstraintRef) -> Bool {
      guard let id = variant.origin(of: ref)?.ibID else { return true }
      return !rewritten.contains(IBID(id))
    }
    // A pixel-exact constraint is missed by IB when its frames miss it by a pixel of the canvas.
    let pixel = 1 / max(variant.scene.scale, 1)
    func missed(_ ref: ConstraintRef, _ miss: Double) -> Bool {
      miss > tolerance
        || (miss >= pixel - 1e-6 && isFileOwnOrImporters(ref)
          && isPixelExact(ref, in: variant.scene, stored: frames, rootIsStored: rootIsStored))
    }
    // The views IB marks ambiguous: their stored frames are not IB's solution, and Xcode flags the
    // scene. A misplaced view is not flagged: its stored frame is stale, but IB's constraints
    // still have a solution there and Xcode shows no conflict ("Misplaced view"), so a conflict
    // touching it stays ours.
    var flags: [ViewID: String] = [:]
    for view in stored where view.isAmbiguous {
      guard let id = byID[view.ibID], flags[id] == nil else { continue }
      let name = variant.scene.view(id)?.name.spelling ?? view.element
      flags[id] = "\(name) (\(view.ibID.rawValue), ambiguous)"
    }
    // A cell's content view IB marks ambiguous has no stored frame of its own (it is the scene's
    // root, or the view the recipe names Content View, without an IB id): the ambiguous superview
    // of a stored view is that content view when it is no stored view. It is flagged as the
    // root when the view is a child of the root, or as the view's parent when that parent has no
    // IB id and is itself a child of the root (Content View); an intermediate view (a stack
    // inside the content view) is never flagged for it.
    let storedIDs = Set(stored.map(\.ibID))
    var rootFlag: String?
    var contentFlags = Set<ViewID>()
    for frame in stored {
      guard let superview = frame.ambiguousSuperview, !storedIDs.contains(superview),
        let view = byID[frame.ibID], let spec = variant.scene.view(view)
      else { continue }
      let flag = "the content view (\(superview.rawValue), ambiguous)"
      if let parent = spec.parent {
        guard variant.viewOrigins.indices.contains(parent.rawValue),
          variant.viewOrigins[parent.rawValue].ibID == nil, variant.scene.view(parent)?.parent == nil
        else { continue }
        if flags[parent] == nil {
          flags[parent] = flag
          contentFlags.insert(parent)
        }
      } else {
        rootFlag = rootFlag ?? flag
      }
    }
    /// The views a constraint involves, nil for the root.
    func views(_ ref: ConstraintRef) -> [ViewID?] {
      switch ref {
      case .explicit(let i):
        guard variant.scene.constraints.indices.contains(i) else { return [] }
        var items: [ViewID?] = []
        for item in variant.scene.constraints[i].items {
          if case .view(let view) = item { items.append(view) } else if item == .root { items.append(nil) }
        }
        return items
      case .implicit(let i):
        guard result.implicitConstraints.indices.contains(i) else { return [] }
        return describe(result.implicitConstraints[i], in: variant.scene).1.map { [$0] } ?? []
      }
    }
    var relaxedSolves: [RelaxedKey: RelaxedSolve] = [:]
    /// Whether the conflict stays with the flagged views left free: the scene solved again with
    /// every required constraint that places a flagged view made optional (999), or, for a content
    /// view IB marks ambiguous (no stored frame of its own), every one that fixes its size alone
    /// (the cell's row height). It stays when the new solve breaks a required constraint of the
    /// set that is not the flagged views' own: then the conflict does not depend on the views IB
    /// leaves open, and the verdict is the model's (docs/interface-builder.md, "Conflict verdicts
    /// (session 36, review36)").
    ///
    /// The relaxed solve depends only on which views are freed (`RelaxedKey`), so conflicts that
    /// touch the same flagged views share one solve (`relaxedSolves`); only `kept` differs per
    /// conflict. When that solve throws, the conflict keeps the verdict it had before this check
    /// (`ibFlagsAView`) rather than failing the whole comparison.
    func stays(_ conflict: UnsatisfiableReport, freeing flagged: [ViewID?]) -> Bool {
      let free = Set(flagged.compactMap { $0 }.filter { !contentFlags.contains($0) })
      let sized = Set(flagged.compactMap { $0 }.filter { contentFlags.contains($0) })
      let root = flagged.contains(nil)
      let key = RelaxedKey(free: free, sized: sized, root: root)
      let solve = relaxedSolves[key] ?? relaxedSolve(free: free, sized: sized, root: root)
      relaxedSolves[key] = solve
      let relaxed = solve.relaxed
      guard !relaxed.isEmpty else { return true }
      // The flagged views' own implicit constraints (a content size) are theirs: a conflict left
      // among them still depends on them.
      func isFlaggedOwn(_ ref: ConstraintRef) -> Bool {
        switch ref {
        case .explicit(let i): return relaxed.contains(i)
        case .implicit:
          guard let view = views(ref).first else { return false }
          return view.map { free.contains($0) || sized.contains($0) } ?? root
        }
      }
      guard let again = solve.conflicts else { return false }
      // An implicit ref indexes its own solve's implicit constraints: the two solves' are compared
      // by what they are (`RelaxedMember`), not by index (second read L6).
      // Each solve's implicit members are counted once, and `kept` is looked up as a set
      // (`matches` is equality of known members).
      let ours = RelaxedMember.implicitMembers(result.implicitConstraints)
      let theirs = RelaxedMember.implicitMembers(solve.implicit)
      let kept = Set(
        ([conflict.broken] + conflict.conflicting).filter { !isFlaggedOwn($0) }.map {
          RelaxedMember($0, members: ours)
        }.filter(\.isKnown))
      return again.contains { report in
        ([report.broken] + report.conflicting).contains { kept.contains(RelaxedMember($0, members: theirs)) }
      }
    }
    /// The scene solved again with the freed views' required constraints made optional: the
    /// relaxed constraints' indices and the new solve's conflicts (nil when that solve throws).
    func relaxedSolve(free: Set<ViewID>, sized: Set<ViewID>, root: Bool) -> RelaxedSolve {
      var scene = variant.scene
      var relaxed = Set<Int>()
      let freed = LayoutPriority(999) ?? .defaultHigh
      for (index, constraint) in scene.constraints.enumerated() where constraint.priority.isRequired {
        let places = constraint.items.contains { $0.viewID.map(free.contains) ?? false }
        let ownSize =
          constraint.first.attribute.isSize
          && (constraint.second == nil || constraint.second?.item == constraint.first.item)
          && (constraint.first.item.viewID.map(sized.contains) ?? (root && constraint.first.item == .root))
        guard places || ownSize else { continue }
        scene.constraints[index].priority = freed
        relaxed.insert(index)
      }
      guard !relaxed.isEmpty else { return RelaxedSolve(relaxed: relaxed, conflicts: [], implicit: []) }
      // [CHOICE: a relaxed solve that throws leaves the verdict as it was (docs/interface-builder.md,
      // "Conflict verdicts")]
      let again = try? LayoutEngine.solve(scene, measure: measure)
      return RelaxedSolve(
        relaxed: relaxed, conflicts: again?.conflicts, implicit: again?.implicitConstraints ?? [])
    }
    return try conflicts.map { (conflict) throws(LayoutError) -> ConflictCheck in
      let broken = member(conflict.broken)
      let rest = conflict.conflicting.filter { $0 != conflict.broken }
      let members = rest.map(member)
      let others = zip(rest, members).filter { missed($0.0, $0.1.miss) }.map(\.1)
      var verdict: Verdict =
        missed(conflict.broken, broken.miss)
        ? .ibBreaksItToo : others.isEmpty ? .ibHoldsAll : .ibBreaksAnother
      // A set of the file's own constraints that no part of the model enters conflicts on any
      // canvas: the file's own, however little IB's frames miss it.
      var pair: [Member] = []
      var atStoredRoot = false
      if verdict == .ibHoldsAll,
        ([conflict.broken] + rest).allSatisfy({
          isModelFree($0, in: variant.scene)
            && (isFileOwn($0) || isStoredRootSize($0) || isContentOffsetPin($0))
        })
      {
        verdict = .conflictsOnAnyCanvas
        atStoredRoot = ([conflict.broken] + rest).contains(where: isStoredRootSize)
      }
      // Two of the file's constraints on the same two anchors whose constants exclude each
      // other: their own algebra, whatever the model puts in the anchors (review38).
      if verdict == .ibHoldsAll,
        let (a, b) = Self.contradictoryPair(
          ([conflict.broken] + rest).filter { isFileOwn($0) || isFileStackSpacing($0) }, in: variant.scene,
          implicit: result.implicitConstraints)
      {
        verdict = .conflictsOnAnyCanvas
        pair = [member(a), member(b)]
      }
      var flagged: [String] = []
      var flaggedStays = false
      if verdict == .ibHoldsAll {
        var seen = Set<ViewID?>()
        var flaggedIDs: [ViewID?] = []
        for view in ([conflict.broken] + rest).flatMap(views) where seen.insert(view).inserted {
          if let flag = view.map({ flags[$0] }) ?? rootFlag {
            flagged.append(flag)
            flaggedIDs.append(view)
          }
        }
        if !flagged.isEmpty {
          flaggedStays = stays(conflict, freeing: flaggedIDs)
          if !flaggedStays { verdict = .ibFlagsAView }
        }
      }
      // At IB's stored root size, a set without text that IB's frames miss by as much in all as
      // ours breaks it: the same inconsistency, spread by IB's rounding (review38).
      var spread: (ib: Double, ours: Double)?
      if verdict == .ibHoldsAll, flagged.isEmpty, rootIsStored || contentIsStored,
        ([conflict.broken] + rest).allSatisfy({
          guard case .explicit = $0 else { return isTextFree($0) }
          return isTextFree($0) && (isFileOwn($0) || isStoredRootSize($0) || isContentOffsetPin($0))
        })
      {
        let ours = try oursMisses()
        let ib = ([conflict.broken] + rest).reduce(0) { $0 + (misses[$1] ?? 0) }
        let broken = ([conflict.broken] + rest).reduce(0) { $0 + (ours[$1] ?? 0) }
        if broken > 1e-6, ib >= broken - 1e-3 {
          verdict = .ibSpreadsIt
          spread = (ib, broken)
        }
      }
      // Held within the tolerance: the members IB's frames still miss a little, the largest first.
      let small = ([broken] + members).filter { $0.miss > 1e-6 }.sorted { $0.miss > $1.miss }
      var check = ConflictCheck(
        broken: broken,
        ibMisses: verdict == .ibHoldsAll || verdict == .ibFlagsAView || verdict == .conflictsOnAnyCanvas
          || verdict == .ibSpreadsIt
          ? small : others,
        verdict: verdict, sceneLine: sceneLine, tolerance: tolerance)
      check.flaggedViews = flagged
      check.staysWithFlaggedFree = flaggedStays
      check.contradictoryPair = pair
      if let spread {
        check.ibMissesInAll = spread.ib
        check.ourBreak = spread.ours
      }
      if atStoredRoot { check.storedRootSize = storedRoot }
      return check
    }
  }
}

/// The views a relaxed solve frees: those whose placing constraints it makes optional (`free`),
/// the content views whose own size it makes optional (`sized`), and whether the root's own size
/// is freed.
private struct RelaxedKey: Hashable {
  let free: Set<ViewID>
  let sized: Set<ViewID>
  let root: Bool
}

/// One relaxed solve: the indices of the constraints made optional, the conflicts of the new
/// solve (nil when it threw) and its implicit constraints, which its conflicts' implicit refs index.
private struct RelaxedSolve {
  let relaxed: Set<Int>
  let conflicts: [UnsatisfiableReport]?
  let implicit: [ImplicitConstraint]
}

/// A member of a conflict as two solves of one scene can share it: an explicit constraint by its
/// index in the scene (the relaxed solve changes priorities, never the list), an implicit one by
/// what it constrains (its kind, and for a stack view's constraint the anchors it relates) and its
/// place among the implicit constraints of that identity (the two solves build their implicit
/// lists apart, so an index of one need not name the same constraint in the other: a relaxed
/// content view can gain a row height; the text numbers each constraint by its index). A stack's
/// constraints share one kind per identifier, and the relaxed solve can generate another set of
/// them (a freed required length changes `StackViewPlan.requiredLengths`), so their place among
/// the kind is no identity: the anchors are (second read of review37, L7).
struct RelaxedMember: Hashable {
  private enum Key: Hashable {
    case explicit(Int)
    case implicit(ImplicitConstraint.Kind, [Anchor], Int)
    case unknown
  }
  private let key: Key

  private init(key: Key) { self.key = key }

  /// The members of a solve's implicit constraints, by index, in one pass over them (each
  /// constraint's ordinal among those of its kind), so that a solve's refs are looked up rather
  /// than each counted again (second read of review37, L7's cost).
  static func implicitMembers(_ implicit: [ImplicitConstraint]) -> [RelaxedMember] {
    struct Identity: Hashable {
      let kind: ImplicitConstraint.Kind
      let anchors: [Anchor]
    }
    var counts: [Identity: Int] = [:]
    return implicit.map { constraint in
      let identity = Identity(kind: constraint.kind, anchors: constraint.anchors)
      let ordinal = counts[identity, default: 0]
      counts[identity] = ordinal + 1
      return RelaxedMember(key: .implicit(constraint.kind, constraint.anchors, ordinal))
    }
  }

  /// `ref` of a solve whose implicit constraints' members are `members` (`implicitMembers`); an
  /// implicit ref outside them is no member any other matches.
  init(_ ref: ConstraintRef, members: [RelaxedMember]) {
    switch ref {
    case .explicit(let i): key = .explicit(i)
    case .implicit(let i): key = members.indices.contains(i) ? members[i].key : .unknown
    }
  }

  /// `ref` of a solve whose implicit constraints are `implicit` (counts them: one ref at a time).
  init(_ ref: ConstraintRef, implicit: [ImplicitConstraint]) {
    self.init(ref, members: Self.implicitMembers(implicit))
  }

  /// Whether the member can match another (an unknown one matches none).
  var isKnown: Bool { key != .unknown }

  /// Whether the two can be the same constraint (an unknown member is none).
  func matches(_ other: RelaxedMember) -> Bool { isKnown && key == other.key }
}
