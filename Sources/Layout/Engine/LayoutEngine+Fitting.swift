extension LayoutEngine {
  /// `systemLayoutSizeFitting` at a width: lays `scene` out as a cell of `width` (its views and
  /// constraints unchanged) and returns the fitting size, or nil when the constraints do not
  /// fix the height (the result's diagnoses then say why).
  public static func fittingSize(
    of scene: Scene, width: Double, measure: TextMeasurer
  ) throws(LayoutError) -> (size: Size?, result: LayoutResult) {
    var cell = scene
    cell.kind = .cell(width: width)
    cell.size = Size(width: width, height: 0)
    let result = try solve(cell, measure: measure)
    return (result.fittingSize, result)
  }
}
