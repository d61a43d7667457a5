/// A constraint's constant as the recipe wrote it, which decides the pill text.
public enum DiagramConstant: Hashable, Sendable {
  /// A number of points.
  case points(Double)
  /// `Standard` spacing (pill `Std`).
  case standard
  /// System spacing between baselines, an approximation (pill `Sys`, `Sys x2`).
  case systemSpacing(multiplier: Double)
}
