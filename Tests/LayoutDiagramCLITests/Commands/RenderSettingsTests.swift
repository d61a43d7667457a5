import LayoutDiagramCLI
import Pipeline
import Render
import Testing

/// Goldens are drawn with `RenderSettings.golden(scale:theme:)`, built from `RenderSettings()`
/// without a command line: `render`'s options must default to exactly those settings, or a golden
/// would stop being the figure `render` writes.
@Suite struct RenderSettingsTests {
  @Test func renderWithoutOptionsDrawsWithTheDefaultSettings() throws {
    let parsed = try RenderCommand.parse([]).settings()
    let defaults = RenderSettings()
    #expect(parsed.options == defaults.options)
    #expect(parsed.formats == defaults.formats && parsed.formats == [.png])
    #expect(!parsed.fitOverridesRecipe && !defaults.fitOverridesRecipe)
    #expect(parsed.sweep == nil && defaults.sweep == nil)
    #expect(parsed.sweepFirstVariantOnly == defaults.sweepFirstVariantOnly)
    // The README's defaults: 2x, light, fitted to content, wrapping at 1000 points, list and legend.
    #expect(defaults.options.scale == 2 && defaults.options.theme == .light)
    #expect(defaults.options.fit == .content && defaults.options.maxWidth == 1000)
    #expect(defaults.options.constraintList && defaults.options.legend && !defaults.options.priorityTable)
  }

  @Test func aGoldensSettingsAreRendersAtItsScaleAndTheme() throws {
    let parsed = try RenderCommand.parse(["--scale", "3", "--theme", "dark"]).settings()
    let golden = RenderSettings.golden(scale: 3, theme: .dark)
    #expect(golden.options == parsed.options)
    #expect(golden.formats == [.png] && golden.fitOverridesRecipe == parsed.fitOverridesRecipe)
    // A golden holds the first variant's filmstrip of a recipe's sweep, not the animation.
    #expect(golden.sweepFirstVariantOnly && !golden.animatesSweeps)
  }

  /// `--fit` wins over a recipe's `fit` line; without it the recipe's line is the fit.
  @Test func fitOnTheCommandLineOverridesTheRecipe() throws {
    #expect(try RenderCommand.parse(["--fit", "content"]).settings().fitOverridesRecipe)
    #expect(try RenderCommand.parse(["--fit", "scene"]).settings().options.fit == .scene)
  }
}
