import ArgumentParser

/// The colour theme of a figure.
public enum ThemeChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
  /// Dark marks on a light page.
  case light
  /// Light marks on a dark page.
  case dark
}
