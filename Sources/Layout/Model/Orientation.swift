/// Portrait or landscape.
public enum Orientation: String, Sendable, CaseIterable, Hashable {
  /// Taller than wide.
  case portrait
  /// Wider than tall.
  case landscape
}
