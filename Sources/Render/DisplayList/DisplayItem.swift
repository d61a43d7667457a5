/// One drawing primitive of the display list.
public indirect enum DisplayItem: Hashable, Sendable {
  /// A straight line, maybe an I-bar.
  case line(LineItem)
  /// A (rounded) rectangle.
  case rect(RectItem)
  /// A free outline.
  case path(PathItem)
  /// Shaped text.
  case glyphs(DisplayGlyphRun)
  /// A named group of items.
  case group(DisplayGroup)
}
