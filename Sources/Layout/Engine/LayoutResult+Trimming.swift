extension LayoutResult {
  /// The result limited to the first `count` views: what the engine solved beyond the scene's own
  /// views (a stack view's hidden guides) is left out of the solved views.
  func trimmingViews(to count: Int) -> LayoutResult {
    guard views.count > count else { return self }
    var result = self
    result.views = Array(views.prefix(count))
    result.diagnoses = diagnoses.map { diagnosis in
      guard case .ambiguous(var report) = diagnosis else { return diagnosis }
      report.alternatives = report.alternatives.map { Array($0.prefix(count)) }
      return .ambiguous(report)
    }
    return result
  }
}
