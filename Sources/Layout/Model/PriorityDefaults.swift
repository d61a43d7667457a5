/// Which default hugging priorities a view gets: Interface Builder's or code's.
public enum PriorityDefaults: String, Sendable, CaseIterable, Hashable {
  /// Labels and image views hug at 251 (the cookbook's storyboards).
  case interfaceBuilder
  /// Everything hugs at 250 unless the control says otherwise.
  case code
}
