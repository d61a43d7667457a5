import Layout

/// A constraint attribute as the diagram sees it (leading/trailing map to left/right: the
/// diagrams are left-to-right).
public enum DiagramEdge: String, Hashable, Sendable, CaseIterable {
  /// Left edge (leading in left-to-right layouts).
  case left
  /// Right edge (trailing).
  case right
  /// Top edge.
  case top
  /// Bottom edge.
  case bottom
  /// Horizontal centre.
  case centerX
  /// Vertical centre.
  case centerY
  /// Width.
  case width
  /// Height.
  case height
  /// Baseline of the first line of text (top edge for views without text).
  case firstBaseline
  /// Baseline of the last line (`Baseline` in the cookbook; bottom edge without text).
  case lastBaseline

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
