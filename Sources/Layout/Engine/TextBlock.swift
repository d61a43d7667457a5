/// A view's measured text as layout sees it: the block's height and its baselines from its top,
/// all rounded up to the pixel grid.
struct TextBlock: Hashable, Sendable {
  var height: Double
  var firstBaseline: Double
  var lastBaseline: Double

  init(_ measurement: TextMeasurement, scale: Double) {
    height = ControlMetrics.ceilToPixel(measurement.height, scale: scale)
    firstBaseline = ControlMetrics.ceilToPixel(measurement.firstBaseline, scale: scale)
    lastBaseline = ControlMetrics.ceilToPixel(measurement.lastBaseline, scale: scale)
  }
}
