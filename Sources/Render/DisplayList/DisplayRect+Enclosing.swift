extension DisplayRect {
  /// The smallest rectangle holding all points; nil for none.
  static func enclosing(_ points: [DisplayPoint]) -> DisplayRect? {
    guard let first = points.first else { return nil }
    var minX = first.x
    var maxX = first.x
    var minY = first.y
    var maxY = first.y
    for q in points.dropFirst() {
      minX = min(minX, q.x)
      maxX = max(maxX, q.x)
      minY = min(minY, q.y)
      maxY = max(maxY, q.y)
    }
    return DisplayRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
