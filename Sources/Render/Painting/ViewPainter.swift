import Layout

/// Draws each view as what it is (REFERENCE §7): labels as text, rounded-rect text fields with a
/// gray placeholder, buttons with background and title, image placeholders, outlined plain views.
struct ViewPainter {
  /// Text shaping.
  let text: TextPainter

  /// The view's drawing and the boxes of its text (obstacles for annotation placement), as the
  /// group of `view` in panel `panelIndex`.
  func draw(_ view: ViewID, in geometry: PanelGeometry, panelIndex: Int, holdsViews: Bool = false)
    throws(RenderError)
    -> (group: DisplayGroup, textBoxes: [DisplayRect])
  {
    let panel = geometry.panel
    let spec = panel.scene.views[view.rawValue]
    let solved = geometry.frames[view.rawValue]
    // A negative width or height is drawn between the view's edges (not flipped), crossed out.
    let negative = Self.isNegative(solved)
    let f = negative ? Self.standardized(solved) : solved
    // A size the constraints do not fix: only the outline, dashed, never a confident box.
    let unknown = !(panel.unknownSizes?.axes(view).isEmpty ?? true)
    var items: [DisplayItem]
    if panel.marksZeroSizes, let marker = Self.zeroSizeMarker(f) {
      // A zero width or height would be an invisible outline: a dotted marker shows where it is.
      items = [.rect(RectItem(rect: marker, stroke: Self.zeroSizeStroke))]
    } else {
      items =
        unknown
        ? [.rect(RectItem(rect: f, stroke: Self.unknownSizeStroke))]
        : Self.chrome(spec, frame: f, margins: panel.margins(view), holdsViews: holdsViews)
    }
    var textBoxes: [DisplayRect] = []
    if let (runs, boxes) = try drawText(
      spec, frame: f, in: panel, id: view, textGroup: .panel(panelIndex, .viewText(view)))
    {
      items += runs
      textBoxes += boxes
    }
    items += Self.overlays(
      spec, frame: f, intrinsic: panel.intrinsicSizesKnown ? panel.intrinsicSize(view) : .none,
      alternative: panel.alternativeFrame(view))
    if negative { items += Self.negativeSizeMarks(f) }
    let group = DisplayGroup(
      id: .panel(panelIndex, .view(view)), classes: ["view", Self.styleClass(spec.kind)],
      title: spec.name.spelling, items: items)
    return (group, textBoxes)
  }

  /// What the view is drawn as, without its text: a label's faint outline, a text field's rounded
  /// box, a button's fill, an image placeholder, a progress track, a switch, a plain view's box.
  private static func chrome(_ spec: ViewSpec, frame f: DisplayRect, margins: EdgeInsets, holdsViews: Bool)
    -> [DisplayItem]
  {
    let background = spec.backgroundColor.map(RGBA.init(layout:))
    let fill = background.map(Paint.color)
    switch spec.kind {
    case .label:
      // A faint outline shows the label's frame, which may be wider than its text (A3).
      return [.rect(RectItem(rect: f, fill: fill, stroke: Stroke(paint: .role(.margin), width: 0.5)))]
    case .textField:
      return [.rect(RectItem(rect: f, cornerRadius: 5, fill: fill ?? .role(.canvas), stroke: hairline))]
    case .textView:
      // A text view: its own box (no rounded border), text inside its insets.
      return [.rect(RectItem(rect: f, fill: fill ?? .role(.canvas), stroke: hairline))]
    case .button:
      return [.rect(RectItem(rect: f, cornerRadius: 6, fill: fill ?? .role(.buttonFill)))]
    case .imageView:
      return imageViewChrome(frame: f, background: background, holdsViews: holdsViews)
    case .progressView:
      return progressViewChrome(frame: f)
    case .switchControl:
      return switchChrome(frame: f)
    case .contentView:
      return contentViewChrome(frame: f, margins: margins)
    case .stackView:
      // A stack view draws nothing in UIKit: a dashed box in the implicit gray shows its extent;
      // its label and properties are drawn by the panel and listed under the figure.
      return [.rect(RectItem(rect: f, stroke: Stroke(paint: .role(.implicit), width: 1, dash: [5, 3])))]
    case .activityIndicator, .slider, .stepper, .segmentedControl, .pageControl, .datePicker:
      return controlChrome(spec.kind, frame: f) ?? []
    case .view, .cell:
      return [.rect(RectItem(rect: f, fill: fill ?? .role(.viewFill), stroke: hairline))]
    case .spacer, .layoutGuide:
      // Dummy views are often zero-height: a dashed outline still shows where they are.
      return [.rect(RectItem(rect: f, stroke: Stroke(paint: .role(.frame), width: 1, dash: [2, 2])))]
    }
  }

  /// The outline of a view whose width or height is not known (``Panel/unknownSizes``).
  static let unknownSizeStroke = Stroke(paint: .role(.frame), width: 1, dash: [6, 3])

  /// The side of the marker drawn for a zero width or height (``Panel/marksZeroSizes``), in points.
  static let zeroSizeMarker = 8.0
  /// The marker's dotted outline.
  static let zeroSizeStroke = Stroke(paint: .role(.frame), width: 1, dash: [1.5, 1.5])

  /// The marker of a frame with a zero width or height (not negative): the frame grown to
  /// ``zeroSizeMarker`` points on each zero axis, from its origin (a view at its superview's edge,
  /// as most zero-size views of a log are, keeps its marker inside it); nil for a frame with both sizes.
  static func zeroSizeMarker(_ f: DisplayRect) -> DisplayRect? {
    let zeroWidth = abs(f.width) < 0.5
    let zeroHeight = abs(f.height) < 0.5
    guard zeroWidth || zeroHeight, !isNegative(f) else { return nil }
    let w = zeroWidth ? zeroSizeMarker : f.width
    let h = zeroHeight ? zeroSizeMarker : f.height
    return DisplayRect(x: f.x, y: f.y, width: w, height: h)
  }

  /// The one-point outline of boxes that show a view's frame.
  private static let hairline = Stroke(paint: .role(.frame), width: 1)

  /// A tinted image holding other views (a chat bubble) is its rounded shape; any other image view is
  /// a box with the image placeholder.
  private static func imageViewChrome(frame f: DisplayRect, background: RGBA?, holdsViews: Bool)
    -> [DisplayItem]
  {
    if let color = background, holdsViews {
      let radius = min(16, f.height / 2, f.width / 2)
      return [.rect(RectItem(rect: f, cornerRadius: radius, fill: .color(color)))]
    }
    let box = RectItem(rect: f, fill: background.map(Paint.color) ?? .role(.viewFill), stroke: hairline)
    return [.rect(box)] + imagePlaceholder(in: f)
  }

  /// A 4 pt track across the middle, its first 40% filled.
  private static func progressViewChrome(frame f: DisplayRect) -> [DisplayItem] {
    let track = DisplayRect(x: f.x, y: f.midY - 2, width: f.width, height: 4)
    let progress = DisplayRect(x: f.x, y: track.y, width: f.width * 0.4, height: 4)
    return [
      .rect(RectItem(rect: track, cornerRadius: 2, fill: .role(.buttonFill))),
      .rect(RectItem(rect: progress, cornerRadius: 2, fill: .role(.buttonTitle))),
    ]
  }

  /// A switch that is on: the tinted capsule and its white knob at the trailing end.
  private static func switchChrome(frame f: DisplayRect) -> [DisplayItem] {
    let r = max(f.height / 2 - 2, 0)
    let knob = PathItem.circle(center: DisplayPoint(x: f.maxX - r - 2, y: f.midY), radius: r)
    return [
      .rect(RectItem(rect: f, cornerRadius: f.height / 2, fill: .role(.buttonTitle))),
      .path(PathItem(elements: knob, fill: .color(RGBA(hex: 0xFFFFFF)))),
    ]
  }

  /// A cell's content view: its box, and its margins dashed inside when they leave any room.
  private static func contentViewChrome(frame f: DisplayRect, margins: EdgeInsets) -> [DisplayItem] {
    let m = margins.inset(f)
    guard m.width > 0 && m.height > 0 else { return [.rect(RectItem(rect: f, stroke: hairline))] }
    return [
      .rect(RectItem(rect: f, stroke: hairline)),
      .rect(RectItem(rect: m, stroke: Stroke(paint: .role(.margin), width: 1, dash: [3, 3]))),
    ]
  }

  /// What the solve says about the view: the intrinsic size it was squeezed below, and another
  /// frame that satisfies an ambiguous layout equally well.
  private static func overlays(
    _ spec: ViewSpec, frame f: DisplayRect, intrinsic: IntrinsicSize, alternative: DisplayRect?
  ) -> [DisplayItem] {
    var items: [DisplayItem] = []
    if let intrinsic = clippedIntrinsicFrame(spec, frame: f, intrinsic: intrinsic) {
      // Compressed below its intrinsic size: show the size it wanted, in the implicit gray.
      items.append(
        .rect(RectItem(rect: intrinsic, stroke: Stroke(paint: .role(.implicit), width: 1, dash: [2, 2]))))
    }
    if let alt = alternative {
      // Ambiguous: another frame that satisfies the constraints equally well.
      items.append(
        .rect(
          RectItem(rect: alt, stroke: Stroke(paint: .role(.conflict), width: 1, dash: Stroke.optionalDash))))
      items.append(.rect(RectItem(rect: f, stroke: Stroke(paint: .role(.conflict), width: 1.5))))
    }
    return items
  }

  /// Whether a solved frame has a negative width or height (beyond rounding noise).
  static func isNegative(_ f: DisplayRect) -> Bool { f.width < -1e-4 || f.height < -1e-4 }

  /// The rectangle between the frame's edges, whatever their order.
  static func standardized(_ f: DisplayRect) -> DisplayRect {
    DisplayRect(x: min(f.x, f.maxX), y: min(f.y, f.maxY), width: abs(f.width), height: abs(f.height))
  }

  /// The problem marks of a negative frame: a red outline and a red cross over the rectangle
  /// between its edges (also the legend's swatch).
  static func negativeSizeMarks(_ r: DisplayRect) -> [DisplayItem] {
    let stroke = Stroke(paint: .role(.conflict), width: 1.5)
    return [
      .rect(RectItem(rect: r, stroke: stroke)),
      .line(
        LineItem(start: DisplayPoint(x: r.x, y: r.y), end: DisplayPoint(x: r.maxX, y: r.maxY), stroke: stroke)
      ),
      .line(
        LineItem(start: DisplayPoint(x: r.maxX, y: r.y), end: DisplayPoint(x: r.x, y: r.maxY), stroke: stroke)
      ),
    ]
  }

  /// The SVG class of a kind: plain views and cells draw as "plain", layout guides as spacers.
  static func styleClass(_ kind: ViewKind) -> String {
    switch kind {
    case .view, .cell: return "plain"
    case .layoutGuide: return "spacer"
    default: return kind.rawValue
    }
  }

  /// A view's text as drawn (its runs, or one clipped group of them) and the boxes of its runs;
  /// nil for a view that shows no text or has none to show.
  private func drawText(
    _ view: ViewSpec, frame f: DisplayRect, in panel: Panel, id: ViewID, textGroup: DisplayGroupID
  )
    throws(RenderError)
    -> ([DisplayItem], [DisplayRect])?
  {
    guard let (string, shownPaint, inset, trailingInset, alignment) = Self.shownText(of: view) else {
      return nil
    }
    var paint = shownPaint
    if view.textColor == nil, let background = Self.background(behind: view, in: panel.scene),
      case .role(let role) = paint
    {
      paint = Self.readable(role, on: RGBA(layout: background))
    }
    let font = panel.font(view)
    let boxWidth = max(f.width - inset - (trailingInset ?? inset), 0)
    let wraps = (view.kind == .label && view.numberOfLines != 1) || view.kind == .textView
    // Labels and button titles wrap and end as their line-break mode says (text fields keep
    // their default, tail truncation; a text view wraps by words).
    let mode = view.kind == .textView ? .byWordWrapping : view.lineBreakMode
    var shaped = try text.shaper.shape(
      string, font: font, maxWidth: wraps ? boxWidth : nil,
      maxLines: view.kind == .label ? view.numberOfLines : view.kind == .textView ? 0 : 1,
      lineBreakMode: mode,
      lineDistance: view.kind == .label || view.kind == .textView
        ? Spacing.textStyleLineDistance(for: font) : nil,
      lineHeightMultiple: view.kind == .label || view.kind == .textView ? view.lineHeightMultiple ?? 0 : 0,
      lineSpacing: view.kind == .label || view.kind == .textView ? view.lineSpacing ?? 0 : 0,
      minimumLineHeight: view.kind == .label || view.kind == .textView ? view.minimumLineHeight ?? 0 : 0)
    if !wraps && shaped.width > boxWidth + 0.5 {
      // Single-line text wider than its view: UIKit cuts it as the mode says ("…" at a label's
      // tail by default, in the middle of a button's title), and so do we.
      shaped = try text.shaper.shape(string, font: font, maxWidth: boxWidth, maxLines: 1, lineBreakMode: mode)
    }
    // Put the first baseline where the layout draws it; without one, centre the block vertically.
    let top: Double
    if let baseline = panel.drawnFirstBaseline(id), let first = shaped.lines.first {
      top = baseline - first.baseline
    } else {
      top = f.midY - shaped.height / 2
    }
    let runs = text.runs(
      shaped, origin: DisplayPoint(x: f.x + inset, y: top), boxWidth: boxWidth, alignment: alignment,
      paint: paint)
    // `byClipping`: the text that does not fit runs on and is cut at the view's edge.
    guard mode == .byClipping, shaped.lines.contains(where: { $0.width > boxWidth + 0.5 }) else {
      return (runs.map(DisplayItem.glyphs), runs.map(\.bounds))
    }
    let box = DisplayRect(x: f.x + inset, y: f.y, width: boxWidth, height: f.height)
    let group = DisplayGroup(
      id: textGroup, classes: ["clipped-text"], items: runs.map(DisplayItem.glyphs), clip: box)
    return ([.group(group)], runs.compactMap { $0.bounds.intersection(box) })
  }

  /// What `view` shows as text: the string (a text field's placeholder when it has no text), its
  /// paint before the background is considered, the text box's insets from the frame's leading
  /// side and (nil: the same) trailing side, and its alignment; nil for a kind that draws no text
  /// or a view with none.
  private static func shownText(
    of view: ViewSpec
  ) -> (string: String, paint: Paint, inset: Double, trailingInset: Double?, alignment: TextAlignment)? {
    let textColor = view.textColor.map(RGBA.init(layout:))
    var string = view.text
    var paint: Paint = textColor.map(Paint.color) ?? .role(.text)
    // The text's box: the frame less these at the sides.
    var inset = 0.0
    var trailingInset: Double?
    var alignment = view.alignment
    switch view.kind {
    case .label: break
    case .textView:
      // The text sits inside the line fragment padding (and the container's side insets).
      inset = ControlMetrics.textViewLineFragmentPadding + ControlMetrics.textContainerInset(of: view).left
    case .textField:
      // The field's text inset (`fieldInset`; a borderless field's is 0), as its width counts it.
      inset = view.textFieldInset ?? ControlMetrics.textFieldHorizontalInset
      if string == nil || string?.isEmpty == true {
        string = view.placeholder
        paint = .role(.secondaryText)
      }
    case .button:
      string = view.title ?? view.text
      alignment = .center
      // UIButton draws its title inside its content rect, the bounds less the content insets
      // (`contentEdgeInsets`, zero by default on a classic button; a configuration's
      // `contentInsets`, 12 at the sides by default): centred there, and cut there when too long.
      let insets = ControlMetrics.contentInsets(ofButton: view)
      inset = insets.left
      trailingInset = insets.right
      paint = textColor.map(Paint.color) ?? .role(.buttonTitle)
    default: return nil
    }
    guard let string, !string.isEmpty else { return nil }
    return (string, paint, inset, trailingInset, alignment)
  }

  /// The background a view's text is drawn on: the view's own, else the nearest ancestor's (F1's
  /// title on its toolbar); nil when none has one.
  private static func background(behind view: ViewSpec, in scene: Scene) -> Color? {
    var background = view.backgroundColor
    var ancestor = view.parent
    var steps = 0
    while background == nil, steps < scene.views.count, let a = ancestor, let spec = scene.view(a) {
      background = spec.backgroundColor
      ancestor = spec.parent
      steps += 1
    }
    return background
  }

  /// A theme colour for text on a view's own background when it reaches WCAG AA there in both
  /// themes; otherwise black or white, whichever contrasts more (light gray buttons keep legible
  /// titles, and dark-theme labels on a light background do not turn white).
  static func readable(_ role: PaintRole, on background: RGBA) -> Paint {
    let opaque = Contrast.composite(background, over: Theme.light.color(.canvas))
    let passes = Theme.allCases.allSatisfy { theme in
      let under = Contrast.composite(background, over: theme.color(.canvas))
      return Contrast.ratio(Contrast.composite(theme.color(role), over: under), under)
        >= Contrast.minimumForText
    }
    if passes { return .role(role) }
    return .color(Contrast.readable(RGBA(red: 0, green: 0, blue: 0, alpha: 0), on: opaque))
  }

  /// The intrinsic-size box of a text view squeezed below it (aligned like its text), or nil.
  static func clippedIntrinsicFrame(_ view: ViewSpec, frame f: DisplayRect, intrinsic: IntrinsicSize)
    -> DisplayRect?
  {
    guard [.label, .button, .textField].contains(view.kind) else { return nil }
    let w = intrinsic.width.map { $0 > f.width + 0.5 ? $0 : f.width } ?? f.width
    let h = intrinsic.height.map { $0 > f.height + 0.5 ? $0 : f.height } ?? f.height
    guard w > f.width || h > f.height else { return nil }
    var x = f.x
    if view.kind == .button || view.alignment == .center { x = f.midX - w / 2 }
    if view.kind == .label && view.alignment == .right { x = f.maxX - w }
    return DisplayRect(x: x, y: f.midY - h / 2, width: w, height: h)
  }

  /// A framed landscape: mountains and a sun, centred, scaled to the view.
  private static func imagePlaceholder(in f: DisplayRect) -> [DisplayItem] {
    let side = min(f.width, f.height) * 0.6
    guard side >= 6 else { return [] }
    let box = DisplayRect(x: f.midX - side / 2, y: f.midY - side / 2, width: side, height: side * 0.8)
    let mountains: [PathElement] = [
      .move(DisplayPoint(x: box.x, y: box.maxY)),
      .line(DisplayPoint(x: box.x + side * 0.35, y: box.y + side * 0.35)),
      .line(DisplayPoint(x: box.x + side * 0.55, y: box.y + side * 0.55)),
      .line(DisplayPoint(x: box.x + side * 0.72, y: box.y + side * 0.42)),
      .line(DisplayPoint(x: box.maxX, y: box.maxY)),
      .close,
    ]
    let sun = PathItem.circle(
      center: DisplayPoint(x: box.x + side * 0.75, y: box.y + side * 0.18), radius: side * 0.09)
    return [
      .rect(RectItem(rect: box, cornerRadius: side * 0.06, stroke: Stroke(paint: .role(.frame), width: 1))),
      .path(PathItem(elements: mountains, fill: .role(.frame))),
      .path(PathItem(elements: sun, fill: .role(.frame))),
    ]
  }
}
