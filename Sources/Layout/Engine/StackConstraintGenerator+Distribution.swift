extension StackConstraintGenerator {
  /// The constraints along the axis.
  mutating func generateDistribution() {
    let distribution = configuration.distribution
    // Canvas connections: to the first and last visible views, or to the spanner when none is.
    if let first = stack.visible.first, let last = stack.visible.last {
      connectToCanvas(.view(first), Self.minEdge(axis), weak: false, axis: axis)
      connectToCanvas(.view(last), Self.maxEdge(axis), weak: false, axis: axis)
    } else if let spanner = stack.spanner {
      connectToCanvas(.view(spanner), Self.minEdge(axis), weak: false, axis: axis)
      connectToCanvas(.view(spanner), Self.maxEdge(axis), weak: false, axis: axis)
      // With no arranged view visible nothing sizes the spanner along the axis either: the stack
      // collapses to 0 there as across it (read from a frame Interface Builder stored:
      // element-BubbleCellContentView's stack of one hidden 16-wide view, /work/unseen-h, stored
      // 0 wide; docs/layout.md, "Stack views"). Our name: no UIKit log shows this case's.
      add(
        "IB-hidden-stack-fit", .view(spanner), Self.size(axis), .equal, constant: 0,
        priority: Self.spanningFitPriority)
    }
    generateSpacing(relation: distribution.spacingIsMinimum ? .greaterThanOrEqual : .equal)
    switch distribution {
    case .fill: break
    case .fillEqually: matchLengths(stack.visible.map { .view($0) })
    case .fillProportionally: fillProportionally()
    case .equalSpacing, .equalCentering: generateGaps()
    }
    for hidden in stack.arranged where !stack.visible.contains(hidden) {
      let priority = scene.views[hidden.rawValue].isHiddenOnCanvas ? Self.canvasHidingPriority : .required
      add("UISV-hiding", .view(hidden), Self.size(axis), .equal, constant: 0, priority: priority)
      if isOutOfChain(hidden), let offset = scene.views[hidden.rawValue].canvasOffset {
        add(
          "IB-canvas-position", .view(hidden), Self.minEdge(axis), .equal, canvas, Self.minEdge(axis),
          constant: offset, priority: Self.canvasOffsetPriority)
      }
    }
    generateTextWidthDisambiguation()
    generateConfiguredTitleShares()
    if distribution.spacingIsMinimum {
      add(
        "UISV-canvas-fit", canvas, Self.size(axis), .equal, constant: 0, priority: Self.canvasFitPriority)
    }
  }

  /// Whether spacing is measured between baselines (vertical stacks only, as in UIKit).
  var baselineRelative: Bool { configuration.isBaselineRelativeArrangement && axis == .vertical }

  /// The spacing after a visible view (before `next`): its custom spacing, else the stack's,
  /// which is the system spacing between the two when the stack uses it.
  func spacing(after view: ViewID, before next: ViewID?) -> Double {
    if let custom = scene.views[view.rawValue].customSpacingAfter { return custom }
    return stackSpacing(between: view, and: next)
  }

  /// The stack's own spacing between `view` and `next`: `spacing`, or with `spacingUseSystem` the
  /// system spacing, as a `+ SystemSpacing` constraint between the anchors the stack joins has
  /// (`Spacing.resolvedConstant`: 8 between edges, the larger of the two fonts' baseline spacings
  /// between baselines).
  func stackSpacing(between view: ViewID?, and next: ViewID?) -> Double {
    guard configuration.spacingUseSystem else { return configuration.spacing }
    guard let view, let next else { return Spacing.systemEdgeSpacing }
    let lead: Attribute = baselineRelative ? .firstBaseline : Self.minEdge(axis)
    let trail: Attribute = baselineRelative ? .lastBaseline : Self.maxEdge(axis)
    let probe = LayoutConstraint(
      number: nil, identifier: nil, Anchor(.view(next), lead), .equal, Anchor(.view(view), trail),
      constant: .systemSpacing(multiplier: 1), priority: .required)
    return Spacing.resolvedConstant(of: probe, in: scene)
  }

  /// The spacing that follows the view at `index` in the chain of arranged views, before the view
  /// at `nextIndex` (the next one in the chain, `index + 1` unless views out of the chain lie
  /// between): the custom spacing of the closest visible view at or before it [CHOICE: a hidden
  /// view's own custom spacing is ignored].
  func spacingCarried(to index: Int, before nextIndex: Int) -> Double {
    let next = stack.arranged.indices.contains(nextIndex) ? stack.arranged[nextIndex] : nil
    var i = index
    while i >= 0 {
      let id = stack.arranged[i]
      if stack.visible.contains(id) { return spacing(after: id, before: next) }
      i -= 1
    }
    return stackSpacing(between: nil, and: next)
  }

  /// Whether an arranged view leaves the chain of arranged views: hidden as on Interface Builder's
  /// canvas with the offset IB stored for it (`ViewSpec.canvasOffset`), in a stack spaced between
  /// edges (across baselines it stays in the chain) along the axis the offset was read along
  /// (`ViewSpec.canvasOffsetAxis`: a size-class variant that turns the stack keeps it in the chain).
  func isOutOfChain(_ view: ViewID) -> Bool {
    let spec = scene.views[view.rawValue]
    return spec.isHiddenOnCanvas && spec.canvasOffset != nil && !baselineRelative
      && (spec.canvasOffsetAxis ?? axis) == axis
  }

  /// `UISV-spacing` between every pair of neighbours, hidden views included: a pair with a hidden
  /// view gets half the spacing per hidden view (so a hidden view between two visible ones leaves
  /// one spacing), and nothing before the first visible view or after the last. A view hidden as on
  /// Interface Builder's canvas (`isHiddenOnCanvas`) hands its leading edge on in place of its
  /// trailing one (the same edge while it is collapsed): when its own required size keeps it
  /// longer, it starts where it collapses and its siblings are arranged as without it (edge
  /// spacing only: across baselines it stays in the chain). One with a stored offset
  /// (`isOutOfChain`) is left out of the chain: its neighbours are spaced as if it were not there,
  /// and `IB-canvas-position` holds it where IB stored it.
  mutating func generateSpacing(relation: LayoutRelation) {
    let indices = stack.arranged.indices.filter { !isOutOfChain(stack.arranged[$0]) }
    guard indices.count > 1 else { return }
    let lead: Attribute = baselineRelative ? .firstBaseline : Self.minEdge(axis)
    let trail: Attribute = baselineRelative ? .lastBaseline : Self.maxEdge(axis)
    for (before, after) in zip(indices, indices.dropFirst()) {
      let previous = stack.arranged[before]
      let current = stack.arranged[after]
      let value: Double
      if current == stack.visible.first || previous == stack.visible.last {
        value = 0
      } else {
        let hiddenCount = [previous, current].filter { !stack.visible.contains($0) }.count
        let full = spacingCarried(to: before, before: after)
        value = full - full / 2 * Double(hiddenCount)
      }
      let handsOnLead = scene.views[previous.rawValue].isHiddenOnCanvas && !baselineRelative
      add(
        "UISV-spacing", .view(current), lead, relation, .view(previous), handsOnLead ? lead : trail,
        constant: value)
    }
  }

  /// `UISV-fill-equally`: every item's length equals the first's.
  mutating func matchLengths(_ items: [Item], priority: LayoutPriority = .required) {
    guard let first = items.first else { return }
    for item in items.dropFirst() {
      add("UISV-fill-equally", item, Self.size(axis), .equal, first, priority: priority)
    }
  }

  /// `UISV-fill-proportionally`: each visible view's length is its share of the stack's length,
  /// the share being its intrinsic length over the sum of the intrinsic lengths and the spacing;
  /// at 999, 998, ... in view order (required when a single view has an intrinsic length and
  /// nothing else takes space). A nested stack view counts with its content's length
  /// (`naturalLength`). A view with no intrinsic size along the axis (UIKit's `noIntrinsicMetric`:
  /// a plain view, a stack view, a collection view) held by a required length of its own
  /// (`Height = 170`) counts with that length, its current length when the stack lays out (as a
  /// plain view's stored length does, `SceneConverter.proportionalLength`) [read from stored
  /// frames: genesisvision-CellWithCollectionView (/work/unseen-o, toolsVersion 15505,
  /// retina6_1), a vertical fill-proportionally stack filling a 240-point cell, of a nested stack
  /// held `Height = 70` (content 30) and a collection view held `Height = 170`: IB stored 70 and
  /// 170, the shares 70/240 and 170/240; counting the nested stack's content alone made its share
  /// the whole stack, required, and a conflict. A label has an intrinsic size, 0 high for empty
  /// text, and does not count with its own: off-NutriScoreView (/work/tune, 15702, retina4_7), an
  /// image (210 high) and two empty labels held `Height = 30` in a 130-point fill-proportionally
  /// column, stored 130, 0 and 0; docs/layout.md, "Stack views"]. A view whose intrinsic length
  /// is more than 0 counts with a required length of its own too, not its intrinsic one (session
  /// 39: memreas-Universal's 28-high buttons of 18-point titles, `naturalLength`). Views without a length get
  /// length 0 at their turn's priority, so that a width of their own holds; when none has one,
  /// the lengths are made equal. When the measured lengths and the spacing add up to 0 (a single
  /// visible plain view held `Width = 0`, or a nested stack whose content is 0 long) or less (a
  /// negative spacing), no view has a share (0/0, or a negative one), and the lengths are made
  /// equal as when none is measured [CHOICE: UIKit's
  /// documentation ("Views are resized proportionally based on their intrinsic content size
  /// along the stack view's axis", `UIStackView.Distribution.fillProportionally`) does not say
  /// what a stack of all-zero lengths does; equal lengths is what a stack without measured
  /// lengths does here, and what main did for views measured at 0 before they were counted; no
  /// stored frame read].
  mutating func fillProportionally() {
    let lengths = stack.visible.map { id -> Double? in naturalLength(of: id, along: axis) }
    let measured = lengths.compactMap { $0 }
    guard !measured.isEmpty else {
      matchLengths(stack.visible.map { .view($0) })
      return
    }
    var totalSpacing = 0.0
    for (view, next) in zip(stack.visible, stack.visible.dropFirst()) {
      totalSpacing += spacing(after: view, before: next)
    }
    let total = totalSpacing + measured.reduce(0, +)
    guard total > 0 else {
      matchLengths(stack.visible.map { .view($0) })
      return
    }
    var priority: Int? =
      (measured.count == 1 && (stack.visible.count == 1 || totalSpacing == 0)) ? nil : 999
    let margins =
      self.margins.indices.contains(stack.view.rawValue)
      ? self.margins[stack.view.rawValue]
      : scene.views[stack.view.rawValue].ownLayoutMargins
    let inset =
      configuration.isLayoutMarginsRelativeArrangement ? margins.min(axis) + margins.max(axis) : 0
    for (view, length) in zip(stack.visible, lengths) {
      let level = priority.flatMap { LayoutPriority(Swift.max($0, 1)) } ?? .required
      if let length {
        let share = length / total
        add(
          "UISV-fill-proportionally", .view(view), Self.size(axis), .equal, canvas, Self.size(axis),
          multiplier: share, constant: -share * inset, priority: level)
      } else {
        add("UISV-fill-proportionally", .view(view), Self.size(axis), .equal, constant: 0, priority: level)
      }
      priority = priority.map { $0 - 1 }
    }
  }

  /// The length a fill-proportionally stack gives `view` along `axis`: its intrinsic length, or
  /// for a stack view, which has none, the length its arranged content takes (the sum of their
  /// lengths and the spacing along its own axis, the largest across it, plus its margins when
  /// the arrangement is margin-relative), as UIKit sizes it by its content. Nil when the view, or
  /// a view a stack needs, has no length [source: floatingpanel-Samples-Main's settings, a
  /// fill-proportionally stack of two stacks whose 51 and 78 points of content IB stored as 53 and
  /// 80.5 in 133.5; docs/layout.md, "Stack views"]. An arranged view of the fill-proportionally
  /// stack itself held by a required length of its own along the axis counts with that length
  /// when it has no intrinsic length there (`fillProportionally`) or one above 0: its own length
  /// is the one it lays out at, whatever its content measures [read from stored frames:
  /// memreas-Universal's "More" scene (/work/unseen-r, toolsVersion 13196, retina4_7), a vertical
  /// fill-proportionally column with no height of its own, of six buttons held `Height = 28`
  /// whose titles are 18 high, an 80-high row and a plain view of 169, spacing 15: IB stored the
  /// column 522, every view at its own length (6 x 28 + 80 + 169 + 7 x 15); counting the buttons
  /// with 18, the first one's share made the column 718.67. An empty label (intrinsic length 0)
  /// keeps counting with nothing, off-NutriScoreView's, above]. Inside a nested stack (`nested`), a view with a required length of
  /// its own (`Height = 5`) counts with it, intrinsic length or not, as the nested stack's fitting
  /// size does [read from stored frames: xdrip's Main storyboard (/work/unseen-e), a
  /// centred fill-proportionally stack of a nested stack, whose rows include a 5-point spacer
  /// view and labels held 34 high, and a date picker: IB stored the nested stack 255.33 high, its
  /// content's length with those constants, and the picker at its own height]. Across the nested
  /// stack's own axis a view without a length adds nothing: the stack is as long as its longest
  /// measured view, which a view with no intrinsic length there matches (fill alignment) or stays
  /// within (the others), as UIKit's fitting size of the nested stack is; nil only when no view
  /// there has a length. Along its axis every view needs one (its lengths add up) [read from
  /// stored frames: memreas-Universal's "More" scene (/work/unseen-r, toolsVersion 13196,
  /// retina4_7), a vertical fill-proportionally stack whose second view is a horizontal stack of
  /// a 79 x 80 image and a plain view with no height of its own: IB stored the row 80 high, the
  /// image's; counting the row with no length drew it 0 high and gave its 80 to the stack's last
  /// view; docs/layout.md, "Stack views", session 39].
  func naturalLength(of view: ViewID, along axis: Axis, nested: Bool = false) -> Double? {
    if nested || intrinsic[view.rawValue][axis] != 0, let fixed = requiredLength(of: view, along: axis) {
      return fixed
    }
    if let value = intrinsic[view.rawValue][axis], value > 0 { return value }
    let spec = scene.views[view.rawValue]
    guard spec.kind == .stackView, let configuration = spec.stack else { return nil }
    let children = scene.views.indices.filter {
      scene.views[$0].parent == view && scene.views[$0].kind != .layoutGuide && !scene.views[$0].isHidden
    }.map(ViewID.init)
    guard !children.isEmpty else { return nil }
    var lengths: [Double] = []
    let along = configuration.axis == axis
    for child in children {
      let length = naturalLength(of: child, along: axis, nested: true)
      if let length {
        lengths.append(length)
      } else if along {
        return nil
      }
    }
    var content: Double
    if along {
      let spacing = configuration.spacingUseSystem ? Spacing.systemEdgeSpacing : configuration.spacing
      content = lengths.reduce(0, +) + spacing * Double(children.count - 1)
    } else {
      // Across its axis the nested stack is as long as its longest measured view; a view without
      // a length there (a plain view, held by nothing of its own) takes the stack's length and
      // adds none (`naturalLength`'s doc).
      guard let longest = lengths.max() else { return nil }
      content = longest
    }
    if configuration.isLayoutMarginsRelativeArrangement {
      let insets =
        margins.indices.contains(view.rawValue)
        ? margins[view.rawValue] : spec.ownLayoutMargins
      content += insets.min(axis) + insets.max(axis)
    }
    return content
  }

  /// The length `view` holds along `axis` by a required constraint of its own, `Width = c` or
  /// `Height = c`, installed in the scene's size classes; nil without one. Looked up in the plan's
  /// index (`StackViewPlan.requiredLengths`), not by a scan of the scene's constraints.
  func requiredLength(of view: ViewID, along axis: Axis) -> Double? {
    requiredLengths[StackViewPlan.RequiredLengthKey(view: view, axis: axis)]
  }

  /// `UISV-distributing-edge`: each gap guide runs from one visible view's trailing edge (its centre
  /// for equal centering) to the next one's leading edge (centre); `UISV-fill-equally`: the gaps
  /// are equally long (at 149 for equal centering).
  mutating func generateGaps() {
    let centering = configuration.distribution == .equalCentering
    let visible = stack.visible
    for (n, gap) in stack.gaps.enumerated() where n + 1 < visible.count {
      let previous = visible[n]
      let current = visible[n + 1]
      let from: Attribute =
        centering ? Self.center(axis) : (baselineRelative ? .lastBaseline : Self.maxEdge(axis))
      let to: Attribute =
        centering ? Self.center(axis) : (baselineRelative ? .firstBaseline : Self.minEdge(axis))
      add("UISV-distributing-edge", .view(gap), Self.minEdge(axis), .equal, .view(previous), from)
      add("UISV-distributing-edge", .view(gap), Self.maxEdge(axis), .equal, .view(current), to)
    }
    matchLengths(
      stack.gaps.map { .view($0) }, priority: centering ? Self.equalCenteringPriority : .required)
  }

  /// `UISV-text-width-disambiguation`: in a horizontal stack whose distribution is not
  /// fill-equally or fill-proportionally, every arranged multi-line label (`numberOfLines` other
  /// than 1, hidden or not) gets an optional `label.width == 1/n x canvas.width - spacing x
  /// (n - 1) / n`, n the visible arranged views, the canvas the stack's margins when the
  /// arrangement is relative to them, at its larger horizontal content priority + 10 (at most
  /// 999): equal widths, which outrank the labels' own hugging (the constraint UIKit's logs name
  /// `UISV-text-width-disambiguation`; openradar 39275811 quotes it as
  /// `label.width = 0.5 * stackView.width - 0 @ 759` for a label and a switch;
  /// docs/layout.md, "Stack views"). The stack's system spacing counts as 0 here, as UIKit's
  /// `spacing` property reads it. Only where no other visible arranged view has an intrinsic
  /// width (a single-line label, an image, a control) or a required width of its own
  /// (`Width = 20` on an image view without an image): beside one, Interface Builder's stored
  /// frames keep each multi-line label at its own text's width or where its hugging puts it
  /// (docs/layout.md, "Stack views"; the required width: OsmAnd's device headers, a 0-line
  /// label beside a 20-point empty image view in an equal-spacing stack whose width nothing
  /// else holds, stored at 20 + 3 + the label's text width, not at twice the label). An intrinsic
  /// width does not count when its view hugs at `stretchableHugging` (250, UIKit's
  /// `defaultLow`) or less and below every visible label's share (a hidden label's share does
  /// not lower that bar: it takes no width; second read of session 36, L11): Interface Builder's
  /// stored frames give such a view and the labels the equal share (docs/layout.md, "Stack
  /// views": glucosio's 64-point text fields beside "mg/dL", trailer's button beside its 0-line
  /// label).
  mutating func generateTextWidthDisambiguation() {
    guard axis == .horizontal else { return }
    let shares = stack.visible.compactMap { id -> Int? in
      let view = scene.views[id.rawValue]
      guard view.kind == .label, view.numberOfLines != 1 else { return nil }
      return Self.textWidthSharePriority(view).rawValue
    }
    guard let lowestShare = shares.min() else { return }
    let othersHaveWidths = stack.visible.contains { id in
      let view = scene.views[id.rawValue]
      if view.kind == .label, view.numberOfLines != 1 { return false }
      if requiredLength(of: id, along: .horizontal) != nil { return true }
      guard (intrinsic[id.rawValue][.horizontal] ?? 0) > 0 else { return false }
      let hugging = view.hugging[.horizontal].rawValue
      return hugging > Self.stretchableHugging || hugging >= lowestShare
    }
    guard !othersHaveWidths else { return }
    switch configuration.distribution {
    case .fill, .equalSpacing, .equalCentering: break
    case .fillEqually, .fillProportionally: return
    }
    guard let share = equalWidthShare() else { return }
    for id in stack.arranged {
      let view = scene.views[id.rawValue]
      guard view.kind == .label, view.numberOfLines != 1 else { continue }
      add(
        "UISV-text-width-disambiguation", .view(id), .width, .equal, canvas, .width,
        multiplier: share.multiplier, constant: share.constant, priority: Self.textWidthSharePriority(view))
    }
  }

  /// One visible arranged view's equal share of a horizontal stack's width: `1/n` of it less
  /// `spacing x (n - 1) / n` (`spacing` 0 with `spacingUseSystem`) and, with margin-relative
  /// arrangement, the margins' `/ n`; nil without a visible arranged view.
  func equalWidthShare() -> (multiplier: Double, constant: Double)? {
    let n = stack.visible.count
    guard n > 0 else { return nil }
    let spacing = configuration.spacingUseSystem ? 0 : configuration.spacing
    var inset = 0.0
    if configuration.isLayoutMarginsRelativeArrangement, margins.indices.contains(stack.view.rawValue) {
      let m = margins[stack.view.rawValue]
      inset = m.left + m.right
    }
    let count = Double(n)
    return (1 / count, -(spacing * (count - 1) + inset) / count)
  }

  /// A horizontal fill stack whose visible arranged views are all configured buttons with a
  /// title that wraps (`ControlMetrics.wrapsConfiguredTitle`), two or more, gives each the equal
  /// share of its width as multi-line labels get theirs (`IB-title-width-share`, at
  /// `textWidthSharePriority`): the spare length is split evenly, and a title longer than its
  /// share wraps [read from stored frames, 2 apps: roadout-Main's row `D59-ZH-u8g` (/work/unseen-o,
  /// toolsVersion 21701) stores " Check", "Reset Password" and "Cancel" at 114.33 each of 353
  /// (spacing 5; "Reset Password" below its one-line width), epmobile-LQTS's `DFz-T0-Ogk`
  /// (/work/unseen-q, 21225) "Calculate" and "Clear" at 156.5 each of 343 (spacing 30), where the
  /// stretch tie-break gave the first button all the spare. Rows that hold another kind of view
  /// keep their titles' widths: trailer-Settings' `IG3-kF-Lhq` (two buttons hugging at 750 and a
  /// plain view, /work/tune), and the equal-centering row of tinode-Main (`xjq-vw-etX`, two
  /// buttons at their titles' 111 and 107 of 318) shows no share outside fill stacks. CHOICE:
  /// UIKit's rule is not documented; this is the narrowest one that fits every row of the ten
  /// sets holding two or more configured titled buttons (`/work/stacks9-tools/cfgscan.py`)].
  /// A row where any of the buttons has a required width (`requiredLength(of:along:)`) gets no
  /// share, as `generateTextWidthDisambiguation` skips labels beside such a view: that button's
  /// share could not hold, and the others' would no longer split the spare evenly [CHOICE: no
  /// row of the ten sets has one; second read of session 38, L4].
  mutating func generateConfiguredTitleShares() {
    guard axis == .horizontal, configuration.distribution == .fill, stack.visible.count >= 2 else { return }
    guard
      stack.visible.allSatisfy({ ControlMetrics.wrapsConfiguredTitle(scene.views[$0.rawValue], in: scene) }),
      !stack.visible.contains(where: { requiredLength(of: $0, along: .horizontal) != nil }),
      let share = equalWidthShare()
    else { return }
    for id in stack.visible {
      let view = scene.views[id.rawValue]
      add(
        "IB-title-width-share", .view(id), .width, .equal, canvas, .width,
        multiplier: share.multiplier, constant: share.constant, priority: Self.textWidthSharePriority(view))
    }
  }

  /// The priority of a multi-line label's `UISV-text-width-disambiguation`: its larger horizontal
  /// content priority + 10, at most 999.
  static func textWidthSharePriority(_ view: ViewSpec) -> LayoutPriority {
    let content = max(view.hugging[.horizontal].rawValue, view.compressionResistance[.horizontal].rawValue)
    return LayoutPriority(min(999, content + 10))!
  }

  /// The hugging at or below which an arranged view's intrinsic width does not keep the
  /// multi-line labels beside it from their equal share: 250, `UILayoutPriority.defaultLow`, the
  /// hugging of a `UIView`, and Interface Builder's default for text fields and buttons (labels
  /// and image views get 251) [CHOICE: the value that separates the stacks of the eight tuning
  /// sets; read from stored frames: the share holds beside a text field and a button hugging at
  /// 250 (glucosio-Main, 2 rows; trailer-Settings, 1), and in none of the 37 rows (15 apps)
  /// where another arranged view hugs at 251 or more (images at 251, switches, activity
  /// indicators and buttons at 750 and up, one-line labels at 251 and up), threema-License's
  /// two rows among them (an activity indicator at 250 beside an image at 750)].
  static let stretchableHugging = 250
}
