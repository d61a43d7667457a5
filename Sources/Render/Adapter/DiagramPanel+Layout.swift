import Layout

extension DiagramPanel {
  /// A panel from a Layout scene and its solved result: frames, baselines, statuses, ambiguity.
  ///
  /// A constraint whose installation is not `always` but is installed here is drawn as class-only
  /// (purple); `classOnly` adds numbers to mark as such explicitly.
  public init(scene: Scene, result: LayoutResult, caption: String, classOnly: [Int] = []) {
    let root = result.rootFrame
    let rootRect = DisplayRect(layout: root)
    var isCell = false
    if case .cell = scene.kind { isCell = true }
    let alternatives = result.ambiguity?.alternatives ?? []
    var views: [DiagramView] = []
    for (i, spec) in scene.views.enumerated() {
      let frame = DisplayRect(layout: result.frame(ViewID(i))).offsetBy(dx: -root.minX, dy: -root.minY)
      var alternative: DisplayRect?
      for set in alternatives where set.indices.contains(i) {
        let alt = DisplayRect(layout: set[i]).offsetBy(dx: -root.minX, dy: -root.minY)
        if alt != frame && alternative == nil { alternative = alt }
      }
      views.append(
        Self.view(
          spec, index: i, frame: frame, result: result, scene: scene, alternative: alternative, dy: -root.minY
        ))
    }
    var constraints: [DiagramConstraint] = []
    for (i, c) in scene.constraints.enumerated() {
      let status = result.constraintStatuses.indices.contains(i) ? result.constraintStatuses[i] : .satisfied
      let installedHere = status != .notInstalled
      let marked = c.installation != .always || c.number.map { classOnly.contains($0) } == true
      let resolved = result.resolvedConstants.indices.contains(i) ? result.resolvedConstants[i] : nil
      constraints.append(
        Self.constraint(
          c, status: status, classOnly: installedHere && marked, resolvedConstant: resolved, scene: scene))
    }
    let margins = DisplayRect(layout: result.rootMarginRect)
    let rootMargins = DiagramInsets(
      top: margins.y - rootRect.y, left: margins.x - rootRect.x, bottom: rootRect.maxY - margins.maxY,
      right: rootRect.maxX - margins.maxX)
    let safe = scene.safeAreaInsets
    let showSafeArea = !isCell && (safe.left > 0 || safe.right > 0 || safe.bottom > 0)
    self.init(
      caption: caption, container: isCell ? .cell : .screen, width: root.width, height: root.height,
      rootMargins: rootMargins, topGuideBottom: isCell ? nil : result.topLayoutGuideBottom,
      bottomGuideTop: isCell ? nil : result.bottomLayoutGuideTop,
      safeArea: showSafeArea
        ? DiagramInsets(top: safe.top, left: safe.left, bottom: safe.bottom, right: safe.right) : nil,
      views: views, constraints: constraints, notes: Self.notes(result, scene: scene),
      remarks: Self.remarks(result, scene: scene))
  }

  private static func view(
    _ spec: ViewSpec, index i: Int, frame: DisplayRect, result: LayoutResult, scene: Scene,
    alternative: DisplayRect?, dy: Double
  ) -> DiagramView {
    let kind: DiagramViewKind
    switch spec.kind {
    case .label: kind = .label
    case .textField: kind = .textField
    case .button: kind = .button
    case .imageView: kind = .imageView
    case .progressView: kind = .progressView
    case .switchControl: kind = .switchControl
    case .spacer, .layoutGuide: kind = .spacer
    case .contentView: kind = .contentView
    case .view, .cell, .stackView: kind = .plain
    }
    let marginRect = result.marginRects.indices.contains(i) ? result.marginRects[i] : result.frame(ViewID(i))
    let full = result.frame(ViewID(i))
    let margins = DiagramInsets(
      top: marginRect.minY - full.minY, left: marginRect.minX - full.minX,
      bottom: full.maxY - marginRect.maxY,
      right: full.maxX - marginRect.maxX)
    let alignment: DiagramTextAlignment
    switch spec.alignment {
    case .center: alignment = .center
    case .right: alignment = .right
    default: alignment = .left
    }
    let text: String?
    switch spec.kind {
    case .button: text = spec.title ?? spec.text
    default: text = spec.text
    }
    let intrinsic = result.intrinsicSizes.indices.contains(i) ? result.intrinsicSizes[i] : .none
    func baseline(_ list: [Double?]) -> Double? {
      guard list.indices.contains(i), let b = list[i] else { return nil }
      return b + dy
    }
    return DiagramView(
      name: spec.name, kind: kind, frame: frame, margins: margins, text: text, placeholder: spec.placeholder,
      font: TypesettingMeasurer.diagramFont(spec.font.resolved(for: scene.contentSizeCategory)),
      numberOfLines: spec.numberOfLines, alignment: alignment,
      textColor: spec.textColor.map(RGBA.init(layout:)),
      backgroundColor: spec.backgroundColor.map(RGBA.init(layout:)),
      firstBaseline: baseline(result.firstBaselines),
      lastBaseline: baseline(result.lastBaselines), alternativeFrame: alternative,
      intrinsicWidth: intrinsic.width,
      intrinsicHeight: intrinsic.height,
      hugging: PriorityPair(
        horizontal: spec.hugging.horizontal.rawValue, vertical: spec.hugging.vertical.rawValue),
      resistance: PriorityPair(
        horizontal: spec.compressionResistance.horizontal.rawValue,
        vertical: spec.compressionResistance.vertical.rawValue))
  }

  private static func notes(_ result: LayoutResult, scene: Scene) -> [String] {
    var notes: [String] = []
    for d in result.diagnoses {
      switch d {
      case .ambiguous(let report):
        let names = report.entries.map { e in
          (scene.view(e.view)?.name ?? "view \(e.view.rawValue)") + " ("
            + e.dimensions.map { "\($0)" }.joined(separator: ", ") + ")"
        }
        notes.append(
          "Ambiguous layout: " + names.joined(separator: "; ") + ". Dashed red: another valid frame.")
      case .unsatisfiable(let report):
        notes.append(
          "Unable to simultaneously satisfy constraints; broke \(Self.refText(report.broken, scene)).")
      case .invalidConstraint(_, let message):
        notes.append(message)
      default:
        continue
      }
    }
    return notes
  }

  private static func remarks(_ result: LayoutResult, scene: Scene) -> [String] {
    var remarks: [String] = []
    for d in result.diagnoses {
      guard case .clipped(let view, let axis, let by) = d else { continue }
      let name = scene.view(view)?.name ?? "View \(view.rawValue)"
      let what = axis == .horizontal ? "width" : "height"
      remarks.append(
        "\(name) is \(ConstraintStyle.formatNumber(by)) pt short of its intrinsic \(what) "
          + "(dashed gray): its compression resistance lost.")
    }
    return remarks
  }

  private static func refText(_ ref: ConstraintRef, _ scene: Scene) -> String {
    switch ref {
    case .explicit(let i):
      guard scene.constraints.indices.contains(i) else { return "a constraint" }
      let c = scene.constraints[i]
      return c.number.map { "constraint \($0)" } ?? c.sourceText
    case .implicit: return "an implicit constraint"
    }
  }
}
