import ArgumentParser
import Pipeline
import Recipe

/// The `--max-...` options that bound a recipe before it is lowered (views, constraints, nesting,
/// text length, scene size): part of ``LimitOptions`` on `render`, `solve`, `check` and `record`,
/// and alone on `import`, which refuses a scene over them (README, "Limits").
public struct RecipeLimitOptions: ParsableArguments {
  /// Views in one recipe.
  @Option(name: .long, help: "Most views in one recipe.")
  public var maxViews: Int = Limits.standard.recipe.views

  /// Constraint lines in one recipe.
  @Option(name: .long, help: "Most constraint lines (and Visual Format lines) in one recipe.")
  public var maxConstraints: Int = Limits.standard.recipe.constraints

  /// Nesting depth of views.
  @Option(
    name: .long,
    help: "Deepest nesting of views (in \"PARENT\"), at most \(RecipeLimitOptions.nestingCeiling).")
  public var maxNesting: Int = Limits.standard.recipe.nesting

  /// Characters in one string of a recipe.
  @Option(name: .long, help: "Most characters in one text, placeholder or title.")
  public var maxTextLength: Int = Limits.standard.recipe.textLength

  /// Scene width or height.
  @Option(
    name: .long,
    help: "Largest scene width or height, in points, at most \(Int(RecipeLimitOptions.sceneSizeCeiling)).")
  public var maxSceneSize: Double = Limits.standard.recipe.sceneSize

  /// The deepest nesting that may be asked for: deeper trees would exhaust the stack of the
  /// recursive passes over the view tree.
  public static let nestingCeiling = 1_000

  /// The largest scene size that may be asked for: the recipe parser holds a scene's width and
  /// height to 100,000 points (`LineParser.expectSceneExtent`), so a larger limit would let
  /// `import` write a scene line its own recipe cannot hold (exit 70, "a bug of the importer").
  public static let sceneSizeCeiling: Double = 100_000

  /// Creates the options (the argument parser calls this).
  public init() {}

  /// Checks that every limit is a positive number, the nesting at most ``nestingCeiling`` and the
  /// scene size at most ``sceneSizeCeiling`` (a usage error, 64, otherwise).
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
    guard maxSceneSize > 0, maxSceneSize.isFinite else {
      throw ValidationError("--max-scene-size must be a positive number (got \(maxSceneSize))")
    }
    guard maxSceneSize <= Self.sceneSizeCeiling else {
      let ceiling = PositionalNumber.shortest(Self.sceneSizeCeiling)
      throw ValidationError(
        "--max-scene-size must be at most \(ceiling) (got \(PositionalNumber.shortest(maxSceneSize))): "
          + "a recipe's scene is at most \(ceiling) points wide or high")
    }
  }

  /// The limits these options set.
  public var limits: RecipeLimits {
    RecipeLimits(
      views: maxViews, constraints: maxConstraints, nesting: maxNesting, textLength: maxTextLength,
      sceneSize: maxSceneSize)
  }
}
