import Layout

extension DisplayRect {
  /// A display rectangle from a Layout rectangle.
  public init(layout r: Rect) {
    self.init(x: r.minX, y: r.minY, width: r.width, height: r.height)
  }
}

extension RGBA {
  /// A display colour from a Layout colour.
  public init(layout c: Color) {
    self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
  }
}

extension EdgeInsets {
  /// `r` shrunk by these insets.
  func inset(_ r: DisplayRect) -> DisplayRect {
    DisplayRect(x: r.x + left, y: r.y + top, width: r.width - left - right, height: r.height - top - bottom)
  }
}
