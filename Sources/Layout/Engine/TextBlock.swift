/// A view's measured text as layout sees it: the block's height and its baselines from its top,
/// all rounded up to the pixel grid.
struct TextBlock: Hashable, Sendable {
  var height: Double
  var firstBaseline: Double
  var lastBaseline: Double
  /// The block's top below the view's top when the text sits at the top (a text view: its
  /// container inset); nil when the block is centred vertically (labels, fields, buttons).
  var top: Double?

  init(_ measurement: TextMeasurement, scale: Double, top: Double? = nil) {
    height = ControlMetrics.ceilToPixel(measurement.height, scale: scale)
    firstBaseline = ControlMetrics.ceilToPixel(measurement.firstBaseline, scale: scale)
    lastBaseline = ControlMetrics.ceilToPixel(measurement.lastBaseline, scale: scale)
    self.top = top
  }

  /// The block's top below the top of a view `height` high.
  func top(inViewOfHeight height: Double) -> Double { top ?? (height - self.height) / 2 }
}
