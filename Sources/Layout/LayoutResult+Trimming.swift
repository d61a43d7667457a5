extension LayoutResult {
  /// The result limited to the first `count` views: what the engine solved beyond the scene's own
  /// views (a stack view's hidden guides) is left out of every per-view list.
  func trimmingViews(to count: Int) -> LayoutResult {
    guard frames.count > count else { return self }
    var result = self
    result.frames = Array(frames.prefix(count))
    result.marginRects = Array(marginRects.prefix(count))
    result.firstBaselines = Array(firstBaselines.prefix(count))
    result.lastBaselines = Array(lastBaselines.prefix(count))
    result.intrinsicSizes = Array(intrinsicSizes.prefix(count))
    result.textMeasurements = Array(textMeasurements.prefix(count))
    result.explanations = Array(explanations.prefix(count))
    result.diagnoses = diagnoses.map { diagnosis in
      guard case .ambiguous(var report) = diagnosis else { return diagnosis }
      report.alternatives = report.alternatives.map { Array($0.prefix(count)) }
      return .ambiguous(report)
    }
    return result
  }
}
