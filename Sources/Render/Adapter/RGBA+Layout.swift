import Layout

extension RGBA {
  /// A display colour from a Layout colour.
  public init(layout c: Color) {
    self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
  }
}
