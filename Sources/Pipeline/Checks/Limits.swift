import Recipe

/// Every limit of a run: the recipe's size (`RecipeLimits`), its solved geometry, the figure and
/// the time a recipe may take. Exceeding one is a located error (65) or, for the figure, "too large
/// for its format" (69); never a crash, a hang or a degenerate file. README, "Limits", lists them.
public struct Limits: Hashable, Sendable {
  /// Views, constraints, nesting, text length and scene size, checked before lowering.
  public var recipe: RecipeLimits
  /// The largest absolute value of a solved coordinate or size, in points.
  public var coordinate: Double
  /// The largest side of a drawn figure, in points (any format).
  public var figureSize: Double
  /// Seconds one recipe may take to load, solve and draw.
  public var renderTime: Double

  /// The largest PDF page side, in points: PDF's own limit (ISO 32000-1, Annex C: 14,400 units
  /// of 1/72 inch = 200 inches; Acrobat refuses larger pages).
  public static let pdfPageSize = 14_400.0

  /// The defaults (README, "Limits").
  public static let standard = Limits(
    recipe: .standard, coordinate: 100_000, figureSize: 200_000, renderTime: 120)

  /// Limits with these values.
  public init(recipe: RecipeLimits, coordinate: Double, figureSize: Double, renderTime: Double) {
    self.recipe = recipe
    self.coordinate = coordinate
    self.figureSize = figureSize
    self.renderTime = renderTime
  }
}
