import Layout

/// A constraint attribute as the diagram sees it (leading/trailing map to left/right: the
/// diagrams are left-to-right).
public enum DiagramEdge: String, Hashable, Sendable, CaseIterable {
  case left, right, top, bottom, centerX, centerY, width, height, firstBaseline, lastBaseline

  /// The direction the attribute measures along.
  var axis: Axis {
    switch self {
    case .left, .right, .centerX, .width: return .horizontal
    default: return .vertical
    }
  }

  /// Whether it is a size rather than a position.
  var isSize: Bool { self == .width || self == .height }

  /// Whether it is a text baseline.
  var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}
