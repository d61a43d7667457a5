import Layout
import Recipe
import Render

/// Everything a run draws with: the renderer's options, plus what only a run decides (the formats,
/// whether `--fit` overrides a recipe's `fit` line, the sweep). `render` builds one from its command
/// line; `check`, `record` and `expectGolden` use `golden(scale:theme:)`, `render`'s defaults at a
/// golden's scale and theme, so that a golden is byte for byte the figure `render` writes.
public struct RenderSettings: Sendable {
  /// The renderer's options (theme, scale, transparency, focus, annotations, list, legend, table,
  /// maximum width). `options.fit` is the fit of a recipe without a `fit` line, and of every sweep.
  public var options: RenderOptions
  /// Whether `options.fit` was chosen on the command line (`--fit`) and so wins over a recipe's
  /// `fit` line.
  public var fitOverridesRecipe: Bool
  /// Formats to write, in order.
  public var formats: [OutputFormat]
  /// Draw each recipe at these widths instead (`--sweep`): a filmstrip in every format plus an
  /// animated SVG.
  public var sweep: SweepWidths?
  /// Sweep only the first variant (`--sweep-variants first`); by default every variant is swept.
  public var sweepFirstVariantOnly: Bool
  /// Whether a sweep is also drawn as an animated SVG (`NAME-sweep-animated.svg`).
  public var animatesSweeps: Bool

  /// `render`'s defaults: a content-fitted light PNG at 2x, wrapping at 1000 points, with list and
  /// legend, every variant swept with its animation.
  public init(
    options: RenderOptions = RenderOptions(fit: .content, maxWidth: 1000), fitOverridesRecipe: Bool = false,
    formats: [OutputFormat] = [.png], sweep: SweepWidths? = nil, sweepFirstVariantOnly: Bool = false,
    animatesSweeps: Bool = true
  ) {
    self.options = options
    self.fitOverridesRecipe = fitOverridesRecipe
    self.formats = formats
    self.sweep = sweep
    self.sweepFirstVariantOnly = sweepFirstVariantOnly
    self.animatesSweeps = animatesSweeps
  }

  /// The settings of a golden: `render`'s defaults at `scale` and `theme`, PNG only, the recipe's
  /// own sweep drawn for its first variant (the golden `NAME-sweep.png`) without the animation.
  public static func golden(scale: Int, theme: Theme) -> RenderSettings {
    var settings = RenderSettings(formats: [.png], sweepFirstVariantOnly: true, animatesSweeps: false)
    settings.options.scale = scale
    settings.options.theme = theme
    return settings
  }

  /// The options for one recipe: `--fit` when given, else the recipe's `fit` line, else content.
  public func options(for recipe: LoadedRecipe) -> RenderOptions {
    var options = self.options
    if !fitOverridesRecipe, let recipeFit = recipe.compiled.recipe.fit {
      options.fit = recipeFit
    }
    return options
  }
}
