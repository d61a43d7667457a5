import ArgumentParser

/// The output formats of `solve`.
public enum SolveFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
  /// Human-readable text.
  case text
  /// One JSON document.
  case json
}
