/// What is drawn at both ends of a line.
public enum LineEnds: Hashable, Sendable {
  /// Nothing: a plain line (alignments, leaders).
  case none
  /// A perpendicular bar of the given total length at each end: Interface Builder's I-bar.
  case bars(length: Double)
}
