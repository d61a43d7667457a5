import Layout

/// What the figure draws of a panel, read from Layout's scene and result in panel coordinates
/// (the root's top-left at 0, 0).
extension Panel {
  /// Whether the root is a table view cell's content view rather than a screen.
  var isCell: Bool {
    if case .cell = scene.kind { return true }
    return false
  }

  /// Root width in points.
  var width: Double { result.rootFrame.width }
  /// Root height in points.
  var height: Double { result.rootFrame.height }

  /// The root view's layout margins.
  var rootMargins: EdgeInsets {
    let rootRect = DisplayRect(layout: result.rootFrame)
    let margins = DisplayRect(layout: result.rootMarginRect)
    return EdgeInsets(
      top: margins.y - rootRect.y, left: margins.x - rootRect.x, bottom: rootRect.maxY - margins.maxY,
      right: rootRect.maxX - margins.maxX)
  }

  /// The readable content guide of `view` (the root's for nil), in panel coordinates.
  func readableGuide(_ view: ViewID?) -> DisplayRect {
    let root = result.rootFrame
    let rect = view.map { result[$0].readableRect } ?? result.rootReadableRect
    return DisplayRect(layout: rect).offsetBy(dx: -root.minX, dy: -root.minY)
  }

  /// The readable content guides the scene's constraints name, each once, in first-use order.
  var readableGuidesInUse: [Item] {
    var seen: [Item] = []
    for c in scene.constraints {
      for item in [c.first.item] + (c.second.map { [$0.item] } ?? []) {
        if case .readableContentGuide = item, !seen.contains(item) { seen.append(item) }
      }
    }
    return seen
  }

  /// Bottom of the Top Layout Guide (nil: not shown, in cells).
  var topGuideBottom: Double? { isCell ? nil : result.topLayoutGuideBottom }
  /// Top of the Bottom Layout Guide (nil: not shown, in cells).
  var bottomGuideTop: Double? { isCell ? nil : result.bottomLayoutGuideTop }

  /// Safe area insets, shown on screens whose safe area differs from the guides'.
  var safeArea: EdgeInsets? {
    let safe = scene.safeAreaInsets
    return !isCell && (safe.left > 0 || safe.right > 0 || safe.bottom > 0) ? safe : nil
  }

  /// The frame of `view` in panel coordinates.
  public func frame(_ view: ViewID) -> DisplayRect {
    let root = result.rootFrame
    return DisplayRect(layout: result.frame(view)).offsetBy(dx: -root.minX, dy: -root.minY)
  }

  /// Every view's frame in panel coordinates, by `ViewID`.
  var viewFrames: [DisplayRect] { scene.views.indices.map { frame(ViewID($0)) } }

  /// The layout margins of `view`, as insets of its frame.
  func margins(_ view: ViewID) -> EdgeInsets {
    let solved = result[view]
    let full = solved.frame
    let marginRect = result.views.indices.contains(view.rawValue) ? solved.marginRect : full
    return EdgeInsets(
      top: marginRect.minY - full.minY, left: marginRect.minX - full.minX,
      bottom: full.maxY - marginRect.maxY, right: full.maxX - marginRect.maxX)
  }

  /// First baseline of `view` in panel coordinates, if it shows text.
  public func firstBaseline(_ view: ViewID) -> Double? { result[view].firstBaseline.map(fromScene) }
  /// Where the view's first baseline is drawn: a label's text is drawn centred even where its
  /// baselines, as constraints see them, keep their distance from its bottom.
  public func drawnFirstBaseline(_ view: ViewID) -> Double? {
    (result[view].drawnFirstBaseline ?? result[view].firstBaseline).map(fromScene)
  }
  /// Last baseline of `view` in panel coordinates, if it shows text.
  public func lastBaseline(_ view: ViewID) -> Double? { result[view].lastBaseline.map(fromScene) }

  /// A scene y in panel coordinates.
  private func fromScene(_ y: Double) -> Double { y - result.rootFrame.minY }

  /// Another frame satisfying the constraints equally well (ambiguous views only).
  /// A view whose size is unknown (``unknownSizes``) has none: its dashed outline says so.
  func alternativeFrame(_ view: ViewID) -> DisplayRect? {
    if !(unknownSizes?.axes(view).isEmpty ?? true) { return nil }
    let root = result.rootFrame
    let frame = frame(view)
    for set in result.ambiguity?.alternatives ?? [] where set.indices.contains(view.rawValue) {
      let alt = DisplayRect(layout: set[view.rawValue]).offsetBy(dx: -root.minX, dy: -root.minY)
      if alt != frame { return alt }
    }
    return nil
  }

  /// The intrinsic size of `view` as the last pass used it.
  func intrinsicSize(_ view: ViewID) -> IntrinsicSize {
    result[view].intrinsicSize
  }

  /// The font `view` draws its text in.
  func font(_ view: ViewSpec) -> ResolvedFont {
    scene.resolvedFont(of: view)
  }

  /// The line the figure's constraint list gives `c` (before any note on its outcome): the recipe's
  /// own words, else the cookbook notation.
  public static func listedText(_ c: LayoutConstraint, scene: Scene) -> String {
    c.sourceText.isEmpty ? DrawnConstraint.notation(c, scene: scene) : c.sourceText
  }

  /// The scene's constraints in recipe order, with their outcomes.
  var constraints: [DrawnConstraint] {
    zip(scene.constraintRefs, scene.constraints).map { ref, c in
      let solved = result[constraint: ref]
      let status = solved.status
      let marker = c.number.map(String.init) ?? c.identifier
      let marked =
        c.installation != .always || c.number.map { classOnly.contains($0) } == true
        || marker.map { partiallyInstalledMarkers.contains($0) } == true
      return DrawnConstraint(
        constraint: c, ref: ref, status: status,
        resolvedConstant: solved.resolvedConstant,
        classOnly: status != .notInstalled && marked,
        text: Self.listedText(c, scene: scene),
        sourceWords: sourceWords[ref],
        brokenBy: recoveryBreak.flatMap { $0.constraint == ref ? $0.breaker : nil },
        recoveryShown: recoveryBreak != nil, listNote: listNotes[ref])
    }
  }

  /// Errors to print under the panel in red ("Ambiguous layout: ...").
  var notes: [String] {
    var notes: [String] = []
    for d in result.diagnoses {
      switch d {
      case .ambiguous(let report):
        // Sizes drawn as unknown are named in their own remark.
        let entries = report.entries.compactMap { e -> AmbiguityReport.Entry? in
          let unknown = unknownSizes?.axes(e.view) ?? []
          var e = e
          e.dimensions.removeAll {
            ($0 == .width && unknown.contains(.horizontal)) || ($0 == .height && unknown.contains(.vertical))
          }
          return e.dimensions.isEmpty ? nil : e
        }
        guard !entries.isEmpty else { continue }
        let names = entries.map { e in
          (scene.view(e.view)?.name.spelling ?? "view \(e.view.rawValue)") + " ("
            + e.dimensions.map { "\($0)" }.joined(separator: ", ") + ")"
        }
        let drawn = entries.contains { alternativeFrame($0.view) != nil }
        notes.append(
          "Ambiguous layout: " + names.joined(separator: "; ")
            + (drawn ? ". Dashed red: another valid frame." : "."))
      case .unsatisfiable(let report):
        // Sizes kept >= 0 that the conflict needs: no constraint of the scene says so, so the
        // note does (docs/layout.md, "Semantics").
        let sizes = report.conflicting.compactMap { ref -> String? in
          guard case .implicit(let i) = ref, result.implicitConstraints.indices.contains(i),
            case .nonNegativeSize(let view, let axis) = result.implicitConstraints[i].kind
          else { return nil }
          return (scene.view(view)?.name.spelling ?? "view \(view.rawValue)")
            + "'s \(axis.dimension) >= 0"
        }
        notes.append(
          "Unable to simultaneously satisfy constraints; " + brokenText(report.broken)
            + (sizes.isEmpty
              ? "." : " (in conflict with \(Self.list(sizes)), which Auto Layout keeps non-negative)."))
      case .invalidConstraint:
        notes.append(d.message(in: scene))
      case .negativeSize(let report):
        let name = scene.view(report.view)?.name.spelling ?? "View \(report.view.rawValue)"
        let forcing = report.constraints.map { Self.forcingText($0, scene, result) }
        notes.append(
          "\(name) has a negative \(report.dimension), \(formatFigureNumber(report.length)) pt"
            + (forcing.isEmpty ? "" : ", forced by " + Self.list(forcing))
            + ". Crossed out in red between its edges.")
      case .precisionLoss(let report):
        let (left, right) = report.sides(in: scene)
        notes.append(
          "Lost precision: \(Self.forcingText(report.constraint, scene, result)) misses by "
            + "\(report.format(report.residual)) pt after solving (\(left) is \(report.format(report.actual)), "
            + "\(right) is \(report.format(report.expected))); the frames shown are not its solution.")
      default:
        continue
      }
    }
    return notes
  }

  /// Observations to print under the panel in gray ("... is 12 pt short of its intrinsic width").
  var remarks: [String] {
    var remarks: [String] = []
    if let unknown = unknownSizes {
      // One sentence per set of axes: "Height not fixed by the log's constraints (dashed
      // outline): Thonburi Label, Body Label."
      var byAxes: [(what: String, names: [String])] = []
      for (i, spec) in scene.views.enumerated() {
        let axes = unknown.axes(ViewID(i))
        // A view drawn as a zero-size marker is named in its own remark.
        guard !axes.isEmpty, !(marksZeroSizes && ViewPainter.zeroSizeMarker(frame(ViewID(i))) != nil) else {
          continue
        }
        let what =
          axes.count == 2 ? "width and height" : axes.contains(.horizontal) ? "width" : "height"
        if let k = byAxes.firstIndex(where: { $0.what == what }) {
          byAxes[k].names.append(spec.name.spelling)
        } else {
          byAxes.append((what, [spec.name.spelling]))
        }
      }
      for (what, names) in byAxes {
        remarks.append(
          what.prefix(1).uppercased() + what.dropFirst() + " \(unknown.reason) (dashed outline): "
            + Self.list(names) + ".")
      }
      // Text views drawn over each other: frames the log's constraints allow, so say it.
      remarks += overlappingTextRemarks
    }
    remarks += zeroSizeRemarks
    remarks += sourceRemarks
    // Our fonts measure a console log's text, not the app's: no intrinsic size to be short of.
    for d in result.diagnoses where intrinsicSizesKnown {
      guard case .clipped(let view, let axis, let by) = d else { continue }
      let name = scene.view(view)?.name.spelling ?? "View \(view.rawValue)"
      remarks.append(
        "\(name) is \(formatFigureNumber(by)) pt short of its intrinsic \(axis.dimension) "
          + "(dashed gray): its compression resistance lost.")
    }
    return remarks
  }

  /// "Width 0 in these frames (an 8 pt dotted marker): UIView." for the views drawn as a
  /// zero-size marker (``marksZeroSizes``), one sentence per set of axes, saying which of those
  /// sizes no constraint fixes (``unknownSizes``).
  private var zeroSizeRemarks: [String] {
    guard marksZeroSizes else { return [] }
    func axesName(_ width: Bool, _ height: Bool) -> String {
      width && height ? "width and height" : width ? "width" : "height"
    }
    let marker = formatFigureNumber(ViewPainter.zeroSizeMarker)
    var byAxes: [(what: String, names: [String])] = []
    for (i, spec) in scene.views.enumerated() where !scene.isHiddenInHierarchy(ViewID(i)) {
      let f = frame(ViewID(i))
      guard ViewPainter.zeroSizeMarker(f) != nil else { continue }
      let zeroWidth = abs(f.width) < 0.5
      let zeroHeight = abs(f.height) < 0.5
      let unknown = unknownSizes?.axes(ViewID(i)) ?? []
      var what = axesName(zeroWidth, zeroHeight) + " 0 in these frames"
      if !unknown.isEmpty, let reason = unknownSizes?.reason {
        what += ", \(axesName(unknown.contains(.horizontal), unknown.contains(.vertical))) \(reason)"
      }
      what = what.prefix(1).uppercased() + what.dropFirst() + " (an \(marker) pt dotted marker)"
      if let k = byAxes.firstIndex(where: { $0.what == what }) {
        byAxes[k].names.append(spec.name.spelling)
      } else {
        byAxes.append((what, [spec.name.spelling]))
      }
    }
    return byAxes.map { what, names in "\(what): " + Self.list(names) + "." }
  }

  /// "Thonburi Label and Lorem Label overlap in these frames …" for each pair of views that show text and whose
  /// frames overlap without one holding the other.
  private var overlappingTextRemarks: [String] {
    let texts = scene.views.indices.filter { i in
      let v = scene.views[i]
      return !(v.text ?? "").isEmpty && !scene.isHiddenInHierarchy(ViewID(i))
    }
    var remarks: [String] = []
    for (k, i) in texts.enumerated() {
      for j in texts[(k + 1)...] {
        let a = frame(ViewID(i))
        let b = frame(ViewID(j))
        guard a.intersects(b), a.union(b) != a, a.union(b) != b else { continue }
        remarks.append(
          "\(scene.views[i].name.spelling) and \(scene.views[j].name.spelling) overlap in these frames: "
            + "no constraint left standing keeps them apart.")
      }
    }
    return remarks
  }

  /// `constraint 2`, or for an implicit constraint what it is (`the scene's width`).
  private static func forcingText(_ ref: ConstraintRef, _ scene: Scene, _ result: LayoutResult) -> String {
    guard case .implicit(let i) = ref, result.implicitConstraints.indices.contains(i) else {
      return refText(ref, scene)
    }
    let implicit = result.implicitConstraints[i]
    func name(_ view: ViewID) -> String { scene.view(view)?.name.spelling ?? "view \(view.rawValue)" }
    switch implicit.kind {
    case .sceneSize(let axis):
      return "the scene's \(axis.dimension) (\(formatFigureNumber(implicit.constant)))"
    case .hugging(let view, let axis): return "\(name(view))'s \(axis.dimension) hugging"
    case .compressionResistance(let view, let axis): return "\(name(view))'s \(axis.dimension) resistance"
    case .fittingSize: return "the cell's fitting height"
    case .contentViewPin: return "the content view's pin to its cell"
    case .stackView(let stack, let identifier): return "\(name(stack))'s \(identifier)"
    case .nonNegativeSize(let view, let axis): return "\(name(view))'s \(axis.dimension) (never negative)"
    }
  }

  /// Who broke `ref` in these frames, in the words of the "Unable to simultaneously satisfy"
  /// note: `broke constraint 2` for a recipe; for a console log, UIKit's break when the log printed
  /// it (`UIKit broke constraint 2`), else our solver's choice said to be ours, with why the log
  /// cannot tell (``unnamedBreakReason``), or beside UIKit's when the frames break another.
  private func brokenText(_ ref: ConstraintRef) -> String {
    guard let engine = sourceEngine else { return "broke \(Self.refText(ref, scene))" }
    // A no-break space keeps `constraint 2` on one line: the narrow notes of a log's few views
    // would otherwise leave the number alone on the next.
    func named(_ ref: ConstraintRef) -> String {
      Self.refText(ref, scene).replacingOccurrences(of: "constraint ", with: "constraint\u{A0}")
    }
    let broken = named(ref)
    guard let uikit = recoveryBreak else {
      return
        "the log does not say which \(engine) broke (\(unnamedBreakReason ?? "no \"Will attempt to recover\" line")): "
        + "our solver, adding them in the log's order, broke \(broken)"
    }
    if uikit.constraint == ref { return "\(uikit.breaker) broke \(broken)" }
    return
      "\(uikit.breaker) broke \(named(uikit.constraint)); our solver broke \(broken) in these frames"
  }

  /// `a`, `a and b`, `a, b and c`.
  private static func list(_ items: [String]) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }

  private static func refText(_ ref: ConstraintRef, _ scene: Scene) -> String {
    guard case .explicit = ref else { return "an implicit constraint" }
    guard let c = scene.constraint(ref) else { return "a constraint" }
    return c.number.map { "constraint \($0)" } ?? c.sourceText
  }
}
