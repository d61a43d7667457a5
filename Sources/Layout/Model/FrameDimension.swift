/// One of the four numbers of a frame: the ambiguity and "why" vocabulary.
public enum FrameDimension: String, Sendable, CaseIterable, Hashable, Comparable {
  /// The origin and the size.
  case minX, minY, width, height

  /// The axis the number lives on.
  public var axis: Axis { (self == .minX || self == .width) ? .horizontal : .vertical }

  /// Whether it is a size rather than a position.
  public var isSize: Bool { self == .width || self == .height }

  /// The dimension for a position or size along `axis`.
  public static func of(_ axis: Axis, size: Bool) -> FrameDimension {
    switch (axis, size) {
    case (.horizontal, false): return .minX
    case (.vertical, false): return .minY
    case (.horizontal, true): return .width
    case (.vertical, true): return .height
    }
  }

  /// Declaration order (minX, minY, width, height).
  public static func < (lhs: FrameDimension, rhs: FrameDimension) -> Bool {
    (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
  }
}

/// A frame edge a "why" question can ask about.
public enum FrameEdge: String, Sendable, CaseIterable, Hashable {
  /// The left, right, top and bottom edges.
  case minX, maxX, minY, maxY

  /// The edge's axis.
  public var axis: Axis { (self == .minX || self == .maxX) ? .horizontal : .vertical }
}
