import ArgumentParser
import Pipeline
import Recipe

/// The `--max-...` options of `render` and `solve` (README, "Limits").
public struct LimitOptions: ParsableArguments {
  /// Views, constraints, nesting, text length and scene size (`import` takes these alone).
  @OptionGroup public var recipe: RecipeLimitOptions

  /// Solved coordinates and sizes.
  @Option(name: .long, help: "Largest solved coordinate or size, in points.")
  public var maxCoordinate: Double = Limits.standard.coordinate

  /// Figure width or height.
  @Option(name: .long, help: "Largest figure width or height, in points (PDF pages stop at 14,400).")
  public var maxFigureSize: Double = Limits.standard.figureSize

  /// Seconds per recipe.
  @Option(name: .long, help: "Most seconds one recipe may take to solve and draw.")
  public var maxRenderTime: Double = Limits.standard.renderTime

  /// The deepest nesting that may be asked for (``RecipeLimitOptions/nestingCeiling``).
  public static let nestingCeiling = RecipeLimitOptions.nestingCeiling

  /// Creates the options (the argument parser calls this).
  public init() {}

  /// Checks that every limit is a positive, finite number.
  public func validate() throws {
    try recipe.validate()
    for (name, value) in [
      ("--max-coordinate", maxCoordinate), ("--max-figure-size", maxFigureSize),
      ("--max-render-time", maxRenderTime),
    ] where !(value > 0 && value.isFinite) {
      throw ValidationError("\(name) must be a positive number (got \(value))")
    }
  }

  /// The limits these options set.
  public var limits: Limits {
    Limits(
      recipe: recipe.limits, coordinate: maxCoordinate, figureSize: maxFigureSize, renderTime: maxRenderTime)
  }
}
