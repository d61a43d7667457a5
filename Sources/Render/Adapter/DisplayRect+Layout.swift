import Layout

extension DisplayRect {
  /// A display rectangle from a Layout rectangle.
  public init(layout r: Rect) {
    self.init(x: r.minX, y: r.minY, width: r.width, height: r.height)
  }
}
