/// One step of a path outline.
public enum PathElement: Hashable, Sendable {
  /// Starts a new sub-path.
  case move(DisplayPoint)
  /// Straight segment.
  case line(DisplayPoint)
  /// Cubic Bézier segment (two control points, then the end point).
  case curve(DisplayPoint, DisplayPoint, DisplayPoint)
  /// Closes the current sub-path.
  case close
}
