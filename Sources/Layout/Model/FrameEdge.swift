/// A frame edge a "why" question can ask about.
public enum FrameEdge: String, Sendable, CaseIterable, Hashable {
  /// The left, right, top and bottom edges.
  case minX, maxX, minY, maxY

  /// The edge's axis.
  public var axis: Axis { (self == .minX || self == .maxX) ? .horizontal : .vertical }
}
