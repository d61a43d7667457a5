import Layout
import Render

/// Hand-built panels for recipes of the book, with frames derived here from the cookbook's rules
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

  static func view(_ i: Int, _ edge: DiagramEdge, margins: Bool = false) -> DiagramAnchor {
    DiagramAnchor(item: .view(i), edge: edge, withinMargins: margins)
  }

  /// A1 Simple Label and Text Field on a 375 x 667 screen.
  static func simpleLabelAndTextField() -> DiagramPanel {
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
      DiagramView(
        name: "Name Label", kind: .label,
        frame: DisplayRect(x: 16, y: labelY, width: labelWidth, height: labelHeight),
        text: "Name", font: DiagramFont(size: 17, weight: 600), firstBaseline: fieldBaseline,
        lastBaseline: fieldBaseline),
      DiagramView(
        name: "Name Text Field", kind: .textField,
        frame: DisplayRect(x: fieldX, y: fieldY, width: 359 - fieldX, height: 30), placeholder: "Enter name",
        font: DiagramFont(size: 14), firstBaseline: fieldBaseline, lastBaseline: fieldBaseline),
    ]
    let constraints = [
      DiagramConstraint(
        number: 1, text: "Name Label.Leading = Superview.LeadingMargin", first: view(0, .left),
        second: DiagramAnchor(item: .root, edge: .left, withinMargins: true)),
      DiagramConstraint(
        number: 2, text: "Name Text Field.Trailing = Superview.TrailingMargin", first: view(1, .right),
        second: DiagramAnchor(item: .root, edge: .right, withinMargins: true)),
      DiagramConstraint(
        number: 3, text: "Name Text Field.Leading = Name Label.Trailing + Standard", first: view(1, .left),
        second: view(0, .right), constant: .standard),
      DiagramConstraint(
        number: 4, text: "Name Text Field.Top = Top Layout Guide.Bottom + 20.0", first: view(1, .top),
        second: DiagramAnchor(item: .topGuide, edge: .bottom), constant: .points(20)),
      DiagramConstraint(
        number: 5, text: "Name label.Baseline = Name Text Field.Baseline", first: view(0, .lastBaseline),
        second: view(1, .lastBaseline)),
    ]
    return DiagramPanel(
      caption: "iPhone 8 portrait, 375 x 667", width: 375, height: 667, views: views, constraints: constraints
    )
  }

  /// A5 Two Equal-Width Buttons at `width` x `height`; buttons 30 high, 20 above the bottom guide.
  static func twoEqualWidthButtons(width: Double, height: Double, caption: String) -> DiagramPanel {
    // Equal widths fill the margins: (width - 32 - 8) / 2 each.
    let w = (width - 40) / 2
    let y = height - 20 - 30
    let views = [
      DiagramView(
        name: "Short Button", kind: .button, frame: DisplayRect(x: 16, y: y, width: w, height: 30),
        text: "Short",
        font: DiagramFont(size: 15)),
      DiagramView(
        name: "Long Button", kind: .button, frame: DisplayRect(x: 24 + w, y: y, width: w, height: 30),
        text: "Much Longer Button Title", font: DiagramFont(size: 15)),
    ]
    let bottom = DiagramAnchor(item: .bottomGuide, edge: .top)
    let constraints = [
      DiagramConstraint(
        number: 1, text: "Short Button.Leading = Superview.LeadingMargin", first: view(0, .left),
        second: DiagramAnchor(item: .root, edge: .left, withinMargins: true)),
      DiagramConstraint(
        number: 2, text: "Long Button.Leading = Short Button.Trailing + Standard", first: view(1, .left),
        second: view(0, .right), constant: .standard),
      DiagramConstraint(
        number: 3, text: "Long Button.Trailing = Superview.TrailingMargin", first: view(1, .right),
        second: DiagramAnchor(item: .root, edge: .right, withinMargins: true)),
      DiagramConstraint(
        number: 4, text: "Bottom Layout Guide.Top = Short Button.Bottom + 20.0", first: bottom,
        second: view(0, .bottom), constant: .points(20)),
      DiagramConstraint(
        number: 5, text: "Bottom Layout Guide.Top = Long Button.Bottom + 20.0", first: bottom,
        second: view(1, .bottom), constant: .points(20)),
      DiagramConstraint(
        number: 6, text: "Short Button.Width = Long Button.Width", first: view(0, .width),
        second: view(1, .width)),
    ]
    return DiagramPanel(
      caption: caption, width: width, height: height, views: views, constraints: constraints)
  }

  /// A2-like: an optional top constraint that is broken, a ≥ one that holds, and an ambiguous view.
  static func optionalAndAmbiguous() -> DiagramPanel {
    var panel = simpleLabelAndTextField()
    panel.caption = "Optional and ambiguous"
    panel.constraints[3] = DiagramConstraint(
      number: 4, text: "Name Text Field.Top >= Top Layout Guide.Bottom + 20.0", first: view(1, .top),
      relation: .greaterThanOrEqual, second: DiagramAnchor(item: .topGuide, edge: .bottom),
      constant: .points(20))
    panel.constraints.append(
      DiagramConstraint(
        number: 6, text: "Name Label.Top = Top Layout Guide.Bottom + 20.0 (Priority 249)",
        first: view(0, .top),
        second: DiagramAnchor(item: .topGuide, edge: .bottom), constant: .points(20), priority: 249,
        status: .brokenOptional(by: 3)))
    panel.views[1].alternativeFrame = panel.views[1].frame.offsetBy(dx: 0, dy: 24)
    panel.notes = ["Ambiguous layout: Name Text Field (minY). Dashed red: another valid frame."]
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
