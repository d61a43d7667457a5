import ArgumentParser

/// `--sweep-variants all|first`.
public enum SweepVariantsChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
  /// Every variant of the recipe, one filmstrip and one animation each.
  case all
  /// The first variant only (one filmstrip, one animation).
  case first
}
