import ArgumentParser

/// `--fit content|scene`.
public enum FitChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
  /// Crop each scene to what it holds.
  case content
  /// The whole screen or cell.
  case scene
}
