/// A constraint's constant: points, `Standard` or system spacing.
public enum ConstantValue: Hashable, Sendable {
  /// A fixed number of points.
  case points(Double)
  /// `Standard`: 8 pt (`Spacing.standard`) [DOC between siblings; CHOICE everywhere else].
  case standard
  /// `constraint(equalToSystemSpacingBelow:multiplier:)`: between baselines, an approximation
  /// from the fonts' text-style line spacing (see `Spacing.systemBaselineSpacing`) [CHOICE];
  /// between plain edges, 8 pt.
  case systemSpacing(multiplier: Double)
}
