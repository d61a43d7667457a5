import ArgumentParser
import Recipe

/// The `--max-...` options of `render` and `solve` (README, "Limits").
public struct LimitOptions: ParsableArguments {
  /// Views in one recipe.
  @Option(name: .long, help: "Most views in one recipe.")
  public var maxViews: Int = Limits.standard.recipe.views

  /// Constraint lines in one recipe.
  @Option(name: .long, help: "Most constraint lines (and Visual Format lines) in one recipe.")
  public var maxConstraints: Int = Limits.standard.recipe.constraints

  /// Nesting depth of views.
  @Option(
    name: .long, help: "Deepest nesting of views (in \"PARENT\"), at most \(LimitOptions.nestingCeiling).")
  public var maxNesting: Int = Limits.standard.recipe.nesting

  /// Characters in one string of a recipe.
  @Option(name: .long, help: "Most characters in one text, placeholder or title.")
  public var maxTextLength: Int = Limits.standard.recipe.textLength

  /// Scene width or height.
  @Option(name: .long, help: "Largest scene width or height, in points.")
  public var maxSceneSize: Double = Limits.standard.recipe.sceneSize

  /// Solved coordinates and sizes.
  @Option(name: .long, help: "Largest solved coordinate or size, in points.")
  public var maxCoordinate: Double = Limits.standard.coordinate

  /// Figure width or height.
  @Option(name: .long, help: "Largest figure width or height, in points (PDF pages stop at 14,400).")
  public var maxFigureSize: Double = Limits.standard.figureSize

  /// Seconds per recipe.
  @Option(name: .long, help: "Most seconds one recipe may take to solve and draw.")
  public var maxRenderTime: Double = Limits.standard.renderTime

  /// The deepest nesting that may be asked for: deeper trees would exhaust the stack of the
  /// recursive passes over the view tree.
  public static let nestingCeiling = 1_000

  /// Creates the options (the argument parser calls this).
  public init() {}

  /// Checks that every limit is a positive, finite number.
  public func validate() throws {
    for (name, value) in [
      ("--max-views", maxViews), ("--max-constraints", maxConstraints), ("--max-nesting", maxNesting),
      ("--max-text-length", maxTextLength),
    ] where value < 1 {
      throw ValidationError("\(name) must be at least 1 (got \(value))")
    }
    guard maxNesting <= Self.nestingCeiling else {
      throw ValidationError("--max-nesting must be at most \(Self.nestingCeiling) (got \(maxNesting))")
    }
    for (name, value) in [
      ("--max-scene-size", maxSceneSize), ("--max-coordinate", maxCoordinate),
      ("--max-figure-size", maxFigureSize), ("--max-render-time", maxRenderTime),
    ] where !(value > 0 && value.isFinite) {
      throw ValidationError("\(name) must be a positive number (got \(value))")
    }
  }

  /// The limits these options set.
  public var limits: Limits {
    Limits(
      recipe: RecipeLimits(
        views: maxViews, constraints: maxConstraints, nesting: maxNesting, textLength: maxTextLength,
        sceneSize: maxSceneSize),
      coordinate: maxCoordinate, figureSize: maxFigureSize, renderTime: maxRenderTime)
  }
}
