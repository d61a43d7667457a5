/// One positioned glyph, ready for `cairo_show_glyphs`.
public struct Glyph: Hashable, Sendable {
  /// The glyph id in its run's font.
  public var id: UInt32
  /// Pen x of the glyph origin in points, from the layout box's left edge (offsets applied).
  public var x: Double
  /// Baseline y of the glyph origin in points, from the layout box's top edge, y down
  /// (vertical offsets from marks applied).
  public var y: Double
  /// Horizontal advance in points.
  public var advance: Double
  /// Start of the glyph's cluster in the text, in UTF-16 code units (NSString offsets).
  public var cluster: Int

  /// Creates a glyph.
  public init(id: UInt32, x: Double, y: Double, advance: Double, cluster: Int) {
    self.id = id
    self.x = x
    self.y = y
    self.advance = advance
    self.cluster = cluster
  }
}
