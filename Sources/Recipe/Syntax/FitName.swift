/// How much of a scene a recipe's figure shows by default (`fit content`, `fit scene`); the
/// command line's `--fit` overrides it.
public enum FitName: String, Hashable, Sendable, CaseIterable {
  /// Only the part of the scene with content (views, guides used, annotations).
  case content
  /// The whole screen or cell.
  case scene
}
