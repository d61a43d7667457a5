import Layout

/// Builds one panel (screen or cell, views, constraints and their tags) in panel coordinates.
struct PanelBuilder {
  let panel: Panel
  let index: Int
  let options: RenderOptions
  let text: TextPainter
  /// Stack views' labels by name (`StackSummary.labels`); a stack view without one gets none.
  var stackLabels: [ViewName: String] = [:]

  /// What a panel produced.
  struct Output {
    var items: [DisplayItem]
    /// Annotation boxes (tags and badges) placed without overlap.
    var annotationBoxes: [DisplayRect]
    /// The glyph kinds that occur.
    var legend: Set<LegendEntry>
  }

  func build() throws(RenderError) -> Output {
    let geometry = PanelGeometry(panel: panel)
    var legend = Set<LegendEntry>()
    var items: [DisplayItem] = [.group(surface(geometry, legend: &legend))]
    var textBoxes: [DisplayRect] = []
    let painter = ViewPainter(text: text)
    var viewItems: [DisplayItem] = []
    for (i, spec) in panel.scene.views.enumerated() {
      let view = ViewID(i)
      // Hidden views (and what they hold) are laid out but not drawn, as in UIKit.
      if panel.scene.isHiddenInHierarchy(view) { continue }
      if spec.kind == .stackView, panel.drawsConstraints { legend.insert(.stackView) }
      let f = geometry.frames[i]
      let holdsViews = geometry.frames.indices.contains { j in
        let o = geometry.frames[j]
        return j != i && o.x >= f.x && o.y >= f.y && o.maxX <= f.maxX && o.maxY <= f.maxY && o != f
      }
      let (group, boxes) = try painter.draw(view, in: geometry, panelIndex: index, holdsViews: holdsViews)
      viewItems.append(.group(group))
      textBoxes += boxes
      if panel.alternativeFrame(view) != nil { legend.insert(.ambiguousFrame) }
      if panel.marksZeroSizes, ViewPainter.zeroSizeMarker(f) != nil {
        legend.insert(.zeroSize)
      } else if !(panel.unknownSizes?.axes(view).isEmpty ?? true) {
        legend.insert(.unknownSize)
      }
      if ViewPainter.isNegative(f) { legend.insert(.negativeSize) }
      if spec.kind == .contentView { legend.insert(.margin) }
      if panel.intrinsicSizesKnown,
        ViewPainter.clippedIntrinsicFrame(spec, frame: f, intrinsic: panel.intrinsicSize(view)) != nil
      {
        legend.insert(.clippedIntrinsic)
      }
    }
    items.append(.group(DisplayGroup(id: .panel(index, .views), classes: ["views"], items: viewItems)))
    // The scene's outline above its views: a full-bleed view in the page's colour still shows
    // where the screen ends.
    items.append(
      .group(
        DisplayGroup(
          id: .panel(index, .outline), classes: ["outline"],
          items: [.rect(RectItem(rect: geometry.rootRect, stroke: Stroke(paint: .role(.frame), width: 1)))])))
    guard options.annotations, panel.drawsConstraints else {
      return Output(items: items, annotationBoxes: [], legend: legend)
    }
    let obstacles = textBoxes + PanelObstacles.contentFrames(panel, geometry: geometry)
    let contentFrames = PanelObstacles.pictureFrames(panel, geometry: geometry)
    var tagLegend = legend
    var annotated = try annotations(
      geometry, obstacles: obstacles, texts: textBoxes, contentFrames: contentFrames, markersOnly: false,
      legend: &tagLegend)
    // A crowded panel (many tags pushed away from their lines) shows markers alone: the numbered
    // list spells every constant (docs/render.md, "Placement").
    if annotated.leaders >= PanelObstacles.crowdedLeaders,
      Double(annotated.leaders) > PanelObstacles.crowdedLeaderShare * Double(annotated.tags)
    {
      var markersLegend = legend
      let markers = try annotations(
        geometry, obstacles: obstacles, texts: textBoxes, contentFrames: contentFrames, markersOnly: true,
        legend: &markersLegend)
      if markers.leaders < annotated.leaders {
        annotated = markers
        tagLegend = markersLegend
      }
    }
    legend = tagLegend
    items += annotated.items
    return Output(items: items, annotationBoxes: annotated.boxes, legend: legend)
  }

  /// The id of one of `c`'s groups in this panel: by its number, else its identifier, else its ref.
  private func groupID(_ c: DrawnConstraint, _ layer: DisplayGroupID.ConstraintLayer) -> DisplayGroupID {
    let key: DisplayGroupID.ConstraintKey =
      c.number.map { .number($0) } ?? c.constraint.identifier.map { .identifier($0) } ?? .unmarked(c.ref)
    return .panel(index, .constraint(key, layer))
  }

  private func opacity(_ c: DrawnConstraint) -> Double {
    guard !options.focus.isEmpty else { return 1 }
    return c.number.map { options.focus.contains($0) } == true ? 1 : 0.2
  }

  private func classes(_ c: DrawnConstraint) -> [String] {
    var cls = ["constraint"]
    switch c.status {
    case .satisfied: cls.append("status-satisfied")
    case .brokenOptional: cls.append("status-broken")
    case .conflicting, .brokenToRecover, .invalid: cls.append("status-conflicting")
    case .imprecise: cls.append("status-imprecise")
    case .notInstalled: cls.append("status-not-installed")
    }
    if c.classOnly { cls.append("class-only") }
    if c.isOptional { cls.append("optional") }
    return cls
  }

  private func annotations(
    _ geometry: PanelGeometry, obstacles: [DisplayRect], texts: [DisplayRect], contentFrames: [DisplayRect],
    markersOnly: Bool,
    legend: inout Set<LegendEntry>
  ) throws(RenderError) -> (items: [DisplayItem], boxes: [DisplayRect], tags: Int, leaders: Int) {
    var leaderGroups: [DisplayItem] = []
    var tagGroups: [DisplayItem] = []
    var placer = AnnotationPlacer(
      obstacles: obstacles, texts: texts, contentFrames: contentFrames,
      region: PanelObstacles.region(geometry: geometry))
    var boxes: [DisplayRect] = []
    let tags = TagPainter(text: text)
    // Lines first, all of them, so that every tag is painted above every line.
    let (shapes, partners, lineGroups) = constraintLines(
      geometry, texts: texts, placer: &placer, legend: &legend)
    // Tags in list order: earlier constraints get the better spots.
    var tagCount = 0
    var leaderCount = 0
    var tagPlacements: [Int: AnnotationPlacer.Placement] = [:]
    for (i, c, shape, role) in shapes {
      let (items, leaders, constantInList) = try tagItems(
        c, owner: i, shape: shape, role: role, tags: tags, markersOnly: markersOnly,
        partner: partners[i].flatMap { tagPlacements[$0] }, placer: &placer, boxes: &boxes,
        placements: &tagPlacements, legend: &legend)
      if !items.isEmpty { tagCount += 1 }
      if !leaders.isEmpty {
        leaderCount += 1
        leaderGroups.append(
          .group(
            DisplayGroup(
              id: groupID(c, .leader), classes: classes(c) + ["leader"], opacity: opacity(c),
              items: leaders)))
      }
      guard !items.isEmpty else { continue }
      tagGroups.append(
        .group(
          DisplayGroup(
            id: groupID(c, .tag),
            classes: classes(c) + ["annotation"] + (constantInList ? ["constant-in-list"] : []),
            title: c.text,
            opacity: opacity(c), items: items)))
    }
    tagGroups += try stackBadges(geometry, placer: &placer, boxes: &boxes)
    let markLayer = DisplayGroup(id: .panel(index, .constraints), classes: ["constraints"], items: lineGroups)
    // Leaders under every tag: a leader that has to pass another tag goes behind it.
    let tagLayer = DisplayGroup(
      id: .panel(index, .annotations), classes: ["annotations"], items: leaderGroups + tagGroups)
    return ([.group(markLayer), .group(tagLayer)], boxes, tagCount, leaderCount)
  }

  /// Each drawn constraint's shape, in list order, and its lines as a group; their strokes become
  /// obstacles to `placer`'s tags. An I-bar that another constraint already draws between the
  /// same two points (A2's "Top >= guide + 20" and "Top = guide + 20 @249") moves aside so that
  /// both show: `partners` maps its constraint's index to that other's.
  private func constraintLines(
    _ geometry: PanelGeometry, texts: [DisplayRect], placer: inout AnnotationPlacer,
    legend: inout Set<LegendEntry>
  ) -> (
    shapes: [(Int, DrawnConstraint, ConstraintShape, PaintRole)], partners: [Int: Int], groups: [DisplayItem]
  ) {
    var shapes: [(Int, DrawnConstraint, ConstraintShape, PaintRole)] = []
    var partners: [Int: Int] = [:]
    var groups: [DisplayItem] = []
    var bars: [(DisplayPoint, DisplayPoint)] = []
    var barOwners: [(DisplayPoint, DisplayPoint, Int)] = []
    for (i, c) in panel.constraints.enumerated() {
      guard let role = ConstraintStyle.role(c),
        var shape = ConstraintShape.make(c, in: geometry, texts: texts)
      else {
        continue
      }
      if let (a, b) = shape.bars.first,
        let first = barOwners.first(where: {
          Self.same($0.0, a) && Self.same($0.1, b) || Self.same($0.0, b) && Self.same($0.1, a)
        })
      {
        partners[i] = first.2
      }
      barOwners += shape.bars.map { ($0.0, $0.1, i) }
      shape = shape.movingBarsAside(from: bars)
      bars += shape.bars
      shapes.append((i, c, shape, role))
      placer.addStrokes(shape.segments, owner: i)
      groups.append(marks(c, shape: shape, role: role, legend: &legend))
    }
    return (shapes, partners, groups)
  }

  private static func same(_ p: DisplayPoint, _ q: DisplayPoint) -> Bool {
    abs(p.x - q.x) < 0.5 && abs(p.y - q.y) < 0.5
  }

  /// The lines of one constraint's shape (I-bars, alignment lines, dotted baselines) as a group.
  private func marks(
    _ c: DrawnConstraint, shape: ConstraintShape, role: PaintRole, legend: inout Set<LegendEntry>
  ) -> DisplayItem {
    let stroke = ConstraintStyle.stroke(c, role: role)
    var marks: [DisplayItem] = []
    for mark in shape.marks {
      switch mark {
      case .ibar(let a, let b):
        marks.append(.line(LineItem(start: a, end: b, stroke: stroke, ends: .bars(length: 6))))
        legend.insert(.ibar)
      case .alignment(let a, let b):
        marks.append(.line(LineItem(start: a, end: b, stroke: stroke)))
        legend.insert(.alignment)
      case .baseline(let a, let b):
        var dotted = stroke
        dotted.dash = Stroke.dottedDash
        dotted.cap = .butt
        marks.append(.line(LineItem(start: a, end: b, stroke: dotted)))
        legend.insert(.baseline)
      }
    }
    if c.isOptional { legend.insert(.optional) }
    legend.insert(ConstraintStyle.legendEntry(c, role: role))
    return .group(
      DisplayGroup(
        id: groupID(c, .marks), classes: classes(c) + ["marks"], title: c.text, opacity: opacity(c),
        items: marks))
  }

  /// One constraint's "=" badges and tag, placed clear of what is already placed, with the
  /// leaders that join a displaced box to its anchor; a crowded tag keeps only its marker
  /// (`constantInList`: the numbered list spells the constant).
  private func tagItems(
    _ c: DrawnConstraint, owner: Int, shape: ConstraintShape, role: PaintRole, tags: TagPainter,
    markersOnly: Bool, partner: AnnotationPlacer.Placement?,
    placer: inout AnnotationPlacer, boxes: inout [DisplayRect],
    placements: inout [Int: AnnotationPlacer.Placement], legend: inout Set<LegendEntry>
  ) throws(RenderError) -> (items: [DisplayItem], leaders: [DisplayItem], constantInList: Bool) {
    var items: [DisplayItem] = []
    var leaders: [DisplayItem] = []
    for anchor in shape.badgeAnchors {
      let s = TagPainter.badgeSize
      let placed = placer.place(width: s, height: s, anchor: anchor, along: shape.axis, owner: owner)
      boxes.append(placed.rect)
      leaders += leader(from: anchor, to: placed, role: role)
      items += try tags.badge(in: placed.rect, role: role)
      legend.insert(.equalBadge)
    }
    var constantInList = false
    // A tag anchored on a text (a baseline-to-baseline I-bar) moves along its strokes off the text,
    // so that a leader from it need not cross the text.
    var shape = shape
    shape.tagAnchor = placer.anchorOffText(shape.tagAnchor, along: shape.segments)
    if var tag = try tags.measure(c) {
      var placed: AnnotationPlacer.Placement
      if markersOnly && tag.number != nil && tag.pill != nil {
        tag.pill = nil
        tag.pillWidth = 0
        constantInList = true
      }
      if tag.number != nil && tag.pill != nil, !markersOnly,
        let near = placer.place(
          width: tag.width, height: TagPainter.height, anchor: shape.tagAnchor, along: shape.axis,
          alternatives: shape.alternativeTagAnchors, owner: owner, beside: partner,
          rings: PanelObstacles.crowdedRings)
      {
        placed = near
      } else {
        if tag.number != nil && tag.pill != nil {
          // Crowded: the marker alone; the numbered list spells the constant.
          tag.pill = nil
          tag.pillWidth = 0
          constantInList = true
        }
        placed = placer.place(
          width: tag.width, height: TagPainter.height, anchor: shape.tagAnchor, along: shape.axis,
          alternatives: shape.alternativeTagAnchors, owner: owner, beside: partner)
      }
      if tag.number != nil { legend.insert(.marker) }
      if tag.pill != nil { legend.insert(.pill) }
      if c.relation != .equal && tag.pill != nil { legend.insert(.inequality) }
      boxes.append(placed.rect)
      placements[owner] = placed
      leaders += leader(from: placed.anchor, to: placed, role: role)
      items += tags.draw(tag, in: placed.rect, role: role)
    }
    return (items, leaders, constantInList)
  }

  /// Each visible stack view's label at its top-left corner, placed after the constraints' tags.
  private func stackBadges(
    _ geometry: PanelGeometry, placer: inout AnnotationPlacer, boxes: inout [DisplayRect]
  ) throws(RenderError) -> [DisplayItem] {
    var groups: [DisplayItem] = []
    let tags = TagPainter(text: text)
    for (i, spec) in panel.scene.views.enumerated() where spec.kind == .stackView {
      guard let label = stackLabels[spec.name], !panel.scene.isHiddenInHierarchy(ViewID(i)) else { continue }
      let f = geometry.frames[i]
      let shaped = try text.shape(label, size: TagPainter.fontSize, weight: .semibold)
      let tag = TagPainter.Tag(
        number: shaped, pill: nil, numberWidth: max(TagPainter.height, shaped.width + 6), pillWidth: 0)
      // A row's label at its leading edge, a column's at its top-left corner: nested stacks that
      // share a corner keep their labels apart.
      let horizontal = spec.stack?.axis != .vertical
      let anchor = DisplayPoint(x: f.x, y: horizontal ? f.midY : f.y)
      let placed = placer.place(
        width: tag.width, height: TagPainter.height, anchor: anchor,
        along: horizontal ? .vertical : .horizontal)
      boxes.append(placed.rect)
      var items = leader(from: placed.anchor, to: placed, role: .implicit)
      items += tags.draw(tag, in: placed.rect, role: .implicit)
      groups.append(
        .group(
          DisplayGroup(
            id: .panel(index, .stackLabel(ViewID(i))), classes: ["stack-label", "annotation"],
            title: "\(label) \(spec.name)", items: items)))
    }
    return groups
  }

  private func leader(from anchor: DisplayPoint, to placed: AnnotationPlacer.Placement, role: PaintRole)
    -> [DisplayItem]
  {
    guard placed.needsLeader else { return [] }
    let target = AnnotationPlacer.leaderEnd(from: anchor, to: placed.rect)
    return [.line(LineItem(start: anchor, end: target, stroke: Stroke(paint: .role(role), width: 0.75)))]
  }

  /// The screen or cell: canvas, layout guides as tinted bands, margins as a dashed inset.
  private func surface(_ g: PanelGeometry, legend: inout Set<LegendEntry>) -> DisplayGroup {
    let root = g.rootRect
    var items: [DisplayItem] = [.rect(RectItem(rect: root, fill: .role(.canvas)))]
    let guideEdge = Stroke(paint: .role(.guide), width: 1, dash: [3, 2])
    if let bottom = panel.topGuideBottom, bottom > 0 {
      items.append(
        .rect(
          RectItem(rect: DisplayRect(x: 0, y: 0, width: root.width, height: bottom), fill: .role(.guideBand)))
      )
      items.append(
        .line(
          LineItem(
            start: DisplayPoint(x: 0, y: bottom), end: DisplayPoint(x: root.width, y: bottom),
            stroke: guideEdge)))
      legend.insert(.guide)
    }
    if let top = panel.bottomGuideTop, top < root.height {
      items.append(
        .rect(
          RectItem(
            rect: DisplayRect(x: 0, y: top, width: root.width, height: root.height - top),
            fill: .role(.guideBand))))
      items.append(
        .line(
          LineItem(
            start: DisplayPoint(x: 0, y: top), end: DisplayPoint(x: root.width, y: top), stroke: guideEdge)))
      legend.insert(.guide)
    }
    if let safe = panel.safeArea {
      let s = safe.inset(root)
      items.append(.rect(RectItem(rect: s, stroke: guideEdge)))
      legend.insert(.guide)
    }
    // A readable content guide a constraint uses: its outline, as the safe area's.
    for item in panel.readableGuidesInUse {
      guard let r = g.rect(item) else { continue }
      items.append(.rect(RectItem(rect: r, stroke: guideEdge)))
      legend.insert(.guide)
    }
    // Margins: dashed lines on the sides that have an inset.
    // A cell's margins belong to its content view (drawn with it), not to the cell.
    let rootMargins = panel.isCell ? EdgeInsets(all: 0) : panel.rootMargins
    let m = rootMargins.inset(root)
    let marginStroke = Stroke(paint: .role(.margin), width: 1, dash: [3, 3])
    var sides: [(DisplayPoint, DisplayPoint)] = []
    // A root narrower or lower than its margins (a title view Interface Builder stored at 0 x 0)
    // has no margin area on that axis: its lines would cross outside the root, so none is drawn
    // (docs/interface-builder.md, "Zero-size scene roots").
    let across = m.width >= 0 && m.height >= 0
    if rootMargins.left > 0, across {
      sides.append((DisplayPoint(x: m.x, y: m.y), DisplayPoint(x: m.x, y: m.maxY)))
    }
    if rootMargins.right > 0, across {
      sides.append((DisplayPoint(x: m.maxX, y: m.y), DisplayPoint(x: m.maxX, y: m.maxY)))
    }
    if rootMargins.top > 0, across {
      sides.append((DisplayPoint(x: m.x, y: m.y), DisplayPoint(x: m.maxX, y: m.y)))
    }
    if rootMargins.bottom > 0, across {
      sides.append((DisplayPoint(x: m.x, y: m.maxY), DisplayPoint(x: m.maxX, y: m.maxY)))
    }
    for (a, b) in sides { items.append(.line(LineItem(start: a, end: b, stroke: marginStroke))) }
    if !sides.isEmpty { legend.insert(.margin) }
    let kind = panel.isCell ? "cell" : "screen"
    return DisplayGroup(
      id: .panel(index, .surface(isCell: panel.isCell)), classes: [kind], title: panel.caption, items: items)
  }
}
