/// A view's measured text as layout sees it: the block's height and its baselines from its top,
/// all rounded up to the pixel grid.
struct TextBlock: Hashable, Sendable {
  var height: Double
  var firstBaseline: Double
  var lastBaseline: Double
  /// The block's top below the view's top when the text sits at the top (a text view: its
  /// container inset); nil when the block is centred vertically (labels, fields, buttons).
  var top: Double?
  /// A label's intrinsic height: constraints see its text block where it sits at that height,
  /// kept at the same distance from the label's bottom whatever height the label is laid out at
  /// (docs/layout.md, "Semantics", Baselines). Nil for other views: the block is centred in any
  /// height.
  var restingHeight: Double?

  init(_ measurement: TextMeasurement, scale: Double, top: Double? = nil, restingHeight: Double? = nil) {
    height = ControlMetrics.ceilToPixel(measurement.height, scale: scale)
    firstBaseline = ControlMetrics.ceilToPixel(measurement.firstBaseline, scale: scale)
    lastBaseline = ControlMetrics.ceilToPixel(measurement.lastBaseline, scale: scale)
    self.top = top
    self.restingHeight = top == nil ? restingHeight : nil
  }

  /// The block's top below the top of a view `height` high, as drawn: at the inset, else centred.
  func top(inViewOfHeight height: Double) -> Double { top ?? (height - self.height) / 2 }

  /// A baseline below the top of a view `height` high, as constraints see it: a label's at its
  /// resting distance from the bottom, else the drawn one.
  func baseline(first: Bool, inViewOfHeight height: Double) -> Double {
    let offset = first ? firstBaseline : lastBaseline
    guard let rest = restingHeight else { return top(inViewOfHeight: height) + offset }
    return height - rest + (rest - self.height) / 2 + offset
  }
}
