/// Text alignments.
public enum AlignmentName: String, Hashable, Sendable, CaseIterable {
  /// `NSTextAlignment`'s cases.
  case natural, left, center, right, justified
}
