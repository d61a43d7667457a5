import Layout
import Render

/// Hand-built panels (Layout scenes and results) for recipes of the book, with frames derived
/// here from the cookbook's rules
/// (not from the renderer): margins 16, Standard 8, guide at 20, text field height 30.
enum Fixtures {
  static let measurer: TypesettingMeasurer = {
    do { return try TypesettingMeasurer.shared() } catch { preconditionFailure("fonts: \(error)") }
  }()

  /// The fixtures' measurements; the fonts are installed (see `measurer`), so a failure is fatal.
  static func measure(_ text: String, size: Double, weight: FontWeight = .regular) -> TextMeasurement {
    do {
      return try measurer.measure(
        TextMeasureRequest(text: text, font: ResolvedFont(pointSize: size, weight: weight)))
    } catch {
      preconditionFailure("measuring \(text): \(error)")
    }
  }

  static func view(_ i: Int, _ attribute: Attribute) -> Anchor { Anchor(.view(ViewID(i)), attribute) }

  /// A view of `kind` showing `text` (or `placeholder`) in a system font.
  static func spec(
    _ name: ViewName, _ kind: ViewKind, text: String? = nil, placeholder: String? = nil, size: Double,
    weight: FontWeight = .regular
  ) -> ViewSpec {
    var spec = ViewSpec(name: name, kind: kind)
    if kind == .button { spec.title = text } else { spec.text = text }
    spec.placeholder = placeholder
    spec.font = FontSpec(size: size, weight: weight)
    return spec
  }

  /// A screen panel of `width` x `height` whose solved frames and baselines are given by hand:
  /// root margins 16 at the sides, view margins 8, Top Layout Guide at 20, no bottom guide.
  static func panel(
    caption: String, width: Double, height: Double, views: [(ViewSpec, Rect, baseline: Double?)],
    constraints: [LayoutConstraint]
  ) -> Panel {
    let root = Rect(x: 0, y: 0, width: width, height: height)
    let result = LayoutResult(
      views: views.map { _, frame, baseline in
        SolvedView(
          frame: frame, marginRect: frame.inset(by: EdgeInsets(all: 8)), firstBaseline: baseline,
          lastBaseline: baseline)
      },
      rootFrame: root, rootMarginRect: root.inset(by: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)),
      topLayoutGuideBottom: 20, bottomLayoutGuideTop: height, safeAreaRect: root,
      constraints: constraints.map { _ in SolvedConstraint(status: .satisfied, resolvedConstant: nil) },
      implicitConstraints: [], diagnoses: [], passes: 1, fittingSize: nil)
    let scene = Scene(
      size: Size(width: width, height: height), views: views.map(\.0), constraints: constraints)
    return Panel(scene: scene, result: result, caption: caption)
  }

  /// A1 Simple Label and Text Field on a 375 x 667 screen.
  static func simpleLabelAndTextField() -> Panel {
    let label = measure("Name", size: 17, weight: .semibold)
    let field = measure("Enter name", size: 14)
    // Text field: top = guide 20 + 20; height 30; text vertically centred.
    let fieldY = 40.0
    let fieldBaseline = fieldY + (30 - field.height) / 2 + field.firstBaseline
    let labelHeight = (label.height * 2).rounded(.up) / 2
    let labelY = fieldBaseline - label.firstBaseline
    let labelWidth = (label.width * 2).rounded(.up) / 2
    let fieldX = 16 + labelWidth + 8
    let views = [
      (
        spec("Name Label", .label, text: "Name", size: 17, weight: .semibold),
        Rect(x: 16, y: labelY, width: labelWidth, height: labelHeight), baseline: Optional(fieldBaseline)
      ),
      (
        spec("Name Text Field", .textField, placeholder: "Enter name", size: 14),
        Rect(x: fieldX, y: fieldY, width: 359 - fieldX, height: 30), baseline: Optional(fieldBaseline)
      ),
    ]
    let constraints = [
      LayoutConstraint(
        number: 1, view(0, .leading), .equal, Anchor(.root, .leadingMargin),
        sourceText: "Name Label.Leading = Superview.LeadingMargin"),
      LayoutConstraint(
        number: 2, view(1, .trailing), .equal, Anchor(.root, .trailingMargin),
        sourceText: "Name Text Field.Trailing = Superview.TrailingMargin"),
      LayoutConstraint(
        number: 3, view(1, .leading), .equal, view(0, .trailing), constant: .standard,
        sourceText: "Name Text Field.Leading = Name Label.Trailing + Standard"),
      LayoutConstraint(
        number: 4, view(1, .top), .equal, Anchor(.topLayoutGuide, .bottom), constant: .points(20),
        sourceText: "Name Text Field.Top = Top Layout Guide.Bottom + 20.0"),
      LayoutConstraint(
        number: 5, view(0, .lastBaseline), .equal, view(1, .lastBaseline),
        sourceText: "Name label.Baseline = Name Text Field.Baseline"),
    ]
    return panel(
      caption: "iPhone 8 portrait, 375 x 667", width: 375, height: 667, views: views, constraints: constraints
    )
  }

  /// A5 Two Equal-Width Buttons at `width` x `height`; buttons 30 high, 20 above the bottom guide.
  static func twoEqualWidthButtons(width: Double, height: Double, caption: String) -> Panel {
    // Equal widths fill the margins: (width - 32 - 8) / 2 each.
    let w = (width - 40) / 2
    let y = height - 20 - 30
    let views: [(ViewSpec, Rect, baseline: Double?)] = [
      (spec("Short Button", .button, text: "Short", size: 15), Rect(x: 16, y: y, width: w, height: 30), nil),
      (
        spec("Long Button", .button, text: "Much Longer Button Title", size: 15),
        Rect(x: 24 + w, y: y, width: w, height: 30), nil
      ),
    ]
    let bottom = Anchor(.bottomLayoutGuide, .top)
    let constraints = [
      LayoutConstraint(
        number: 1, view(0, .leading), .equal, Anchor(.root, .leadingMargin),
        sourceText: "Short Button.Leading = Superview.LeadingMargin"),
      LayoutConstraint(
        number: 2, view(1, .leading), .equal, view(0, .trailing), constant: .standard,
        sourceText: "Long Button.Leading = Short Button.Trailing + Standard"),
      LayoutConstraint(
        number: 3, view(1, .trailing), .equal, Anchor(.root, .trailingMargin),
        sourceText: "Long Button.Trailing = Superview.TrailingMargin"),
      LayoutConstraint(
        number: 4, bottom, .equal, view(0, .bottom), constant: .points(20),
        sourceText: "Bottom Layout Guide.Top = Short Button.Bottom + 20.0"),
      LayoutConstraint(
        number: 5, bottom, .equal, view(1, .bottom), constant: .points(20),
        sourceText: "Bottom Layout Guide.Top = Long Button.Bottom + 20.0"),
      LayoutConstraint(
        number: 6, view(0, .width), .equal, view(1, .width),
        sourceText: "Short Button.Width = Long Button.Width"),
    ]
    return panel(caption: caption, width: width, height: height, views: views, constraints: constraints)
  }

  /// A2-like: an optional top constraint that is broken, a ≥ one that holds, and an ambiguous view.
  static func optionalAndAmbiguous() -> Panel {
    var panel = simpleLabelAndTextField()
    panel.caption = "Optional and ambiguous"
    panel.scene.constraints[3] = LayoutConstraint(
      number: 4, view(1, .top), .greaterThanOrEqual, Anchor(.topLayoutGuide, .bottom), constant: .points(20),
      sourceText: "Name Text Field.Top >= Top Layout Guide.Bottom + 20.0")
    panel.scene.constraints.append(
      LayoutConstraint(
        number: 6, view(0, .top), .equal, Anchor(.topLayoutGuide, .bottom), constant: .points(20),
        priority: LayoutPriority(249) ?? .required,
        sourceText: "Name Label.Top = Top Layout Guide.Bottom + 20.0 (Priority 249)"))
    panel.result.constraints.append(SolvedConstraint(status: .brokenOptional(by: 3), resolvedConstant: nil))
    var alternative = panel.result.views.map(\.frame)
    let field = alternative[1]
    alternative[1] = Rect(x: field.minX, y: field.minY + 24, width: field.width, height: field.height)
    panel.result.diagnoses = [
      .ambiguous(
        AmbiguityReport(
          entries: [AmbiguityReport.Entry(view: ViewID(1), dimensions: [.minY])], trace: "",
          alternatives: [alternative]))
    ]
    return panel
  }

  /// Figures used across tests.
  static var figures: [Figure] {
    [
      Figure(title: "Simple Label and Text Field", panels: [simpleLabelAndTextField()]),
      Figure(
        title: "Two Equal-Width Buttons",
        panels: [
          twoEqualWidthButtons(width: 375, height: 667, caption: "Portrait"),
          twoEqualWidthButtons(width: 667, height: 375, caption: "Landscape"),
        ]),
      Figure(title: "Optional and ambiguous", panels: [optionalAndAmbiguous()]),
    ]
  }
}
